import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { recommendationReceived } from '../../lib/events/recommendationEvents';

/** Free recommendations per device and local calendar day. */
export const FREE_RECOMMENDATIONS_PER_DAY = 5;

export interface QuotaState {
  available: number;
  max: number;
  /** ISO timestamp of the first recommendation counted today; null when none is counted. */
  firstRequestDate: string | null;
}

export const initialQuotaState: QuotaState = {
  available: FREE_RECOMMENDATIONS_PER_DAY,
  max: FREE_RECOMMENDATIONS_PER_DAY,
  firstRequestDate: null,
};

/** Same LOCAL calendar date (decisions.md: not only the day of the month). */
function isSameLocalDate(a: string, b: string): boolean {
  const first = new Date(a);
  const second = new Date(b);
  return first.getFullYear() === second.getFullYear() && first.getMonth() === second.getMonth() && first.getDate() === second.getDate();
}

function resetIfNewDay(state: QuotaState, now: string): void {
  if (state.firstRequestDate !== null && !isSameLocalDate(state.firstRequestDate, now)) {
    Object.assign(state, initialQuotaState);
  }
}

export const quotaSlice = createSlice({
  name: 'quota',
  initialState: initialQuotaState,
  reducers: {
    /** The clock was read (app start, main screen shown, before a request); `now` is ISO. */
    quotaDayChecked(state, action: PayloadAction<{ now: string }>) {
      resetIfNewDay(state, action.payload.now);
    },
  },
  extraReducers: (builder) => {
    // Only a received recommendation is counted: failures cost nothing.
    builder.addCase(recommendationReceived, (state, action) => {
      const now = action.payload.createdAt;
      resetIfNewDay(state, now);
      state.firstRequestDate ??= now;
      state.available = Math.max(0, state.available - 1);
    });
  },
  selectors: {
    selectQuota: (state) => state,
    selectHasFreeRecommendation: (state) => state.available > 0,
  },
});

export const { quotaDayChecked } = quotaSlice.actions;
export const { selectQuota, selectHasFreeRecommendation } = quotaSlice.selectors;
