/**
 * Return over the last `days` days: latest close / close `days` earlier − 1.
 * null when fewer than days + 1 closes exist or the earlier close is not positive.
 */
export function periodReturn(closes: readonly number[], days: number): number | null {
  const last = closes.length - 1;
  const start = last - days;
  if (start < 0) return null;
  const from = closes[start];
  const to = closes[last];
  if (!(from > 0) || !(to >= 0) || !Number.isFinite(to)) return null;
  return to / from - 1;
}
