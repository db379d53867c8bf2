import { api } from '../../api/api';
import { decodeRecommendation } from '../../api/decode';
import { isObject } from '../../lib/json';
import type { HttpError } from '../../api/httpBaseQuery';
import type { Recommendation } from '../../api/types';

export const HISTORY_FAILURE_PREFIX = 'Failed to fetch recommendations history, ';

function readResult(body: unknown): Recommendation[] {
  const data = isObject(body) ? body.data : undefined;
  const result = isObject(data) ? data.result : undefined;
  return Array.isArray(result) ? result.map(decodeRecommendation).filter((r) => r !== null) : [];
}

/** The service's own history of a wallet (newest first, at most 50). No screen needs it yet. */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<Recommendation[], string>({
      query: (address) => ({ url: '/history', params: { wallet: address } }),
      transformResponse: readResult,
      transformErrorResponse: (error: HttpError): HttpError => ({
        status: error.status,
        message: `${HISTORY_FAILURE_PREFIX}${error.message}`,
      }),
    }),
  }),
});
