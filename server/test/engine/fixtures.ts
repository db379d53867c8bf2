/** Plain-data builders for engine tests: tokens and price series with a known shape. */
import type { PriceHistory, TokenInfo } from '../../src/domain/types';
import type { EngineAsset, UniverseToken } from '../../src/engine';

/** A token whose address is derived from its symbol, so tests stay readable. */
export function token(symbol: string, tags?: string[], name = `${symbol} Token`): TokenInfo {
  const hex = Buffer.from(symbol).toString('hex').slice(0, 40).padEnd(40, '0');
  return { chainId: 31337, address: `0x${hex}`, symbol, name, decimals: 18, ...(tags ? { tags } : {}) };
}

/** closes[i] = f(i) for i in 0..days−1, oldest first. */
export function series(days: number, f: (day: number) => number): number[] {
  return Array.from({ length: days }, (_, day) => f(day));
}

/** Steady rise of `drift` a day in log terms, with a small deterministic wiggle. */
export const uptrend = (days = 180, drift = 0.004): number[] => series(days, (i) => 100 * Math.exp(drift * i + 0.01 * Math.sin(i)));

export const downtrend = (days = 180, drift = 0.004): number[] => uptrend(days, -drift);

/** Oscillates within about ±3 % of 100: no trend either way. */
export const sideways = (days = 180): number[] => series(days, (i) => 100 * Math.exp(0.03 * Math.sin(i / 3)));

/** Flat at 100, then a slide to `floor` over the last `slideDays` days. */
export const crash = (days = 180, slideDays = 60, floor = 40): number[] =>
  series(days, (i) => {
    const start = days - slideDays;
    return i < start ? 100 : 100 - ((100 - floor) * (i - start + 1)) / slideDays;
  });

/** Alternating ±`swing` moves: annual volatility ≈ swing × √365, no drift. */
export const choppy = (days = 180, swing = 0.08): number[] => series(days, (i) => 100 * (i % 2 === 0 ? 1 : 1 + swing));

export const flat = (days = 180, level = 1): number[] => series(days, () => level);

/** A history whose latest price is its last close unless given. */
export function history(closes: number[], priceUsd = closes[closes.length - 1]): PriceHistory {
  return { priceUsd, updatedAt: 1_700_000_000, dailyCloses: closes, source: 'chainlink' };
}

export function held(symbol: string, closes: number[], amount = 1, tags?: string[], priceUsd?: number): EngineAsset {
  return { token: token(symbol, tags), amount, prices: history(closes, priceUsd) };
}

export function candidate(symbol: string, closes: number[], tags?: string[], priceUsd?: number): UniverseToken {
  return { token: token(symbol, tags), prices: history(closes, priceUsd) };
}

/**
 * A held asset worth `usd`: sideways (about 14 % volatility a year, no trend), or a
 * stablecoin at $1. Its advice is a plain hold while its share × volatility is
 * within its budget (between half and twice it), buy more below.
 */
export function quiet(symbol: string, usd: number, tags?: string[]): EngineAsset {
  const closes = tags?.includes('stablecoin') ? flat() : sideways();
  return held(symbol, closes, usd / closes[closes.length - 1], tags);
}

export const STABLE = ['stablecoin'];

/** A held token worth `usd` at the last of `closes`. */
export function worth(symbol: string, closes: number[], usd: number, tags?: string[]): EngineAsset {
  return held(symbol, closes, usd / closes[closes.length - 1], tags);
}

/** The same token on another chain: its own address, the registry's asset key joining it to the others. */
export function onChain(base: TokenInfo, chainId: number, asset = base.symbol): TokenInfo {
  const address = `0x${chainId.toString(16).padStart(4, '0')}${base.address.slice(6)}` as TokenInfo['address'];
  return { ...base, chainId, address, extensions: { ...base.extensions, asset } };
}
