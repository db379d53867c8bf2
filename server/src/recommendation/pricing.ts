/**
 * Puts the wallet's held tokens and the buy candidates in front of the engine
 * with their prices. Chainlink (each chain's on-chain source) comes first; the
 * HTTP source, when configured, is read for the tokens without a feed, and its
 * cached prices of the others (renewed by the background refresh) are compared
 * with Chainlink's, so a disagreement can be said without an HTTP call per request.
 */
import { formatUnits } from 'viem';
import { tokenKey, type TokenInfo, type TokenKey } from '../domain/types';
import type { PriceReading } from '../prices/priceSource';
import type { EngineAsset, EngineLoan, UniverseToken } from '../engine';
import type { Holding } from '../chains/holdings';
import type { CachedPriceSource, ChainReader } from '../prices/chainReader';
import type { ChainHoldings } from '../prices/walletReading';

/**
 * The HTTP source's readings: read for tokens without a feed, from its cache for the
 * others. It never fails the request: when a read fails (a 429 pause, its budget spent),
 * what its cache still holds is used.
 */
async function fallbackReadings(fallback: CachedPriceSource | null, tokens: readonly TokenInfo[]): Promise<Map<TokenKey, PriceReading>> {
  if (!fallback || tokens.length === 0) return new Map();
  const withoutFeed = tokens.filter((token) => !token.extensions?.priceFeed);
  const compared = fallback.peek(tokens.filter((token) => token.extensions?.priceFeed));
  if (withoutFeed.length === 0) return compared;
  let priced: Map<TokenKey, PriceReading>;
  try {
    priced = await fallback.read(withoutFeed);
  } catch {
    priced = fallback.peek(withoutFeed);
  }
  return new Map([...compared, ...priced]);
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

/** Where each chain's loans start in the answer's one list of loans (every chain's, in chain order). */
function loanOffsets(read: readonly ChainHoldings[]): number[] {
  let next = 0;
  return read.map(({ loans }) => {
    const start = next;
    next += loans.length;
    return start;
  });
}

/** The holding's place with its loan index moved into the answer's list. */
function placed(holding: Holding, loanOffset: number): Pick<EngineAsset, 'position'> {
  const { position } = holding;
  if (!position) return {};
  return { position: position.loan === undefined ? position : { ...position, loan: loanOffset + position.loan } };
}

/**
 * Every held token and protocol position, priced. A position is the asset it is exposed to (its token,
 * amount and prices are the underlying's), carrying where it sits (`position`).
 */
export async function heldAssets(read: readonly ChainHoldings[], fallback: CachedPriceSource | null): Promise<EngineAsset[]> {
  const tokens = read.flatMap(({ holdings }) => holdings.map((holding) => holding.token));
  const secondary = await fallbackReadings(fallback, tokens);
  const offsets = loanOffsets(read);
  return read.flatMap(({ holdings, readings }, chainIndex) =>
    holdings.map((holding) => {
      const { token, balance } = holding;
      const key = tokenKey(token);
      return {
        ...toAsset(token, Number(formatUnits(balance, token.decimals)), readings.get(key), secondary.get(key)),
        ...placed(holding, offsets[chainIndex]),
      };
    }),
  );
}

/** Every chain's loans, in the order heldAssets indexes them. */
export function heldLoans(read: readonly ChainHoldings[]): EngineLoan[] {
  return read.flatMap(({ loans }) => loans);
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
