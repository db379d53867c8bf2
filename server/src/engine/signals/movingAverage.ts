/**
 * How far the latest close sits from its simple moving average over `days` closes:
 * latest / SMA − 1 (0.08 = 8 % above). null with fewer than `days` closes or a
 * non-positive average.
 */
export function priceVsSma(closes: readonly number[], days: number): number | null {
  const n = closes.length;
  if (days < 1 || n < days) return null;
  let sum = 0;
  for (let i = n - days; i < n; i++) sum += closes[i];
  const average = sum / days;
  if (!(average > 0) || !Number.isFinite(average)) return null;
  return closes[n - 1] / average - 1;
}
