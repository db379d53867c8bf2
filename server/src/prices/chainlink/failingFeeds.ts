/**
 * Which feeds of a chain failed at their last read, and why: what /api/ready
 * reports beside the node's own check, so a chain whose node answers but one
 * of whose feeds burns its gas or reverts is not simply "up". A feed that
 * reads again is forgotten.
 */
import type { Address } from 'viem';
import type { PriceReading } from '../priceSource';

export interface FeedFailure {
  feed: Address;
  /** The reading's reason, as the token's `unavailable` reading gives it. */
  reason: string;
  /** Epoch milliseconds of the first failed read in a row. */
  since: number;
}

export interface FailingFeeds {
  /** Records one read of `feed`: its failure, or its recovery. */
  record(feed: Address, reading: PriceReading, nowMs: number): void;
  /** Oldest failure first. */
  list(): FeedFailure[];
}

export function failingFeeds(): FailingFeeds {
  const failures = new Map<Address, FeedFailure>();
  return {
    record(feed, reading, nowMs) {
      if (reading.status !== 'unavailable') failures.delete(feed);
      else failures.set(feed, { feed, reason: reading.reason, since: failures.get(feed)?.since ?? nowMs });
    },
    list: () => [...failures.values()].sort((a, b) => a.since - b.since),
  };
}
