import { quotaDayChecked, selectHasFreeRecommendation } from '../features/quota/quotaSlice';
import { isValidWalletInput } from '../features/recommendation/evmAddress';
import { RECOMMENDATION_REQUEST_KEY, selectIsFetching } from '../features/recommendation/mainView';
import { INVALID_ADDRESS_MESSAGE, NO_FREE_RECOMMENDATIONS_MESSAGE, inputRejected, selectAddress } from '../features/recommendation/recommendationSlice';
import { recommendationReceived, recommendationRequested } from '../lib/events/recommendationEvents';
import { UNREACHABLE_MESSAGE } from '../api/messages';
import { loadRecommendationApi } from './loadRecommendationApi';
import { reloadOnceForNewBuild, serviceAnswers } from './staleBuild';
import type { AppThunk } from './store';
import { showErrorToast } from './toasts';

/**
 * Get Recommendation: validate the address (or ENS name), check the daily allowance, then fetch.
 * The request's state is the API slice's; quota and history react to `recommendationReceived`;
 * toasts and analytics run in listeners.
 */
export const requestRecommendation = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const address = selectAddress(getState()).trim();
  if (!(await isValidWalletInput(address))) {
    dispatch(inputRejected(INVALID_ADDRESS_MESSAGE));
    return;
  }
  // Loaded with the main screen; the first submit may still have to wait for it.
  let request: Awaited<ReturnType<ReturnType<typeof loadRecommendationApi>>>;
  try {
    request = await dispatch(loadRecommendationApi());
  } catch {
    // The request's chunk did not load: an older build's page (reload once for the new one), or
    // no service to load it from. Nothing was sent and nothing is spent.
    if ((await serviceAnswers()) && reloadOnceForNewBuild()) return;
    showErrorToast(UNREACHABLE_MESSAGE);
    return;
  }
  const { recommendationApi } = request;
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
  // An address is kept as typed; a name, by the address it resolved to (the name is kept beside it).
  if (outcome.data) {
    const saved = outcome.data.ensName === undefined ? address : outcome.data.address;
    dispatch(recommendationReceived({ ...outcome.data, address: saved, createdAt: new Date().toISOString() }));
  }
};
