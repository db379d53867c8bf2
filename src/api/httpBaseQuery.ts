import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { UNREACHABLE_MESSAGE } from './messages';

/** Time-out of one HTTP attempt, in milliseconds (the service may need minutes on a slow chain). */
export const REQUEST_TIMEOUT_MS = 300_000;

export interface HttpRequest {
  /** Path below the API base URL, e.g. `/recommendations`. */
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A failed call. `status` is the HTTP status, or a word when no usable HTTP answer came.
 * `message` is what a person may read: the service's own `error.message` when it sent one.
 */
export interface HttpError {
  /** CODE_NOT_LOADED: a chunk the request needs did not load (an older build's page, or offline). */
  status: number | 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'EMPTY_RESPONSE' | 'CODE_NOT_LOADED';
  message: string;
  /** The service's own `error.code` (docs/api.md, e.g. `ens_name_not_found`); absent when it sent none. */
  code?: string;
}

export function isHttpError(value: unknown): value is HttpError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value && typeof value.message === 'string';
}

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
/** What a proxy in front of the service answers when the service itself is down or not answering. */
const SERVICE_DOWN_STATUSES = [502, 503, 504];

/** What the base query needs from the store's extra argument. */
export interface ApiSettings {
  apiBaseUrl: string;
}

function readSettings(extra: unknown): ApiSettings {
  if (typeof extra === 'object' && extra !== null && 'apiBaseUrl' in extra && typeof extra.apiBaseUrl === 'string') {
    return { apiBaseUrl: extra.apiBaseUrl };
  }
  throw new Error('The store was built without API settings (makeStore passes them as the thunk extra argument).');
}

function buildUrl(baseUrl: string, { url, params }: HttpRequest): string {
  const query = params ? `?${new URLSearchParams(params).toString()}` : '';
  return `${baseUrl}${url}${query}`;
}

/** The service's `{"error": {"code", "message"}}` body → its message and code; nothing for any other body. */
function serverError(body: unknown): { message?: string; code?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const { error } = body;
  if (typeof error !== 'object' || error === null) return {};
  const text = (field: string): unknown => (field in error ? (Reflect.get(error, field) as unknown) : undefined);
  const message = text('message');
  const code = text('code');
  return {
    ...(typeof message === 'string' && message !== '' ? { message } : {}),
    ...(typeof code === 'string' && code !== '' ? { code } : {}),
  };
}

async function readJson(response: Response): Promise<{ ok: true; body: unknown } | { ok: false }> {
  const text = await response.text();
  if (text === '') return { ok: true, body: null };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** JSON over fetch, with a per-attempt time-out. Retries are added around it (see api.ts). */
export const httpBaseQuery: BaseQueryFn<HttpRequest, unknown, HttpError> = async (request, api) => {
  const { apiBaseUrl } = readSettings(api.extra);
  const controller = new AbortController();
  // A field, not a local: the timer sets it, which the type checker cannot see from here.
  const attempt = { timedOut: false };
  const timer = setTimeout(() => {
    attempt.timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abortWithCaller = () => {
    controller.abort();
  };
  api.signal.addEventListener('abort', abortWithCaller);
  try {
    const hasBody = request.body !== undefined;
    const response = await fetch(buildUrl(apiBaseUrl, request), {
      method: request.method ?? 'GET',
      headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...request.headers },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: controller.signal,
    });
    const parsed = await readJson(response);
    if (!response.ok) {
      const fallback = SERVICE_DOWN_STATUSES.includes(response.status) ? UNREACHABLE_MESSAGE : `Request failed with status ${response.status}`;
      const { message = fallback, code } = parsed.ok ? serverError(parsed.body) : {};
      return { error: { status: response.status, message, ...(code === undefined ? {} : { code }) } };
    }
    if (!parsed.ok) return { error: { status: 'INVALID_RESPONSE', message: 'The service sent an unreadable answer' } };
    return { data: parsed.body };
  } catch (failure) {
    if (attempt.timedOut) return { error: { status: 'TIMEOUT', message: `No answer within ${REQUEST_TIMEOUT_MS / 1000} s` } };
    // The spec's own message for a failure that is not an Error stays as written.
    const message = failure instanceof Error ? UNREACHABLE_MESSAGE : UNKNOWN_ERROR_MESSAGE;
    return { error: { status: 'NETWORK_ERROR', message } };
  } finally {
    clearTimeout(timer);
    api.signal.removeEventListener('abort', abortWithCaller);
  }
};
