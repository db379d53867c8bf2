/**
 * What a euro stablecoin is measured against: the USD price of its peg
 * currency, read from the registry's EUR / USD feed (pegFeeds) through the
 * chain's own cached price source, as a pseudo-token (chains/registry/load.ts
 * pegFeedTokens). A peg feed is read only when a token pegged to its currency
 * is in play: held (read with the wallet's tokens) or in the chain's registry
 * (kept warm by the registry refresh, for buy suggestions).
 */
import { tokenKey, type PegCurrency, type TokenInfo, type TokenKey } from '../domain/types';
import type { PriceReading } from './priceSource';
import type { ChainReader } from './chainReader';

/** Peg currencies other than USD that these tokens track (USD needs no feed: it is 1). */
function foreignPegs(tokens: readonly TokenInfo[]): Set<PegCurrency> {
  const pegs = new Set<PegCurrency>();
  for (const token of tokens) {
    const peg = token.extensions?.peg;
    if (peg && peg !== 'USD' && token.tags?.includes('stablecoin')) pegs.add(peg);
  }
  return pegs;
}

/** The chain's peg feeds (as pseudo-tokens) that `tokens` need; [] when none is pegged off the dollar or the chain has no such feed. */
export function pegFeedTokensFor(chain: Pick<ChainReader, 'pegFeeds'>, tokens: readonly TokenInfo[]): TokenInfo[] {
  const pegs = foreignPegs(tokens);
  return pegs.size === 0 ? [] : chain.pegFeeds.filter((feed) => pegs.has(feed.currency)).map((feed) => feed.token);
}

export type PegRatesUsd = Partial<Record<PegCurrency, number>>;

/**
 * USD per unit of each peg currency, from the first usable reading of its feed:
 * the wallet's fresh readings first, then what the chains' caches hold. EUR /
 * USD is one exchange rate whichever chain publishes it, so a euro stablecoin on
 * a chain without the feed is measured with another chain's reading. A feed
 * that failed, is stale or was never read gives no rate: the engine then judges
 * the currency's stablecoins as plain tokens, as before peg feeds existed.
 */
export function pegRatesFrom(chains: readonly ChainReader[], fresh: readonly ReadonlyMap<TokenKey, PriceReading>[]): PegRatesUsd {
  const rates: PegRatesUsd = {};
  const take = (currency: PegCurrency, reading: PriceReading | undefined) => {
    if (rates[currency] !== undefined || reading?.status !== 'ok') return;
    const rate = reading.history.priceUsd;
    if (Number.isFinite(rate) && rate > 0) rates[currency] = rate;
  };
  for (const chain of chains) {
    for (const { currency, token } of chain.pegFeeds) for (const readings of fresh) take(currency, readings.get(tokenKey(token)));
  }
  for (const chain of chains) {
    const cached = chain.prices.peek(chain.pegFeeds.map((feed) => feed.token));
    for (const { currency, token } of chain.pegFeeds) take(currency, cached.get(tokenKey(token)));
  }
  return rates;
}
