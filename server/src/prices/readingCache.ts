/**
 * A time-to-live cache in front of a PriceSource. Feeds move at most every few
 * minutes and the engine reads daily closes, so a short TTL saves the node a
 * read per request without staling advice. Concurrent requests for a token
 * share one in-flight read; a read that rejects (node down) is not cached, so
 * the next request retries. A token's reading (ok, none, unavailable, stale)
 * is cached as it is: a reverting feed is not asked again within the TTL.
 */
import { tokenKey, type PriceReading, type PriceSource, type TokenInfo, type TokenKey } from '../domain/types';

/** Default lifetime of a cached reading: Chainlink heartbeats are 1 h or more, deviations rarer. */
export const DEFAULT_PRICE_CACHE_TTL_MS = 5 * 60_000;

export interface CachedPriceSource extends PriceSource {
  /** The cached, fresh readings among `tokens`, with no I/O: a token not cached (or expired, or in flight) is absent. */
  peek(tokens: readonly TokenInfo[]): Map<TokenKey, PriceReading>;
  /**
   * Reads every token from the source, fresh or not, and caches what it gets. The
   * background refresh renews entries this way before they expire, so `peek` never
   * goes empty between two passes; while it reads, and if it fails, the old entries stay.
   */
  refresh(tokens: readonly TokenInfo[]): Promise<void>;
}

interface Entry {
  promise: Promise<PriceReading>;
  /** Set once the read has settled. */
  reading?: PriceReading;
  /** Epoch ms after which the entry is stale; Infinity while in flight. */
  expiresAt: number;
}

export function withReadingCache(source: PriceSource, ttlMs: number = DEFAULT_PRICE_CACHE_TTL_MS, now: () => number = Date.now): CachedPriceSource {
  const entries = new Map<TokenKey, Entry>();

  function fresh(key: TokenKey): Entry | undefined {
    const entry = entries.get(key);
    return entry && entry.expiresAt > now() ? entry : undefined;
  }

  function track(key: TokenKey, promise: Promise<PriceReading>): Promise<PriceReading> {
    const entry: Entry = { promise, expiresAt: Number.POSITIVE_INFINITY };
    entries.set(key, entry);
    promise.then(
      (reading) => {
        entry.reading = reading;
        entry.expiresAt = now() + ttlMs;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return promise;
  }

  return {
    id: source.id,
    async read(tokens) {
      const promises = new Map<TokenKey, Promise<PriceReading>>();
      const misses = new Map<TokenKey, TokenInfo>();
      for (const token of tokens) {
        const key = tokenKey(token);
        if (promises.has(key) || misses.has(key)) continue;
        const entry = fresh(key);
        if (entry) promises.set(key, entry.promise);
        else misses.set(key, token);
      }
      if (misses.size > 0) {
        const batch = source.read([...misses.values()]);
        for (const key of misses.keys()) {
          const reading = batch.then((readings): PriceReading => readings.get(key) ?? { status: 'unavailable', reason: `The ${source.id} source gave no reading` });
          promises.set(key, track(key, reading));
        }
      }
      const settled = await Promise.all([...promises].map(async ([key, promise]) => [key, await promise] as const));
      return new Map(settled);
    },
    async refresh(tokens) {
      const distinct = [...new Map(tokens.map((token) => [tokenKey(token), token])).values()];
      if (distinct.length === 0) return;
      const readings = await source.read(distinct);
      for (const [key, reading] of readings) entries.set(key, { promise: Promise.resolve(reading), reading, expiresAt: now() + ttlMs });
    },
    peek(tokens) {
      const found = new Map<TokenKey, PriceReading>();
      for (const token of tokens) {
        const key = tokenKey(token);
        const reading = fresh(key)?.reading;
        if (reading) found.set(key, reading);
      }
      return found;
    },
  };
}
