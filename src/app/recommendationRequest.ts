/**
 * The recommendation request, loaded on demand (loadRecommendationApi.ts) rather than with the
 * first screen, which fetches nothing: RTK Query, the retrying base query, the endpoint, its
 * decoders and the contract's schemas.
 */
import { addListener } from '@reduxjs/toolkit';
import { UNKNOWN_ERROR_MESSAGE } from '../api/httpBaseQuery';
import { recommendationApi } from '../features/recommendation/recommendationApi';
import type { AppDispatch, RootState, ThunkExtra } from './store';
import { showErrorToast } from './toasts';

export { recommendationApi };

/**
 * The error toast, read from the mutation's own rejected action (a listener, as every side effect
 * in app/listeners.ts). One action object: dispatched again, it finds its listener already there.
 */
export const errorToastListenerAdded = addListener.withTypes<RootState, AppDispatch, ThunkExtra>()({
  matcher: recommendationApi.endpoints.getRecommendation.matchRejected,
  effect: (action) => {
    showErrorToast(action.payload?.message || action.error.message || UNKNOWN_ERROR_MESSAGE);
  },
});
