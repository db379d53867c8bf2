/**
 * A time-to-live cache in front of a PriceSource. Feeds move at most every few
 * minutes and the engine reads daily closes, so a short TTL saves the node a
 * read per request without staling advice. Concurrent requests for a token
 * share one in-flight read; a read that rejects (node down) is not cached, so
 * the next request retries. A token's reading (ok, none, unavailable, stale)
 * is cached as it is: a reverting feed is not asked again within the TTL.
 * With `shared` (REDIS_URL), a miss is looked up in Redis before the source is
 * read, so every node reuses what one node read (sharedReadings.ts).
 */
import { tokenKey, type TokenInfo, type TokenKey } from '../domain/types';
import type { PriceReading, PriceSource } from './priceSource';
import type { SharedReadings, TimedReading } from './sharedReadings';

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

/**
 * The background refresh takes another node's reading only if it is this recent: it then keeps
 * it a full TTL, so a reading is at most 1.2 TTL old, and nodes do not all renew the same tokens.
 */
const RENEWED_BY_ANOTHER_NODE = 0.2;

export function withReadingCache(
  source: PriceSource,
  ttlMs: number = DEFAULT_PRICE_CACHE_TTL_MS,
  now: () => number = Date.now,
  shared?: SharedReadings,
): CachedPriceSource {
  const entries = new Map<TokenKey, Entry>();
  const walk = (tokens: readonly TokenInfo[]) => source.read(tokens);
  const sharing = shared && ttlMs > 0 ? shared : undefined;

  /** Misses: from Redis when shared (expiring a TTL after they were read, on whichever node), else from the source. */
  async function load(tokens: readonly TokenInfo[], maxAgeMs: number): Promise<Map<TokenKey, TimedReading>> {
    if (sharing) return sharing.load(tokens, walk, maxAgeMs);
    const readings = await walk(tokens);
    const readAt = now();
    return new Map([...readings].map(([key, reading]) => [key, { reading, readAt }]));
  }

  function fresh(key: TokenKey): Entry | undefined {
    const entry = entries.get(key);
    return entry && entry.expiresAt > now() ? entry : undefined;
  }

  function track(key: TokenKey, timed: Promise<TimedReading>): Promise<PriceReading> {
    const promise = timed.then(({ reading }) => reading);
    const entry: Entry = { promise, expiresAt: Number.POSITIVE_INFINITY };
    entries.set(key, entry);
    timed.then(
      ({ reading, readAt }) => {
        entry.reading = reading;
        entry.expiresAt = readAt + ttlMs;
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
        const batch = load([...misses.values()], ttlMs);
        for (const key of misses.keys()) {
          const reading = batch.then(
            (readings): TimedReading =>
              readings.get(key) ?? { reading: { status: 'unavailable', reason: `The ${source.id} source gave no reading` }, readAt: now() },
          );
          promises.set(key, track(key, reading));
        }
      }
      const settled = await Promise.all([...promises].map(async ([key, promise]) => [key, await promise] as const));
      return new Map(settled);
    },
    async refresh(tokens) {
      const distinct = [...new Map(tokens.map((token) => [tokenKey(token), token])).values()];
      if (distinct.length === 0) return;
      const readings = await load(distinct, ttlMs * RENEWED_BY_ANOTHER_NODE);
      for (const [key, { reading }] of readings) entries.set(key, { promise: Promise.resolve(reading), reading, expiresAt: now() + ttlMs });
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
