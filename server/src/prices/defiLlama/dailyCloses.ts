/**
 * Turns DefiLlama chart points and the current price into one USD close per
 * UTC day, the way the Chainlink source does for feed rounds. Pure.
 */
import { SECONDS_PER_DAY, utcDayStart } from '../utcDay';
import type { ChartPoint, CurrentPrice } from './responses';

/**
 * The chart request: one sample at each UTC midnight that closes a past day,
 * for the `days - 1` days before today (today's close is the current price),
 * asked backwards from `end`, the midnight that closed yesterday: `end` is
 * honoured by every version of DefiLlama's server, where an older one ignored
 * `start` (issue 21). `end` and the points' timestamps are unix seconds.
 */
export function chartWindow(nowSeconds: number, days: number): { end: number; span: number } {
  return { end: utcDayStart(nowSeconds), span: days - 1 };
}

/**
 * The day a chart point closes: DefiLlama answers the price nearest each
 * requested midnight (a little before or after it), so the point belongs to the
 * day ending at the nearest midnight.
 */
function closedDay(point: ChartPoint): number {
  return Math.round(point.timestamp / SECONDS_PER_DAY) * SECONDS_PER_DAY - SECONDS_PER_DAY;
}

/**
 * Oldest first; the last entry is the latest day's close (the current price when
 * it is the latest). A day without a point carries the previous close forward;
 * days before the first point are left out; at most `days` entries.
 */
export function dailyClosesFrom(points: readonly ChartPoint[], current: CurrentPrice, days: number): number[] {
  const closes = new Map<number, number>();
  for (const point of [...points].sort((a, b) => a.timestamp - b.timestamp)) closes.set(closedDay(point), point.price);
  const currentDay = utcDayStart(current.timestamp);
  // The current price is the latest word on its day, unless the chart (oddly) knows a later day.
  if (![...closes.keys()].some((day) => day > currentDay)) closes.set(currentDay, current.price);
  const firstDay = Math.min(...closes.keys());
  const lastDay = Math.max(...closes.keys());
  const result: number[] = [];
  let previous = current.price;
  for (let day = firstDay; day <= lastDay; day += SECONDS_PER_DAY) {
    previous = closes.get(day) ?? previous;
    result.push(previous);
  }
  return result.slice(-days);
}
