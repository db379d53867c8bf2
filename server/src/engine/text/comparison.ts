/**
 * A figure shown beside a comparison never contradicts it: "0.4 points < 0.4 points" or
 * "1.0% of the wallet, under 1.0%" must not be printed. Every rule text, and every
 * description that compares a figure with a line, goes through `compared`: the two
 * figures get as many more decimals as it takes for the shown values to satisfy the
 * comparison themselves (docs/engine.md "Figures beside a comparison").
 */
import type { Comparison } from '../types';

const MINUS = '\u2212';

/** How a kind of figure is written: 0.124 with scale 100, 1 decimal and "%" is "12.4%". */
export interface FigureFormat {
  scale: number;
  /** Decimals when the comparison needs no more. */
  decimals: number;
  suffix: string;
  /** "+" before gains (returns, gaps to an average). */
  signed?: boolean;
  /** "$" for dollar figures. */
  prefix?: string;
}

export const PERCENT: FigureFormat = { scale: 100, decimals: 1, suffix: '%' };
export const SIGNED_PERCENT: FigureFormat = { ...PERCENT, signed: true };
export const POINTS: FigureFormat = { scale: 100, decimals: 1, suffix: ' points' };
export const RATIO: FigureFormat = { scale: 1, decimals: 2, suffix: '' };
/** Dollars to the cent: "$12,340.00" (a line compared with, exact). */
export const DOLLARS: FigureFormat = { scale: 1, decimals: 2, suffix: '', prefix: '$' };

/** The most decimals a figure is given before the comparison is said in words instead. */
const MAX_EXTRA_DECIMALS = 8;

/** The value as shown with `decimals` places, half away from zero; −0 is 0. */
function shown(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

export function holds(observed: number, comparison: Comparison, threshold: number): boolean {
  switch (comparison) {
    case '<':
      return observed < threshold;
    case '<=':
      return observed <= threshold;
    case '>':
      return observed > threshold;
    case '>=':
      return observed >= threshold;
  }
}

/**
 * `size` (≥ 0, already rounded to `decimals`) in digits with thousands separators. Integer
 * arithmetic rather than toFixed and a regular expression: every rule text of every token
 * writes two figures, and this was a fifth of recommend()'s time.
 */
function digits(size: number, decimals: number): string {
  const factor = 10 ** decimals;
  const scaled = Math.round(size * factor);
  if (!Number.isSafeInteger(scaled)) return size.toFixed(decimals);
  const whole = Math.floor(scaled / factor);
  const wholeText = whole >= 1000 ? String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(whole);
  return decimals > 0 ? `${wholeText}.${String(scaled - whole * factor).padStart(decimals, '0')}` : wholeText;
}

function write(value: number, decimals: number, format: FigureFormat): string {
  const sign = value < 0 ? MINUS : format.signed && value > 0 ? '+' : '';
  return `${sign}${format.prefix ?? ''}${digits(Math.abs(value), decimals)}${format.suffix}`;
}

/** One figure in its format, at its usual decimals: "12.4%", "+8.2%", "0.9 points". */
export function figure(value: number, format: FigureFormat): string {
  return write(shown(value * format.scale, format.decimals), format.decimals, format);
}

export interface ShownComparison {
  observed: string;
  threshold: string;
  /** false: the two figures could not be told apart at any precision tried; say the comparison in words. */
  distinct: boolean;
  /** Whether the comparison holds for the true figures. */
  holds: boolean;
}

/**
 * The observed figure and its line, written so that the written values satisfy
 * `comparison` whenever the true ones do: "0.43 points < 0.45 points", not "0.4 < 0.4".
 * Equal shown values are fine for ≤ and ≥. A comparison that does not hold is written
 * at the usual decimals (it is never shown as satisfied).
 */
export function compared(observed: number, comparison: Comparison, threshold: number, format: FigureFormat): ShownComparison {
  const [a, b] = [observed * format.scale, threshold * format.scale];
  const truth = holds(observed, comparison, threshold);
  for (let decimals = format.decimals; decimals <= format.decimals + MAX_EXTRA_DECIMALS; decimals++) {
    const [x, y] = [shown(a, decimals), shown(b, decimals)];
    if (holds(x, comparison, y) === truth) return { observed: write(x, decimals, format), threshold: write(y, decimals, format), distinct: true, holds: truth };
  }
  return { observed: figure(observed, format), threshold: figure(threshold, format), distinct: false, holds: truth };
}

const SYMBOLS: Record<Comparison, string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥' };
const WORDS: Record<Comparison, string> = { '<': 'just under', '<=': 'at most', '>': 'just over', '>=': 'at least' };
const OPPOSITES: Record<Comparison, Comparison> = { '<': '>=', '<=': '>', '>': '<=', '>=': '<' };

/** "12.43% < 12.45%", or, for figures no precision tells apart, what holds in words: "just under 12.4%". */
export function comparisonText(observed: number, comparison: Comparison, threshold: number, format: FigureFormat): string {
  const pair = compared(observed, comparison, threshold, format);
  if (pair.distinct) return `${pair.observed} ${SYMBOLS[comparison]} ${pair.threshold}`;
  return `${WORDS[pair.holds ? comparison : OPPOSITES[comparison]]} ${pair.threshold}`;
}
