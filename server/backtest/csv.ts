import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dayOf, type Series } from './series';

/**
 * Parses a `date,close` CSV (one row per UTC day, oldest first) into a Series.
 *
 * - Rows whose close is not a positive number (SHIB's early "0.0" rows, where
 *   the price was below the data's precision) are missing days.
 * - The series starts at the first positive close: before it the asset was not
 *   tradable, as far as the data knows.
 * - A missing day inside the series (AVAX has no rows for 70 days of 2020) takes
 *   the previous close, as a price feed with no new round would report it: the
 *   wallet can neither trade it better nor worse than at that price.
 */
export function parseCloses(symbol: string, text: string): Series {
  const known = new Map<number, number>();
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [date, close] = line.split(',');
    if (!date) continue;
    const value = Number(close);
    if (Number.isFinite(value) && value > 0) known.set(dayOf(date), value);
  }
  const days = [...known.keys()].sort((a, b) => a - b);
  if (days.length === 0) throw new Error(`${symbol}: no positive close`);
  const firstDay = days[0];
  const closes: number[] = [];
  for (let day = firstDay; day <= days[days.length - 1]; day++) {
    closes.push(known.get(day) ?? closes[closes.length - 1]);
  }
  return { symbol, firstDay, closes };
}

/** Every `SYMBOL.csv` in `directory`, by symbol. */
export function loadSeries(directory: string): Series[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.csv'))
    .sort()
    .map((name) => parseCloses(name.slice(0, -4), readFileSync(join(directory, name), 'utf8')));
}
