/**
 * A plan carried out as a person would: each step's units of its token at the answer's prices, and its dollars
 * out of or into the stablecoin the step names, on the step's chain. What the wallet then holds is asked again.
 */
import type { EngineAsset, EngineInput, EngineOutput } from '../../src/engine';

const sameToken = (asset: { token: { chainId: number; address: string } }, chainId: number, address: string) =>
  asset.token.chainId === chainId && asset.token.address.toLowerCase() === address.toLowerCase();

export function follow(input: EngineInput, { plan }: EngineOutput): EngineInput {
  const holdings: EngineAsset[] = input.holdings.map((holding) => ({ ...holding }));
  const holdingOf = (chainId: number, address: string): EngineAsset => {
    const found = holdings.find((holding) => sameToken(holding, chainId, address));
    if (found) return found;
    const listed = input.universe.find((entry) => sameToken(entry, chainId, address));
    if (!listed) throw new Error(`The plan trades ${address} on chain ${chainId}, which is neither held nor in the universe`);
    const added: EngineAsset = { token: listed.token, amount: 0, prices: listed.prices };
    holdings.push(added);
    return added;
  };
  const priceOf = (holding: EngineAsset): number => {
    if (!holding.prices) throw new Error(`The plan trades ${holding.token.symbol}, which has no price`);
    return holding.prices.priceUsd;
  };
  for (const step of plan.steps) {
    if (!step.cash) throw new Error(`${step.action} ${step.symbol} names no stablecoin`);
    const sign = step.action === 'sell' || step.action === 'strongly sell' ? -1 : 1;
    const token = holdingOf(step.chainId, step.address);
    const cash = holdingOf(step.chainId, step.cash.address);
    token.amount += sign * step.units;
    cash.amount -= (sign * step.usd) / priceOf(cash);
  }
  return { ...input, holdings: holdings.filter((holding) => holding.amount > 0) };
}
