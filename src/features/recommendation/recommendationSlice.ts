import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedRecommendation } from '../../api/types';

export const INVALID_ADDRESS_MESSAGE = 'Invalid EVM Address';
export const NO_FREE_RECOMMENDATIONS_MESSAGE = 'No Free recommendations left';
export type InputError = typeof INVALID_ADDRESS_MESSAGE | typeof NO_FREE_RECOMMENDATIONS_MESSAGE;

/**
 * `fetching`: the request is out. `ready`: the answer came and "Here are your tips!" shows
 * for READY_CAPTION_MS before the result. `idle`: the input or the result view.
 */
export type FetchingProgress = 'idle' | 'fetching' | 'ready';
export type MainView = 'input' | 'loading' | 'result';

/** How long the "Here are your tips!" caption shows before the result, in milliseconds. */
export const READY_CAPTION_MS = 4000;

export interface RecommendationState {
  address: string;
  /** Shown under the input; null when the input is fine. */
  inputError: InputError | null;
  fetchingProgress: FetchingProgress;
  /** The recommendation on the main screen; null before the first one and after New Recommendation. */
  current: SavedRecommendation | null;
}

const initialState: RecommendationState = {
  address: '',
  inputError: null,
  fetchingProgress: 'idle',
  current: null,
};

export const recommendationSlice = createSlice({
  name: 'recommendation',
  initialState,
  reducers: {
    addressChanged(state, action: PayloadAction<string>) {
      state.address = action.payload;
      state.inputError = null;
    },
    inputRejected(state, action: PayloadAction<InputError>) {
      state.inputError = action.payload;
    },
    recommendationRequested(state, _action: PayloadAction<{ address: string }>) {
      state.inputError = null;
      state.current = null;
      state.fetchingProgress = 'fetching';
    },
    recommendationReceived(state, action: PayloadAction<SavedRecommendation>) {
      state.current = action.payload;
      state.fetchingProgress = 'ready';
    },
    recommendationFailed(state, _action: PayloadAction<{ message: string }>) {
      state.fetchingProgress = 'idle';
    },
    readyCaptionElapsed(state) {
      if (state.fetchingProgress === 'ready') state.fetchingProgress = 'idle';
    },
    newRecommendationStarted(state) {
      if (state.fetchingProgress === 'fetching') return;
      state.address = '';
      state.inputError = null;
      state.current = null;
      state.fetchingProgress = 'idle';
    },
  },
  selectors: {
    selectAddress: (state) => state.address,
    selectInputError: (state) => state.inputError,
    selectFetchingProgress: (state) => state.fetchingProgress,
    selectIsFetching: (state) => state.fetchingProgress === 'fetching',
    selectCurrentRecommendation: (state) => state.current,
    selectMainView: (state): MainView => {
      if (state.fetchingProgress !== 'idle') return 'loading';
      return state.current?.createdAt ? 'result' : 'input';
    },
  },
});

export const {
  addressChanged,
  inputRejected,
  recommendationRequested,
  recommendationReceived,
  recommendationFailed,
  readyCaptionElapsed,
  newRecommendationStarted,
} = recommendationSlice.actions;

export const {
  selectAddress,
  selectInputError,
  selectFetchingProgress,
  selectIsFetching,
  selectCurrentRecommendation,
  selectMainView,
} = recommendationSlice.selectors;
