import { decodeSavedRecommendation } from '../../api/decode';
import type { PlainJsonKey } from '../../lib/persistence/plainJsonPersist';
import type { HistoryState } from './historySlice';

/**
 * `history` holds the array of saved recommendations as plain JSON. Entries an older build
 * wrote with fields missing are kept when they still have an id, address and createdAt.
 */
export const historyStorage: PlainJsonKey<HistoryState> = {
  key: 'history',
  version: 0,
  migrations: {},
  toStored: (state) => state.entries,
  fromStored: (stored) =>
    Array.isArray(stored) ? { entries: stored.map(decodeSavedRecommendation).filter((e) => e !== null) } : null,
};
