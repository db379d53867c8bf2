import { decodeSavedRecommendation } from '../../api/decode';
import type { PlainJsonKey } from '../../lib/persistence/plainJsonPersist';
import type { HistoryState } from './historySlice';

/**
 * `history` holds the array of saved recommendations as plain JSON. Entries an older build
 * wrote with fields missing are kept when they still have an id, address and createdAt.
 *
 * Version 1 added optional fields for several chains: `chainId` per token and set-aside entry,
 * `priceAgeSeconds` on a stale-price entry, and the recommendation's `chains` (names and
 * status). Entries of version 0 and older have none of them and need no step: they read as
 * single-chain recommendations, without badges.
 */
export const historyStorage: PlainJsonKey<HistoryState> = {
  key: 'history',
  version: 1,
  migrations: {},
  toStored: (state) => state.entries,
  fromStored: (stored) =>
    Array.isArray(stored) ? { entries: stored.map(decodeSavedRecommendation).filter((e) => e !== null) } : null,
};
