import { roundSignificant } from './significant';
import { SPARKLINE_DAYS, SPARKLINE_DIGITS } from './thresholds';

/**
 * Points of a price line already drawn, per closes array: the service's price
 * cache hands the same history to every request for minutes (as for the
 * signals, `signals/tokenSignals.ts`), so a token's line is rounded once.
 */
const pointsByCloses = new WeakMap<readonly number[], number[]>();

/**
 * A token's 90-day price line: its last SPARKLINE_DAYS daily closes (USD, oldest
 * first), each to SPARKLINE_DIGITS significant figures. A close that is not a
 * positive number (a gap in the feed) would break the line, so the line starts
 * after the last such close. Fewer than 2 points: too little history to draw;
 * the app says so. The line is shared by every answer made from the same closes
 * (a copy per token was most of a whale answer's garbage): read it, never change it.
 */
export function sparkline(closes: readonly number[]): number[] {
  let points = pointsByCloses.get(closes);
  if (!points) {
    let start = Math.max(0, closes.length - SPARKLINE_DAYS);
    for (let i = closes.length - 1; i >= start; i--) {
      if (!(closes[i] > 0 && Number.isFinite(closes[i]))) {
        start = i + 1;
        break;
      }
    }
    points = [];
    for (let i = start; i < closes.length; i++) points.push(roundSignificant(closes[i], SPARKLINE_DIGITS));
    pointsByCloses.set(closes, points);
  }
  return points;
}
