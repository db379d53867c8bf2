import { UNKNOWN_ERROR_MESSAGE } from '../api/httpBaseQuery';
import { quotaDayChecked, selectHasFreeRecommendation } from '../features/quota/quotaSlice';
import { walletInputProblem } from '../features/recommendation/evmAddress';
import { RECOMMENDATION_REQUEST_KEY, recommendationApi, selectIsFetching } from '../features/recommendation/recommendationApi';
import { inputRejected, recommendationRequested, selectAddress } from '../features/recommendation/recommendationSlice';
import { selectRiskLevel } from '../features/recommendation/riskSlice';
import { recommendationReceived } from '../lib/events/recommendationEvents';
import { reloadOnceForNewBuild, serviceAnswers } from './staleBuild';
import type { AppThunk } from './store';
import { showErrorToast } from './toasts';

export const FETCH_RECOMMENDATION_EVENT = 'fetch-recommendation';
/** The service's error codes for a name it could not resolve (docs/api.md): `ens_name_not_found`, `ens_offchain`, `ens_unavailable`. */
const ENS_ERROR_PREFIX = 'ens_';

/**
 * Get Recommendation, across the features it joins: check the address (or ENS name), then the
 * daily allowance, then send the request every screen reads (recommendationApi.ts). Quota and
 * history react to `recommendationReceived`; the ready toast runs in a listener (listeners.ts).
 */
export const requestRecommendation =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { analytics }) => {
    const address = selectAddress(getState()).trim();
    const problem = await walletInputProblem(address);
    if (problem !== null) {
      dispatch(inputRejected({ kind: 'invalid', reason: problem }));
      return;
    }
    // Checked after the address check, which waits (keccak is loaded for mixed case): a second
    // click in the meantime must not send a second request nor spend a second free one. Nothing
    // waits from here until the request is out.
    if (selectIsFetching(getState())) return;
    dispatch(quotaDayChecked({ now: new Date().toISOString() }));
    if (!selectHasFreeRecommendation(getState())) {
      dispatch(inputRejected({ kind: 'no-free' }));
      return;
    }
    dispatch(recommendationRequested());
    analytics.event(FETCH_RECOMMENDATION_EVENT, { wallet: address });
    const risk = selectRiskLevel(getState());
    const outcome = await dispatch(
      recommendationApi.endpoints.getRecommendation.initiate({ address, ...(risk === null ? {} : { risk }) }, { fixedCacheKey: RECOMMENDATION_REQUEST_KEY }),
    );
    // Shown and saved with the service's address: EIP-55 checksummed, and for a name the address it
    // resolved to (the name is kept beside it).
    if (outcome.data) {
      dispatch(recommendationReceived({ ...outcome.data, createdAt: new Date().toISOString() }));
      return;
    }
    // The decoder's chunk did not load: an older build's page (reload once for the new one), or no
    // service to load it from. Nothing was sent and nothing is spent.
    const codeMissing = 'status' in outcome.error && outcome.error.status === 'CODE_NOT_LOADED';
    if (codeMissing && (await serviceAnswers()) && reloadOnceForNewBuild()) return;
    const message = outcome.error.message || UNKNOWN_ERROR_MESSAGE;
    // A name the service could not resolve is the input's problem: it stays under the input until
    // the name is edited, where the toast goes after 3 s (the toast still shows, as errors do).
    if ('code' in outcome.error && outcome.error.code?.startsWith(ENS_ERROR_PREFIX)) dispatch(inputRejected({ kind: 'name', message }));
    showErrorToast(message);
  };
