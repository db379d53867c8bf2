/**
 * Puts the wallet's held tokens and the buy candidates in front of the engine
 * with their prices. Chainlink (each chain's on-chain source) comes first; the
 * HTTP source, when configured, prices what has no feed and is asked about the
 * rest too (from its cache most of the time) so a disagreement can be said.
 */
import { formatUnits } from 'viem';
import { tokenKey, type PriceReading, type PriceSource, type TokenInfo, type TokenKey } from '../domain/types';
import type { EngineAsset, UniverseToken } from '../engine';
import type { CachedPriceSource, ChainReader } from './chainReader';
import type { ChainHoldings } from './walletReading';

/** The HTTP source's readings of these tokens; an empty map when it is off or failing (never fails the request). */
async function fallbackReadings(fallback: PriceSource | null, tokens: readonly TokenInfo[]): Promise<Map<TokenKey, PriceReading>> {
  if (!fallback || tokens.length === 0) return new Map();
  try {
    return await fallback.read(tokens);
  } catch {
    return new Map();
  }
}

function toAsset(token: TokenInfo, amount: number, primary: PriceReading | undefined, secondary: PriceReading | undefined): EngineAsset {
  const base = { token, amount };
  if (primary?.status === 'ok') {
    const other = secondary?.status === 'ok' ? { source: secondary.history.source, priceUsd: secondary.history.priceUsd } : undefined;
    return { ...base, prices: primary.history, ...(other ? { otherPrice: other } : {}) };
  }
  if (primary?.status === 'unavailable') return { ...base, prices: null, problem: { reason: 'price-unavailable' } };
  if (primary?.status === 'stale') return { ...base, prices: null, problem: { reason: 'stale-price', ageSeconds: primary.ageSeconds } };
  // No feed: the HTTP source may know it.
  if (secondary?.status === 'ok') return { ...base, prices: secondary.history };
  if (secondary?.status === 'stale') return { ...base, prices: null, problem: { reason: 'stale-price', ageSeconds: secondary.ageSeconds } };
  return { ...base, prices: null };
}

export async function heldAssets(read: readonly ChainHoldings[], fallback: PriceSource | null): Promise<EngineAsset[]> {
  const tokens = read.flatMap(({ holdings }) => holdings.map((holding) => holding.token));
  const secondary = await fallbackReadings(fallback, tokens);
  return read.flatMap(({ holdings, readings }) =>
    holdings.map(({ token, balance }) => {
      const key = tokenKey(token);
      return toAsset(token, Number(formatUnits(balance, token.decimals)), readings.get(key), secondary.get(key));
    }),
  );
}

/** Buy candidates from what is cached: a request never waits for the whole registry to be priced. */
export function cachedUniverse(chains: readonly ChainReader[], fallback: CachedPriceSource | null): UniverseToken[] {
  return chains.flatMap((chain) => {
    const primary = chain.prices.peek(chain.tokens);
    const secondary = fallback?.peek(chain.tokens) ?? new Map<TokenKey, PriceReading>();
    return chain.tokens.flatMap((token): UniverseToken[] => {
      const chosen = token.extensions?.priceFeed ? primary.get(tokenKey(token)) : secondary.get(tokenKey(token));
      return chosen?.status === 'ok' ? [{ token, prices: chosen.history }] : [];
    });
  });
}
