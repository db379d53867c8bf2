/**
 * Where daily closes are kept once read: a day that has closed never changes,
 * so it is read from the chain once and from here ever after. The service
 * stores them in its database (store/); tests and the benchmark may use the
 * in-memory one below.
 */

/** One UTC day's close of one feed: the answer of the round in effect at 00:00 UTC the next day. */
export interface StoredClose {
  /** Unix seconds of the UTC day's start. */
  day: number;
  /** In the feed's own units, decimals applied: USD for an X / USD feed, ETH for an X / ETH feed. */
  price: number;
  /** The proxy round id of that round, as a decimal string (a uint80 does not fit a JS number). */
  roundId: string;
}

/** `${chainId}:${feed address lowercase}`: one feed on one chain. */
export type FeedKey = `${number}:0x${string}`;

export function feedKey(chainId: number, feed: string): FeedKey {
  return `${chainId}:${feed.toLowerCase()}` as FeedKey;
}

export interface ClosesStore {
  /** Stored closes of each feed with day >= fromDay, oldest first; a feed with none is absent from the map. */
  load(feeds: readonly FeedKey[], fromDay: number): Promise<Map<FeedKey, StoredClose[]>>;
  /** Adds closes. A (feed, day) already stored is left as it is: a closed day's close never changes. */
  save(feed: FeedKey, closes: readonly StoredClose[]): Promise<void>;
}

export function memoryClosesStore(): ClosesStore {
  const byFeed = new Map<FeedKey, Map<number, StoredClose>>();
  return {
    load(feeds, fromDay) {
      const found = new Map<FeedKey, StoredClose[]>();
      for (const feed of feeds) {
        const days = [...(byFeed.get(feed)?.values() ?? [])].filter((close) => close.day >= fromDay).sort((a, b) => a.day - b.day);
        if (days.length > 0) found.set(feed, days);
      }
      return Promise.resolve(found);
    },
    save(feed, closes) {
      const days = byFeed.get(feed) ?? new Map<number, StoredClose>();
      for (const close of closes) if (!days.has(close.day)) days.set(close.day, { ...close });
      byFeed.set(feed, days);
      return Promise.resolve();
    },
  };
}
