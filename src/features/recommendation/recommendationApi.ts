import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import type { ApiSlotState } from '../../api/apiSlot';
import type { HttpError } from '../../api/httpBaseQuery';
import { UNREACHABLE_MESSAGE } from '../../api/messages';
import type { Recommendation } from '../../api/types';
import type { Captcha } from '../../lib/captcha/captcha';
import { isObject } from '../../api/json';
import { newRecommendationStarted } from './recommendationSlice';
import type { RiskChoice } from '../../../contract/risk';

export const FAILED_CAPTCHA_MESSAGE = 'Failed reCAPTCHA';
export const EMPTY_RESPONSE_MESSAGE = 'Failed to receive the recommendation data';
export const CAPTCHA_HEADER = 'X-Recaptcha-Token';
/** reCAPTCHA v3 action name the token is requested for. */
export const CAPTCHA_ACTION = 'recommendation';

export interface RecommendationRequest {
  /** The address as typed (trimmed); it goes on the wire as `wallet`. */
  address: string;
  /** The risk level chosen (riskSlice.ts); absent: none, and the plan keeps the wallet's own swing. */
  risk?: RiskChoice;
}

function captchaOf(extra: unknown): Captcha {
  if (isObject(extra) && isObject(extra.captcha) && typeof extra.captcha.tokenFor === 'function') return extra.captcha as unknown as Captcha;
  throw new Error('The store was built without a captcha service (makeStore passes it as the thunk extra argument).');
}

export const recommendationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecommendation: build.mutation<Recommendation, RecommendationRequest>({
      // The captcha token is part of the request, so the request is "in flight" from the start.
      async queryFn({ address, risk }, { extra }, _extraOptions, baseQuery) {
        // The decoder is a chunk of its own (history's reader loads it after the first render), asked
        // for before anything is sent: an answer is never thrown away for want of it.
        let decode: typeof import('../../api/decode');
        try {
          decode = await import('../../api/decode');
        } catch {
          return { error: { status: 'CODE_NOT_LOADED', message: UNREACHABLE_MESSAGE } };
        }
        let captchaToken: string | null;
        try {
          captchaToken = await captchaOf(extra).tokenFor(CAPTCHA_ACTION);
        } catch (failure) {
          return { error: { status: 'NETWORK_ERROR', message: failure instanceof Error ? failure.message : FAILED_CAPTCHA_MESSAGE } };
        }
        const result = await baseQuery({
          url: '/recommendations',
          method: 'POST',
          body: { wallet: address, ...(risk === undefined ? {} : { risk }) },
          headers: captchaToken === null ? undefined : { [CAPTCHA_HEADER]: captchaToken },
        });
        if (result.error) {
          const error: HttpError = result.error.status === 401 ? { status: 401, message: FAILED_CAPTCHA_MESSAGE } : result.error;
          return { error };
        }
        const recommendation = isObject(result.data) ? decode.decodeRecommendation(result.data.data) : null;
        if (!recommendation) return { error: { status: 'EMPTY_RESPONSE', message: EMPTY_RESPONSE_MESSAGE } };
        return { data: recommendation };
      },
    }),
  }),
});

/**
 * Every request shares this one cache entry, so the API slice holds the request in flight or the
 * last outcome, never a growing list of past answers; every screen reads the same entry.
 */
export const RECOMMENDATION_REQUEST_KEY = 'recommendation';

/** Get Recommendation's request as a screen reads it (`isLoading` while it is out); app/requestRecommendation.ts sends it. */
export function useRecommendationRequest() {
  return recommendationApi.useGetRecommendationMutation({ fixedCacheKey: RECOMMENDATION_REQUEST_KEY })[1];
}

const selectRequest = recommendationApi.endpoints.getRecommendation.select({ fixedCacheKey: RECOMMENDATION_REQUEST_KEY, requestId: undefined });

/** The same, for thunks: true while the request is out. */
export function selectIsFetching(state: { api: ApiSlotState }): boolean {
  return state.api !== null && selectRequest({ api: state.api }).isLoading;
}

/** New Recommendation: back to an empty input, unless a request is out (its answer is on its way). */
export const startNewRecommendation = (): ThunkAction<void, { api: ApiSlotState }, unknown, UnknownAction> => (dispatch, getState) => {
  if (!selectIsFetching(getState())) dispatch(newRecommendationStarted());
};
