import { createApi, retry } from '@reduxjs/toolkit/query/react';
import { fillApiSlot } from './apiSlot';
import { httpBaseQuery, isHttpError } from './httpBaseQuery';

/** Tries after the first one, for failures that may pass on their own. */
export const MAX_RETRIES = 3;
/** Wait before retry n (1-based) is RETRY_BASE_DELAY_MS × 2^(n-1): 1 s, 2 s, 4 s. */
export const RETRY_BASE_DELAY_MS = 1000;

/**
 * Network errors, time-outs, 5xx and 429 may pass on a later try. Other 4xx (400 bad wallet,
 * 401 failed captcha, 413, 415) would fail the same way again, so they are never retried.
 */
export function isRetryable(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.status === 'NETWORK_ERROR' || error.status === 'TIMEOUT') return true;
  return typeof error.status === 'number' && (error.status >= 500 || error.status === 429);
}

function backoff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, RETRY_BASE_DELAY_MS * 2 ** (attempt - 1)));
}

// The condition counts the tries itself (RTK accepts either maxRetries or a condition).
const retryingBaseQuery = retry(httpBaseQuery, {
  backoff,
  retryCondition: (error, _args, { attempt }) => attempt <= MAX_RETRIES && isRetryable(error),
});

/**
 * The app's one API, with React hooks. Features add their endpoints with `api.injectEndpoints`
 * and use the hooks that come with them. Every store has a slot for it (apiSlot.ts), filled here.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retryingBaseQuery,
  endpoints: () => ({}),
});
fillApiSlot(api);
