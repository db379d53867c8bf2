/**
 * Daily closes stored behind the answer. A cold read finds thousands of closes, and the answer
 * (and the recommendation's own save, queued behind them in the database) would wait for them
 * all (docs/chainlink.md). So a read hands its new closes here and answers at once; they are
 * stored one feed at a time and kept in memory until stored, so a read in the meantime does not
 * search those days again.
 */
import type { Address } from 'viem';
import { feedKey, type ClosesStore, type StoredClose } from '../closesStore';

export interface ClosesBehind {
  /** Queues a feed's new closes for the store. */
  save(feed: Address, closes: readonly StoredClose[]): void;
  /** The closes of `feeds` not stored yet, copied now: a save that ends later may still be among them. */
  pending(feeds: readonly Address[]): Map<Address, StoredClose[]>;
  /** Resolves once every close queued so far, or while waiting, is stored (or failed to be). */
  saved(): Promise<void>;
}

// PGlite in the service's thread answers through microtasks alone: without a turn of the event
// loop between feeds, a chain of saves would hold every other request and timer until the last.
const nextTurnOfEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function closesBehind(store: ClosesStore, chainId: number, onStoreError?: (error: unknown) => void): ClosesBehind {
  const unsaved = new Map<Address, StoredClose[]>();
  let saving: Promise<void> = Promise.resolve();

  async function storeNow(feed: Address, closes: readonly StoredClose[]): Promise<void> {
    try {
      await store.save(feedKey(chainId, feed), closes);
    } catch (error) {
      // The next read searches these days again and saves them then.
      onStoreError?.(error);
    } finally {
      const left = (unsaved.get(feed) ?? []).filter((close) => !closes.includes(close));
      if (left.length > 0) unsaved.set(feed, left);
      else unsaved.delete(feed);
    }
  }

  return {
    save(feed, closes) {
      if (closes.length === 0) return;
      unsaved.set(feed, [...(unsaved.get(feed) ?? []), ...closes]);
      saving = saving.then(nextTurnOfEventLoop).then(() => storeNow(feed, closes));
    },
    pending(feeds) {
      return new Map(feeds.flatMap((feed) => (unsaved.has(feed) ? [[feed, [...(unsaved.get(feed) ?? [])]] as const] : [])));
    },
    async saved() {
      for (let current = saving; ; current = saving) {
        await current;
        if (current === saving) return;
      }
    },
  };
}

/** The stored closes with the pending ones added, oldest first, each day once. */
export function withUnsaved(stored: Map<Address, StoredClose[]>, pending: ReadonlyMap<Address, readonly StoredClose[]>): Map<Address, StoredClose[]> {
  for (const [feed, closes] of pending) {
    const byDay = new Map((stored.get(feed) ?? []).map((close) => [close.day, close]));
    for (const close of closes) if (!byDay.has(close.day)) byDay.set(close.day, close);
    stored.set(
      feed,
      [...byDay.values()].sort((a, b) => a.day - b.day),
    );
  }
  return stored;
}
