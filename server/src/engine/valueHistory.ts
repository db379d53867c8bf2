import type { PricedHolding } from './portfolio';
import { cents } from './plan';

/** Days of the wallet's value line: today and the 90 before it, so a 90-day change reads first against last. */
export const VALUE_HISTORY_DAYS = 91;

/**
 * The wallet's net worth on each of the last VALUE_HISTORY_DAYS days at today's holdings, oldest first, in
 * cents: what the tokens held now were worth at each day's close ("your tokens today, at past prices"), not
 * what the wallet held then. The last value is today's, at the latest prices, so it equals the answer's total.
 *
 * Every holding's closes end today (PriceHistory: the last entry is the latest day). A holding with a shorter
 * history counts at its earliest close on the days before it: its value then is unknown, and leaving it out
 * would draw a jump the wallet never had. The line is as long as the longest history, up to the window.
 */
export function valueHistory(holdings: readonly PricedHolding[]): number[] {
  let days = holdings.length > 0 ? 1 : 0;
  for (const { prices } of holdings) days = Math.max(days, Math.min(prices.dailyCloses.length, VALUE_HISTORY_DAYS));
  if (days === 0) return [];
  const values = new Float64Array(days);
  for (const holding of holdings) {
    const { dailyCloses: closes, priceUsd } = holding.prices;
    const units = holding.amount;
    for (let day = 0; day < days - 1; day++) {
      // Day `day` of the line is `days − 1 − day` days before today; the holding's closes end today too.
      const index = closes.length - days + day;
      values[day] += units * (closes.length === 0 ? priceUsd : closes[Math.max(0, index)]);
    }
    values[days - 1] += units * priceUsd;
  }
  return Array.from(values, cents);
}
