import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { SavedRecommendation } from '../../api/types';
import { recommendationReceived } from '../../lib/events/recommendationEvents';

export interface HistoryState {
  /** Every recommendation received on this device, in the order they arrived. */
  entries: SavedRecommendation[];
}

export const initialHistoryState: HistoryState = { entries: [] };

export const historySlice = createSlice({
  name: 'history',
  initialState: initialHistoryState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(recommendationReceived, (state, action) => {
      state.entries.push(action.payload);
    });
  },
  selectors: {
    selectHistoryEntries: (state) => state.entries,
    selectHistoryEntryById: (state, id: string) => state.entries.find((entry) => entry.id === id) ?? null,
  },
});

export const { selectHistoryEntries, selectHistoryEntryById } = historySlice.selectors;

/** Newest first, by createdAt; entries with equal times keep their arrival order reversed. */
export const selectHistoryNewestFirst = createSelector([selectHistoryEntries], (entries) =>
  entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.createdAt) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ entry }) => entry),
);
