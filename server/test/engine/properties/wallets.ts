/**
 * Wallets for the plan's properties: the demo wallets as engine inputs, and 300 generated ones (a seeded
 * generator, so a failure names its case): 1 to 8 walking tokens, half the time a reserve of USDC or DAI (a fifth
 * of the time UST off its peg instead), some on a second chain, and a universe of candidates and stablecoins on both chains.
 */
import type { EngineAsset, EngineInput, UniverseToken } from '../../../src/engine';
import { DEMO_LIKE_WALLETS } from '../demoLike';
import { history, series, token } from '../fixtures';
import { prng, walk } from '../generated';

const BASE = 8453;

function onChain(symbol: string, chainId: number, tags?: string[]) {
  const info = token(symbol, tags);
  const hex = Buffer.from(`${chainId}:${symbol}`).toString('hex').slice(0, 40).padEnd(40, '0');
  return { ...info, chainId, address: `0x${hex}` as const, extensions: { asset: symbol } };
}

function stable(symbol: string, chainId: number, price = 1): UniverseToken {
  return {
    token: onChain(symbol, chainId, ['stablecoin']),
    prices: history(
      series(180, () => 1),
      price,
    ),
  };
}

export function generatedInput(seed: number): EngineInput {
  const random = prng(seed);
  const count = 1 + Math.floor(random() * 8);
  const holdings: EngineAsset[] = Array.from({ length: count }, (_, i) => {
    const chainId = random() < 0.2 ? BASE : 1;
    return { token: onChain(`T${i}`, chainId), amount: 1 + random() * 1_000, prices: history(walk(random)) };
  });
  if (random() < 0.5) {
    // Off its peg it is an asset of its own (UST): the universe's USDC and DAI keep theirs on every chain.
    const offPeg = random() < 0.2;
    const reserve = stable(offPeg ? 'UST' : random() < 0.5 ? 'USDC' : 'DAI', random() < 0.3 ? BASE : 1, offPeg ? 0.9 : 1);
    holdings.push({ token: reserve.token, amount: random() * 50_000, prices: reserve.prices });
  }
  const candidates: UniverseToken[] = Array.from({ length: 4 }, (_, i) => ({ token: onChain(`C${i}`, 1), prices: history(walk(random)) }));
  const universe = [...candidates, stable('USDC', 1), stable('USDC', BASE), stable('DAI', 1)];
  return { holdings, universe };
}

export const GENERATED = Array.from({ length: 300 }, (_, i) => ({ label: `generated #${i}`, input: generatedInput(1000 + i) }));
export const DEMO = DEMO_LIKE_WALLETS.map((wallet) => ({ label: wallet.profile, input: wallet.input }));
