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
 *
 * Version 2 added, per token, the `address` and `volatilityAnnual` that grading needs (the
 * price now is asked by chain id and address; a hold is judged against its weekly range).
 * Older entries have neither and need no step: they are graded where they can be and say
 * why not where they cannot (features/history/grading.ts).
 */
export const historyStorage: PlainJsonKey<HistoryState> = {
  key: 'history',
  version: 2,
  migrations: {},
  toStored: (state) => state.entries,
  fromStored: (stored) => (Array.isArray(stored) ? { entries: stored.map(decodeSavedRecommendation).filter((e) => e !== null) } : null),
};
