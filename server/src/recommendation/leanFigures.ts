/**
 * The answer's figures at the precision they are shown and used (issue 39): a whale's answer was 127 KB,
 * most of it price lines at 4 significant figures a close and signals at the engine's 17. What only
 * depends on an asset's prices (its price line) is encoded once per price reading and shared by every
 * answer that holds the asset.
 */
import { encodePriceLine } from '../../../contract/priceLine';
import type { PriceLine } from '../../../contract';
import { roundSignificant } from '../../../contract/format';

/** Signals, and a rule's line, to 4 significant figures: a tenth of a percent of a 71 % volatility, finer than any text writes. */
export const SIGNAL_DIGITS = 4;

/** `value` to SIGNAL_DIGITS significant figures, sign kept; null, 0 and non-finite values as they are. */
export function leanFigure(value: number): number;
export function leanFigure(value: number | null): number | null;
export function leanFigure(value: number | null): number | null {
  if (value === null || value === 0 || !Number.isFinite(value)) return value;
  return value < 0 ? -roundSignificant(-value, SIGNAL_DIGITS) : roundSignificant(value, SIGNAL_DIGITS);
}

/**
 * Encoded lines by the engine's points array: the engine shares one array per price history
 * (engine/sparkline.ts), which the price cache keeps for its reading's lifetime, so a line is encoded
 * once per asset and reading, and dropped with the reading.
 */
const lineByPoints = new WeakMap<readonly number[], PriceLine>();

/** The line of the engine's `points` (closes to 4 significant figures), encoded; shared: never change it. */
export function leanLine(points: readonly number[]): PriceLine {
  let line = lineByPoints.get(points);
  if (!line) {
    line = encodePriceLine(points);
    lineByPoints.set(points, line);
  }
  return line;
}
