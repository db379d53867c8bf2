import { isValidWalletInput } from '../features/recommendation/evmAddress';
import { INVALID_ADDRESS_MESSAGE, inputRejected, selectAddress } from '../features/recommendation/recommendationSlice';
import { UNREACHABLE_MESSAGE } from '../api/messages';
import { reloadOnceForNewBuild, serviceAnswers } from './staleBuild';
import type { AppThunk } from './store';
import { showErrorToast } from './toasts';

type RequestChunk = typeof import('./requestChunk');

/**
 * Loads the request's chunk (requestChunk.ts: RTK Query, the endpoint, its decoders) and attaches
 * the API to the store: its reducer, its middleware and the error toast's listener. The main
 * screen starts it once it has rendered, so it is there before a visitor can submit; Get
 * Recommendation waits for it in case it is not. Calling it again costs nothing.
 */
export const loadRecommendationApi =
  (): AppThunk<Promise<RequestChunk>> =>
  async (dispatch, _getState, { attachApi }) => {
    const chunk = await import(/* webpackChunkName: "request" */ './requestChunk');
    attachApi(chunk.recommendationApi);
    dispatch(chunk.errorToastListenerAdded);
    return chunk;
  };

/**
 * Get Recommendation: validate the address (or ENS name), load the request's chunk, then check the
 * daily allowance and fetch (sendRecommendationRequest, in the chunk).
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
  let chunk: RequestChunk;
  try {
    chunk = await dispatch(loadRecommendationApi());
  } catch {
    // The request's chunk did not load: an older build's page (reload once for the new one), or
    // no service to load it from. Nothing was sent and nothing is spent.
    if ((await serviceAnswers()) && reloadOnceForNewBuild()) return;
    showErrorToast(UNREACHABLE_MESSAGE);
    return;
  }
  await dispatch(chunk.sendRecommendationRequest(address));
};
