import { TRADING_DAYS_PER_YEAR } from '../thresholds';

/**
 * Annualised realised volatility over the last `days` daily moves: the root mean
 * square of the daily log returns × √365. Not demeaned, as realised volatility is
 * measured in volatility-managed portfolios (Moreira and Muir 2017): a steady slide
 * of 2 % a day is a risk, not a calm, and the standard deviation would call it 0.
 * Needs days + 1 closes, all positive; otherwise null. One pass, no copies.
 */
export function annualisedVolatility(closes: readonly number[], days: number): number | null {
  const n = closes.length;
  if (days < 1 || n < days + 1) return null;
  let squares = 0;
  for (let i = n - days; i < n; i++) {
    const previous = closes[i - 1];
    const current = closes[i];
    if (!(previous > 0) || !(current > 0)) return null;
    squares += Math.log(current / previous) ** 2;
  }
  const daily = Math.sqrt(squares / days);
  return Number.isFinite(daily) ? daily * Math.sqrt(TRADING_DAYS_PER_YEAR) : null;
}
