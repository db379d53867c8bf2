/**
 * A time-to-live cache in front of a price source. Feeds move at most every few
 * minutes and the engine reads daily closes, so a short TTL saves the node a
 * walk per request without staling advice. Concurrent requests for one token
 * share one in-flight read; failures are not cached, so the next request retries.
 */
import type { PriceHistory, HistorySource, TokenInfo } from '../domain/types';
import { readHistories, type BatchPriceSource } from './batch';

/** Default lifetime of a cached history: Chainlink heartbeats are 1 h or more, deviations rarer. */
export const DEFAULT_PRICE_CACHE_TTL_MS = 5 * 60_000;

interface Entry {
  /** Settles to the history, or null for an unpriced token. */
  promise: Promise<PriceHistory | null>;
  /** Epoch ms after which the entry is stale; Infinity while in flight. */
  expiresAt: number;
}

export function withTtlCache(source: HistorySource, ttlMs: number = DEFAULT_PRICE_CACHE_TTL_MS, now: () => number = Date.now): BatchPriceSource {
  const entries = new Map<string, Entry>();
  const keyOf = (token: TokenInfo): string => token.address.toLowerCase();

  function fresh(token: TokenInfo): Entry | undefined {
    const entry = entries.get(keyOf(token));
    return entry && entry.expiresAt > now() ? entry : undefined;
  }

  function track(token: TokenInfo, promise: Promise<PriceHistory | null>): Promise<PriceHistory | null> {
    const key = keyOf(token);
    const entry: Entry = { promise, expiresAt: Number.POSITIVE_INFINITY };
    entries.set(key, entry);
    promise.then(
      () => {
        entry.expiresAt = now() + ttlMs;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return promise;
  }

  return {
    getHistory(token) {
      return fresh(token)?.promise ?? track(token, source.getHistory(token));
    },
    async getHistories(tokens) {
      const promises = new Map<string, Promise<PriceHistory | null>>();
      const misses = new Map<string, TokenInfo>();
      for (const token of tokens) {
        const key = keyOf(token);
        const entry = fresh(token);
        if (entry) promises.set(key, entry.promise);
        else misses.set(key, token);
      }
      if (misses.size > 0) {
        const batch = readHistories(source, [...misses.values()]);
        for (const [key, token] of misses) promises.set(key, track(token, batch.then((histories) => histories.get(token.address) ?? null)));
      }
      const settled = new Map(await Promise.all([...promises].map(async ([key, promise]) => [key, await promise] as const)));
      return new Map(tokens.map((token) => [token.address, settled.get(keyOf(token)) ?? null]));
    },
  };
}
