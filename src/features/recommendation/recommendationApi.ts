import { api } from '../../api/api';
import { decodeRecommendation } from '../../api/decode';
import { isObject } from '../../lib/json';
import type { HttpError } from '../../api/httpBaseQuery';
import type { Recommendation } from '../../api/types';

export const FAILED_CAPTCHA_MESSAGE = 'Failed reCAPTCHA';
export const EMPTY_RESPONSE_MESSAGE = 'Failed to receive the recommendation data';
export const CAPTCHA_HEADER = 'X-Recaptcha-Token';

export interface RecommendationRequest {
  /** The address as typed (trimmed); it goes on the wire as `wallet`. */
  address: string;
  /** reCAPTCHA v3 token for the action `recommendation`; null when captcha is not configured. */
  captchaToken: string | null;
}

export const recommendationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecommendation: build.mutation<Recommendation, RecommendationRequest>({
      async queryFn({ address, captchaToken }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: '/recommendations',
          method: 'POST',
          body: { wallet: address },
          headers: captchaToken === null ? undefined : { [CAPTCHA_HEADER]: captchaToken },
        });
        if (result.error) {
          const error: HttpError =
            result.error.status === 401 ? { status: 401, message: FAILED_CAPTCHA_MESSAGE } : result.error;
          return { error };
        }
        const recommendation = isObject(result.data) ? decodeRecommendation(result.data.data) : null;
        if (!recommendation) return { error: { status: 'EMPTY_RESPONSE', message: EMPTY_RESPONSE_MESSAGE } };
        return { data: recommendation };
      },
    }),
  }),
});
