/**
 * Following an answer's plan exactly as it is given, at the answer's own prices: each line's units of its token
 * sold into, or bought with, its named stablecoin. Asked again on the wallet this leaves, the engine should
 * give no step (issue 28's fixed point): the property tests and `npm run check:plan` ask.
 */
import type { Address } from 'viem';
import type { EngineAsset, EngineInput, EngineOutput } from '../../src/engine';
import { tokenKey, type TokenInfo } from '../../src/domain/types';

/** Whole units below this are dust a sale left (8 significant figures of a unit count), not a holding. */
const DUST = 1e-9;

export function followed(input: EngineInput, output: EngineOutput): EngineInput {
  const holdings = new Map(input.holdings.map((holding) => [tokenKey(holding.token), { ...holding }]));
  const known = new Map<string, EngineAsset>();
  for (const entry of input.universe) known.set(tokenKey(entry.token), { token: entry.token, amount: 0, prices: entry.prices });
  for (const holding of input.holdings) known.set(tokenKey(holding.token), holding);
  const holdingOf = (token: Pick<TokenInfo, 'chainId' | 'address'>): EngineAsset => {
    const key = tokenKey(token);
    let holding = holdings.get(key);
    if (!holding) {
      const template = known.get(key);
      if (!template) throw new Error(`The plan moves ${key}, which the input does not know`);
      holdings.set(key, (holding = { ...template, amount: 0 }));
    }
    return holding;
  };
  const priceOf = (holding: EngineAsset): number => holding.prices?.priceUsd ?? 0;
  for (const step of output.plan.steps) {
    if (!step.cash) continue;
    const token = holdingOf({ chainId: step.chainId, address: step.address as Address });
    const cash = holdingOf({ chainId: step.chainId, address: step.cash.address as Address });
    const sign = step.action === 'sell' || step.action === 'strongly sell' ? -1 : 1;
    token.amount += sign * step.units;
    cash.amount -= (sign * step.usd) / priceOf(cash);
  }
  return { ...input, holdings: [...holdings.values()].filter((holding) => holding.amount > DUST) };
}
