/** The engine benchmark's synthetic whale: 50 held tokens and a 20-token universe, 180 daily closes each. */
import type { Address } from 'viem';
import type { PriceHistory, TokenInfo } from '../../../server/src/domain/types';
import type { EngineInput } from '../../../server/src/engine';

export const DAYS = 180;
export const HELD = 50;
export const UNIVERSE = 20;

/** Deterministic pseudo-random numbers (LCG), so every run times the same input. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function token(index: number, stable: boolean): TokenInfo {
  const address: Address = `0x${index.toString(16).padStart(40, '0')}`;
  return { chainId: 31337, address, symbol: `T${index}`, name: `Token ${index}`, decimals: 18, tags: stable ? ['stablecoin'] : [] };
}

/** A random walk with a per-token drift and volatility. */
function prices(index: number, stable: boolean): PriceHistory {
  const random = generator(index + 1);
  const drift = (random() - 0.5) * 0.01;
  const dailyVol = stable ? 0.0005 : 0.01 + random() * 0.05;
  const closes: number[] = [];
  let price = stable ? 1 : 1 + random() * 1000;
  for (let day = 0; day < DAYS; day++) {
    price *= Math.exp(stable ? (random() - 0.5) * dailyVol : drift + (random() - 0.5) * 2 * dailyVol);
    closes.push(price);
  }
  return { priceUsd: price, updatedAt: 1_700_000_000, dailyCloses: closes, source: 'chainlink' };
}

export function whaleInput(): EngineInput {
  const holdings = Array.from({ length: HELD }, (_, i) => ({
    token: token(i, i % 10 === 0),
    amount: 1 + i,
    prices: prices(i, i % 10 === 0),
  }));
  const universe = Array.from({ length: UNIVERSE }, (_, i) => {
    const index = HELD + i;
    return { token: token(index, i % 5 === 0), prices: prices(index, i % 5 === 0) };
  });
  return { holdings, universe };
}
