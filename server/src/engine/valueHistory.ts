import type { PriceHistory } from '../domain/types';
import { filled } from './arrays';
import type { PricedHolding } from './portfolio';

/** Days of the wallet's value line: today and the 90 before it, so a 90-day change reads first against last. */
export const VALUE_HISTORY_DAYS = 91;

/**
 * The wallet's net worth (its holdings less its debts) on each of the last VALUE_HISTORY_DAYS days at today's holdings, oldest first, in
 * cents: what the tokens held now were worth at each day's close ("your tokens today, at past prices"), not
 * what the wallet held then. The last value is today's, at the latest prices, so it equals the answer's total.
 *
 * Every holding's closes end today (PriceHistory: the last entry is the latest day). A holding with a shorter
 * history counts at its earliest close on the days before it: its value then is unknown, and leaving it out
 * would draw a jump the wallet never had. The line is as long as the longest history, up to the window.
 */
export function valueHistory(positions: readonly { holdings: readonly PricedHolding[] }[], debts: readonly PricedHolding[] = []): number[] {
  const groups = [...positions.map((position) => position.holdings), debts];
  let days = 0;
  for (const holdings of groups) for (const { prices } of holdings) days = Math.max(days, 1, Math.min(prices.dailyCloses.length, VALUE_HISTORY_DAYS));
  if (days === 0) return [];
  const values = filled(days, 0);
  for (const holdings of groups) {
    // A debt is owed in its token's units: it counts against the worth at each day's price.
    const sign = holdings === debts ? -1 : 1;
    for (const { prices, amount } of holdings) add(values, sign * amount, prices);
  }
  for (let day = 0; day < days; day++) values[day] = Math.round(values[day] * 100) / 100;
  return values;
}

/** `units` of a token at each day's close of `prices`, and at its latest price on the last day. */
function add(values: number[], units: number, { dailyCloses: closes, priceUsd }: PriceHistory): void {
  const days = values.length;
  for (let day = 0; day < days - 1; day++) {
    // Day `day` of the line is `days − 1 − day` days before today; the holding's closes end today too.
    const index = closes.length - days + day;
    values[day] += units * (closes.length === 0 ? priceUsd : closes[Math.max(0, index)]);
  }
  values[days - 1] += units * priceUsd;
}
