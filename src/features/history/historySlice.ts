import { createSelector, createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { SavedRecommendation } from '../../api/types';
import { recommendationReceived } from '../../lib/events/recommendationEvents';
import { compactEntry } from './compactEntry';

/**
 * How many recommendations history keeps; the oldest goes when a new one comes. 100 whale
 * entries are about 1.2 MB, a quarter of the usual 5 MB of localStorage (said on /settings).
 */
export const HISTORY_LIMIT = 100;

export interface HistoryState {
  /** The latest HISTORY_LIMIT recommendations received on this device, compact, in the order they arrived. */
  entries: SavedRecommendation[];
  /** What is stored could not be read this session (its reader's chunk did not load): nothing stored is lost or overwritten. */
  unreadable?: true;
}

/** redux-persist's REHYDRATE of `history` when reading it failed (`err` set, nothing read). */
function isFailedRead(action: UnknownAction): boolean {
  return action.type === REHYDRATE && 'key' in action && action.key === 'history' && 'err' in action && action.err !== undefined;
}

export const initialHistoryState: HistoryState = { entries: [] };

/** The newest `HISTORY_LIMIT` of entries in arrival order. */
export function keepLatest<T>(entries: readonly T[]): T[] {
  return entries.slice(Math.max(0, entries.length - HISTORY_LIMIT));
}

export const historySlice = createSlice({
  name: 'history',
  initialState: initialHistoryState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(recommendationReceived, (state, action) => {
      // What the history screens and grades need, not the whole answer (compactEntry.ts).
      state.entries = keepLatest([...state.entries, compactEntry(action.payload)]);
    });
    builder.addMatcher(isFailedRead, (state) => {
      state.unreadable = true;
    });
  },
  selectors: {
    selectHistoryEntries: (state) => state.entries,
    selectHistoryEntryById: (state, id: string) => state.entries.find((entry) => entry.id === id) ?? null,
    selectHistoryUnreadable: (state) => state.unreadable === true,
  },
});

export const { selectHistoryEntries, selectHistoryEntryById, selectHistoryUnreadable } = historySlice.selectors;

/**
 * False until history has been read from localStorage, after the first render (historyStorage.ts):
 * its screens wait for it rather than say there is nothing. A store without a persistor (tests
 * with a preloaded state) has nothing to wait for.
 */
export const selectHistoryRead = (state: { history: { _persist?: { rehydrated: boolean } } }) => state.history._persist?.rehydrated !== false;

/** Newest first, by createdAt; entries with equal times keep their arrival order reversed. */
export const selectHistoryNewestFirst = createSelector([selectHistoryEntries], (entries) =>
  entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.createdAt) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ entry }) => entry),
);
