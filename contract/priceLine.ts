/**
 * A token's 90-day price line as the answer carries it (engine 5 on): the shape as one character per
 * daily close, each one of LEVELS steps between the line's lowest and highest close, and the four closes
 * the card writes as figures (its range and its change over the period) as they are. A close of 90 at 4
 * significant figures was 7 to 9 bytes of JSON; a level is one. The line is drawn 20 px high, so 64 steps
 * are finer than a pixel. Both sides use this module: the service encodes, the app decodes. No TypeBox
 * here: the app's bundle imports it.
 */

/** The characters of the levels, lowest first: base64url's alphabet, safe in JSON and URLs. */
export const LEVEL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const TOP = LEVEL_ALPHABET.length - 1;

export interface EncodedPriceLine {
  /** USD, the line's lowest close: the level 'A'. */
  low: number;
  /** USD, the line's highest close: the level '_'. */
  high: number;
  /** USD, the oldest close and the latest one: the line's change is read from them. */
  first: number;
  last: number;
  /** One character per daily close, oldest first. */
  levels: string;
}

/** `closes` (positive, at the precision they are shown) as their encoded line; fewer than 2 closes give no levels. */
export function encodePriceLine(closes: readonly number[]): EncodedPriceLine {
  if (closes.length === 0) return { low: 0, high: 0, first: 0, last: 0, levels: '' };
  let [low, high] = [closes[0], closes[0]];
  for (const close of closes) {
    if (close < low) low = close;
    if (close > high) high = close;
  }
  const span = high - low;
  let levels = '';
  for (const close of closes) levels += LEVEL_ALPHABET[span > 0 ? Math.round(((close - low) / span) * TOP) : 0];
  return { low, high, first: closes[0], last: closes[closes.length - 1], levels };
}

const LEVELS_PATTERN = /^[A-Za-z0-9_-]*$/;

/** `value` (any JSON, as read from the wire or storage) as an encoded line when it is one, else null. */
export function asPriceLine(value: unknown): EncodedPriceLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { low, high, first, last, levels } = value as Partial<Record<keyof EncodedPriceLine, unknown>>;
  if (typeof low !== 'number' || typeof high !== 'number' || typeof first !== 'number' || typeof last !== 'number') return null;
  return typeof levels === 'string' && LEVELS_PATTERN.test(levels) ? { low, high, first, last, levels } : null;
}

/** The closes the line stands for: each level's price, the first and last as they were. Unknown characters read as the lowest level. */
export function decodePriceLine(line: EncodedPriceLine): number[] {
  const span = line.high - line.low;
  const points = Array.from(line.levels, (level) => line.low + (Math.max(0, LEVEL_ALPHABET.indexOf(level)) / TOP) * span);
  if (points.length > 0) {
    points[0] = line.first;
    points[points.length - 1] = line.last;
  }
  return points;
}
