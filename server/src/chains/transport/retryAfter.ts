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
  // An HTTP date names its day and month ("Mon, 23 Nov 2026 10:01:30 GMT"); Date.parse would also take "-5" as a year.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, at - nowMs);
}
