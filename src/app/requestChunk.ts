/**
 * The recommendation request's chunk, loaded on demand (requestRecommendation.ts) rather than with the
 * first screen, which fetches nothing: RTK Query, the retrying base query, the endpoint, its
 * decoders and the contract's schemas.
 */
import { addListener } from '@reduxjs/toolkit';
import { UNKNOWN_ERROR_MESSAGE } from '../api/httpBaseQuery';
import { quotaDayChecked, selectHasFreeRecommendation } from '../features/quota/quotaSlice';
import { RECOMMENDATION_REQUEST_KEY, selectIsFetching } from '../features/recommendation/mainView';
import { recommendationApi } from '../features/recommendation/recommendationApi';
import { NO_FREE_RECOMMENDATIONS_MESSAGE, inputRejected } from '../features/recommendation/recommendationSlice';
import { recommendationReceived, recommendationRequested } from '../lib/events/recommendationEvents';
import type { AppDispatch, AppThunk, RootState, ThunkExtra } from './store';
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

/**
 * Get Recommendation once the address is valid and this chunk has loaded (requestRecommendation.ts):
 * check the daily allowance, then fetch. Here rather than in the first bundle, since it can only
 * run after this chunk is loaded anyway.
 */
export const sendRecommendationRequest =
  (address: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    // Checked after the address check and the load, which wait (keccak is loaded for mixed case):
    // a second click in the meantime must not send a second request nor spend a second free one.
    // Nothing waits from here until the request is out.
    if (selectIsFetching(getState())) return;
    dispatch(quotaDayChecked({ now: new Date().toISOString() }));
    if (!selectHasFreeRecommendation(getState())) {
      dispatch(inputRejected(NO_FREE_RECOMMENDATIONS_MESSAGE));
      return;
    }
    dispatch(recommendationRequested({ address }));
    const outcome = await dispatch(recommendationApi.endpoints.getRecommendation.initiate({ address }, { fixedCacheKey: RECOMMENDATION_REQUEST_KEY }));
    // Shown and saved with the service's address: EIP-55 checksummed, and for a name the address it
    // resolved to (the name is kept beside it).
    if (outcome.data) dispatch(recommendationReceived({ ...outcome.data, createdAt: new Date().toISOString() }));
  };
