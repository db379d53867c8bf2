import { isHttpError, UNKNOWN_ERROR_MESSAGE } from '../api/httpBaseQuery';
import { quotaDayChecked, selectHasFreeRecommendation } from '../features/quota/quotaSlice';
import { isValidEvmAddress } from '../features/recommendation/evmAddress';
import { recommendationApi } from '../features/recommendation/recommendationApi';
import {
  INVALID_ADDRESS_MESSAGE,
  NO_FREE_RECOMMENDATIONS_MESSAGE,
  inputRejected,
  recommendationFailed,
  recommendationReceived,
  recommendationRequested,
  selectAddress,
  selectIsFetching,
} from '../features/recommendation/recommendationSlice';
import type { AppThunk } from './store';

/** reCAPTCHA v3 action name the token is requested for. */
export const CAPTCHA_ACTION = 'recommendation';

/** The text an error toast shows for a failure of any kind. */
export function failureMessage(failure: unknown): string {
  if (failure instanceof Error || isHttpError(failure)) return failure.message || UNKNOWN_ERROR_MESSAGE;
  return UNKNOWN_ERROR_MESSAGE;
}

/**
 * Get Recommendation: validate the address, check the daily allowance, then fetch.
 * The quota and history react to `recommendationReceived`; toasts and analytics run in listeners.
 */
export const requestRecommendation = (): AppThunk<Promise<void>> => async (dispatch, getState, { captcha }) => {
  const address = selectAddress(getState()).trim();
  if (!(await isValidEvmAddress(address))) {
    dispatch(inputRejected(INVALID_ADDRESS_MESSAGE));
    return;
  }
  // Checked after the address check, which waits (keccak is loaded for mixed case): a second
  // click in the meantime must not send a second request nor spend a second free one.
  if (selectIsFetching(getState())) return;
  dispatch(quotaDayChecked({ now: new Date().toISOString() }));
  if (!selectHasFreeRecommendation(getState())) {
    dispatch(inputRejected(NO_FREE_RECOMMENDATIONS_MESSAGE));
    return;
  }
  dispatch(recommendationRequested({ address }));
  try {
    const captchaToken = await captcha.tokenFor(CAPTCHA_ACTION);
    const recommendation = await dispatch(
      recommendationApi.endpoints.getRecommendation.initiate({ address, captchaToken }),
    ).unwrap();
    dispatch(recommendationReceived({ ...recommendation, address, createdAt: new Date().toISOString() }));
  } catch (failure) {
    dispatch(recommendationFailed({ message: failureMessage(failure) }));
  }
};
