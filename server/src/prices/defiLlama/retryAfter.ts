/**
 * Reads an HTTP Retry-After header (RFC 9110 §10.2.3): either a number of
 * seconds or an HTTP date. Pure.
 */

/** When the header is missing or unreadable: a 429 still means "back off", so wait a minute. */
export const DEFAULT_RETRY_AFTER_MS = 60_000;

/** Milliseconds to wait from `nowMs`; never negative. */
export function retryAfterMs(header: string | null, nowMs: number): number {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = value === '' ? Number.NaN : Date.parse(value);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, at - nowMs);
}
