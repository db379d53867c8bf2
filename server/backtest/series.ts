/**
 * One asset's daily USD closes on a gap-free calendar. Days are UTC day numbers
 * (days since 1970-01-01), so a week is +7 and a year +365 without a date library.
 */
export interface Series {
  symbol: string;
  /** Day number of closes[0]: the first day with a positive close. */
  firstDay: number;
  /** One close per calendar day from firstDay, every one > 0. */
  closes: number[];
}

const MS_PER_DAY = 86_400_000;

export function dayOf(isoDate: string): number {
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  if (!Number.isFinite(ms)) throw new Error(`not a date: ${isoDate}`);
  return Math.round(ms / MS_PER_DAY);
}

export function isoOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function lastDay(series: Series): number {
  return series.firstDay + series.closes.length - 1;
}

/** The close on `day`; undefined before the first or after the last day. */
export function closeOn(series: Series, day: number): number | undefined {
  return series.closes[day - series.firstDay];
}

/** How many closes exist up to and including `day`. */
export function closesUpTo(series: Series, day: number): number {
  return Math.max(0, Math.min(series.closes.length, day - series.firstDay + 1));
}

/**
 * The last `days` closes up to and including `day` (fewer near the listing), as
 * a new array: the engine remembers signals per array, so each replayed day
 * needs its own.
 */
export function historyUpTo(series: Series, day: number, days: number): number[] {
  const end = closesUpTo(series, day);
  return series.closes.slice(Math.max(0, end - days), end);
}
