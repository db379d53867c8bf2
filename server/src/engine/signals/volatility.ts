import { TRADING_DAYS_PER_YEAR } from '../thresholds';

/**
 * Annualised volatility over the last `days` daily moves: the sample standard
 * deviation of daily log returns × √365. Needs days + 1 closes, all positive;
 * otherwise null. One pass (Welford), no copies.
 */
export function annualisedVolatility(closes: readonly number[], days: number): number | null {
  const n = closes.length;
  if (days < 2 || n < days + 1) return null;
  let mean = 0;
  let squares = 0;
  let count = 0;
  for (let i = n - days; i < n; i++) {
    const previous = closes[i - 1];
    const current = closes[i];
    if (!(previous > 0) || !(current > 0)) return null;
    const logReturn = Math.log(current / previous);
    count++;
    const delta = logReturn - mean;
    mean += delta / count;
    squares += delta * (logReturn - mean);
  }
  const dailyStdev = Math.sqrt(squares / (count - 1));
  return Number.isFinite(dailyStdev) ? dailyStdev * Math.sqrt(TRADING_DAYS_PER_YEAR) : null;
}
