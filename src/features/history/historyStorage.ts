import { decodeSavedRecommendation } from '../../api/decode';
import type { PlainJsonKey } from '../../lib/persistence/plainJsonPersist';
import { compactEntry, storedEntry } from './compactEntry';
import { keepLatest, type HistoryState } from './historySlice';

/** Version 3: each stored entry of an older build, made compact; unreadable ones stay for fromStored to drop. */
function compactStoredEntries(stored: unknown): unknown {
  if (!Array.isArray(stored)) return stored;
  return stored.map((value: unknown) => {
    const entry = decodeSavedRecommendation(value);
    return entry === null ? value : storedEntry(compactEntry(entry));
  });
}

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
 *
 * Version 3 keeps entries compact (compactEntry.ts): each token without its result line,
 * description, rules, notes and price line, which the decoder reads back as empty. Older
 * entries are made compact by its step, and only the newest HISTORY_LIMIT are kept.
 */
export const historyStorage: PlainJsonKey<HistoryState> = {
  key: 'history',
  version: 3,
  migrations: { 3: compactStoredEntries },
  toStored: (state) => state.entries.map(storedEntry),
  fromStored: (stored) => (Array.isArray(stored) ? { entries: keepLatest(stored.map(decodeSavedRecommendation).filter((e) => e !== null)) } : null),
  shrink: (stored) => (Array.isArray(stored) && stored.length > 0 ? stored.slice(Math.ceil(stored.length / 4)) : null),
};
