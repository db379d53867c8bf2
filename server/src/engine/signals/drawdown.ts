/**
 * Largest peak-to-trough fall over the last `days` days (the last days + 1
 * closes), as a positive fraction: 0.6 = fell 60 % from a high. 0 when the price
 * never fell. null with a shorter history or a non-finite/negative close.
 */
export function maxDrawdown(closes: readonly number[], days: number): number | null {
  const n = closes.length;
  if (days < 1 || n < days + 1) return null;
  let peak = 0;
  let deepest = 0;
  for (let i = n - days - 1; i < n; i++) {
    const close = closes[i];
    if (!(close >= 0) || !Number.isFinite(close)) return null;
    if (close > peak) peak = close;
    else if (peak > 0) {
      const fall = 1 - close / peak;
      if (fall > deepest) deepest = fall;
    }
  }
  return deepest;
}
