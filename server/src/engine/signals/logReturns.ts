/**
 * Log returns per closes array and window already seen: the price cache hands the
 * same history to every request for minutes (as for the signals, tokenSignals.ts),
 * and the logarithms are most of the cost of the wallet's volatility (plan/risk.ts)
 * and of each position's part of it (the Euler parts, plan/risk.ts).
 */
const byWindow = new Map<number, WeakMap<readonly number[], Float64Array | null>>();

/** The last `days` daily log returns; null with under days + 1 closes or a close that is not a positive number. */
export function recentLogReturns(closes: readonly number[], days: number): Float64Array | null {
  let cache = byWindow.get(days);
  if (!cache) {
    cache = new WeakMap();
    byWindow.set(days, cache);
  }
  let returns = cache.get(closes);
  if (returns === undefined) {
    returns = measureReturns(closes, days);
    cache.set(closes, returns);
  }
  return returns;
}

function measureReturns(closes: readonly number[], days: number): Float64Array | null {
  const n = closes.length;
  if (n < days + 1) return null;
  const returns = new Float64Array(days);
  for (let i = n - days; i < n; i++) {
    if (!(closes[i - 1] > 0) || !(closes[i] > 0) || !Number.isFinite(closes[i])) return null;
    returns[i - (n - days)] = Math.log(closes[i] / closes[i - 1]);
  }
  return returns;
}
