import { isValidWalletInput } from '../features/recommendation/evmAddress';
import { INVALID_ADDRESS_MESSAGE, inputRejected, selectAddress } from '../features/recommendation/recommendationSlice';
import { UNREACHABLE_MESSAGE } from '../api/messages';
import { loadRecommendationApi } from './loadRecommendationApi';
import { reloadOnceForNewBuild, serviceAnswers } from './staleBuild';
import type { AppThunk } from './store';
import { showErrorToast } from './toasts';

/**
 * Get Recommendation: validate the address (or ENS name), load the request, then check the daily
 * allowance and fetch (sendRecommendationRequest, in the request's chunk).
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
  // The rest runs from the request's chunk, which has just loaded (recommendationRequest.ts).
  await dispatch(request.sendRecommendationRequest(address));
};
