import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedRecommendation } from '../../api/types';
import { recommendationReceived } from '../../lib/events/recommendationEvents';
import { doesNotFit, type Pasted } from './pastedWallet';

export const INVALID_ADDRESS_MESSAGE = 'Invalid EVM Address';
export const NO_FREE_RECOMMENDATIONS_MESSAGE = 'No Free recommendations left';

/** Shown under the input until the address is edited; Get Recommendation is disabled meanwhile (spec). */
export type InputError =
  /** The spec's "Invalid EVM Address", and why in words (evmAddress.ts). */
  | { kind: 'invalid'; reason: string }
  /** The spec's "No Free recommendations left"; the view says when they come back. */
  | { kind: 'no-free' }
  /** The service found no address for the name typed, in its own words: "No address found for nobody.eth". */
  | { kind: 'name'; message: string };

/** How long the "Here are your tips!" caption shows before the result, in milliseconds. */
export const READY_CAPTION_MS = 4000;

/**
 * The main screen's own state. The request itself (in flight, answer, error) lives in the API
 * slice (recommendationApi.ts, read with its hook); this slice never mirrors it.
 */
export interface RecommendationState {
  address: string;
  /** Shown under the input; null when the input is fine. */
  inputError: InputError | null;
  /** "Here are your tips!" shows for READY_CAPTION_MS after an answer, before the result. */
  readyCaption: boolean;
  /** The recommendation on the main screen; null before the first one and after New Recommendation. */
  current: SavedRecommendation | null;
}

const initialState: RecommendationState = {
  address: '',
  inputError: null,
  readyCaption: false,
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
    /** A paste the input read itself: the address it named, or the whole text, said not to fit (pastedWallet.ts). */
    walletPasted(state, action: PayloadAction<Pasted>) {
      const pasted = action.payload;
      state.address = pasted.kind === 'address' ? pasted.address : pasted.text;
      state.inputError = pasted.kind === 'address' ? null : { kind: 'invalid', reason: doesNotFit(pasted.text.length) };
    },
    inputRejected(state, action: PayloadAction<InputError>) {
      state.inputError = action.payload;
    },
    /** A new day gave the free recommendations back: "No Free recommendations left" no longer holds. */
    allowanceReturned(state) {
      if (state.inputError?.kind === 'no-free') state.inputError = null;
    },
    /** The address passed its checks and the request is going out. */
    recommendationRequested(state) {
      state.inputError = null;
      state.current = null;
    },
    readyCaptionElapsed(state) {
      state.readyCaption = false;
    },
    newRecommendationStarted(state) {
      state.address = '';
      state.inputError = null;
      state.current = null;
      state.readyCaption = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(recommendationReceived, (state, action) => {
      state.current = action.payload;
      state.readyCaption = true;
    });
  },
  selectors: {
    selectAddress: (state) => state.address,
    selectInputError: (state) => state.inputError,
    selectReadyCaption: (state) => state.readyCaption,
    selectCurrentRecommendation: (state) => state.current,
  },
});

export const { addressChanged, walletPasted, inputRejected, allowanceReturned, recommendationRequested, readyCaptionElapsed, newRecommendationStarted } =
  recommendationSlice.actions;

export const { selectAddress, selectInputError, selectReadyCaption, selectCurrentRecommendation } = recommendationSlice.selectors;
