/**
 * Number formatting for the advice texts. Hand-written rather than Intl, so the
 * text is the same on every machine. Negative numbers take the real minus "−".
 */
import type { PegCurrency } from '../../domain/types';
import { roundSignificant } from '../significant';
const MINUS = '\u2212';

/**
 * Rounds to `decimals` places (half away from zero), turning −0 into 0 so no
 * "−0.0" appears. Integer arithmetic instead of toFixed: formatting runs for
 * every figure of every token, and this is several times faster.
 */
function fixed(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const scaled = Math.round(Math.abs(value) * factor);
  if (!Number.isSafeInteger(scaled)) return value.toFixed(decimals);
  const whole = Math.floor(scaled / factor);
  const text = decimals > 0 ? `${whole}.${String(scaled - whole * factor).padStart(decimals, '0')}` : `${whole}`;
  return value < 0 && scaled !== 0 ? `${MINUS}${text}` : text;
}

/** 0.124 → "12.4%", −0.05 → "−5.0%". */
export function percent(fraction: number): string {
  return `${fixed(fraction * 100, 1)}%`;
}

/** 0.42 → "0.42": the HHI is read as a plain 0..1 number. */
export function ratio(value: number): string {
  return fixed(value, 2);
}

/** 1234567.891 → "1,234,567.89". */
function grouped(value: number, decimals: number): string {
  const [whole, fraction] = fixed(value, decimals).split('.') as [string, string?];
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

/** A total in dollars and cents: "$12,345.67". */
export function usd(value: number): string {
  return value < 0 ? `${MINUS}$${grouped(-value, 2)}` : `$${grouped(value, 2)}`;
}

/**
 * What a stablecoin is meant to be worth, in its own currency: "$1", "€1".
 * Its price is always shown in dollars (pegPrice); the engine measures it
 * against the peg currency's dollar rate.
 */
export function pegTarget(currency: PegCurrency): string {
  return currency === 'EUR' ? '€1' : '$1';
}

/** The peg for a sentence: "$1", or for another currency its dollar worth today, "€1 (about $1.08 today)". */
export function pegTargetWorth(currency: PegCurrency, rateUsd: number): string {
  return currency === 'USD' ? pegTarget(currency) : `${pegTarget(currency)} (about ${usd(rateUsd)} today)`;
}

/** A stablecoin's price, to the hundredth of a cent so small drifts show: "$0.9987". */
export function pegPrice(value: number): string {
  return `$${value.toFixed(4)}`;
}

/** "1 token", "3 tokens". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** "1.50" → "1.5", "4.0" → "4": an approximate figure needs no padding zeros. */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

const LARGE_UNITS = [
  [1e9, 'B'],
  [1e6, 'M'],
] as const;

/**
 * An amount to trade, to three significant figures: "38,900", "1.25", "0.000123",
 * and from a million on "12.3M", "4.1B". Trade sizes are advice, not orders:
 * three figures say how much without false precision.
 */
export function compactNumber(value: number): string {
  if (!(value > 0) || !Number.isFinite(value)) return '0';
  const rounded = roundSignificant(value, 3);
  for (const [unit, suffix] of LARGE_UNITS) {
    // From the unrounded value: rounding twice would turn 4.149B into 4.2B.
    const scaled = value / unit;
    if (rounded >= unit) return `${trimZeros(grouped(scaled, scaled < 99.95 ? 1 : 0))}${suffix}`;
  }
  return trimZeros(grouped(rounded, Math.max(0, 2 - Math.floor(Math.log10(rounded)))));
}

/**
 * Ribbit's one money format: thousands separators, and cents only where they matter (under
 * $100, and not ".00"): "$204,000", "$1,234", "$12.50", "$12", "$0.52"; under a cent, three
 * significant figures ("$0.00123"), so a dust amount is not shown as $0.
 */
export function money(value: number): string {
  const size = Math.abs(value);
  const sign = value < 0 ? MINUS : '';
  if (size >= 100) return `${sign}$${grouped(size, 0)}`;
  if (size > 0 && size < 0.01) return `${sign}$${trimZeros(roundSignificant(size, 3).toFixed(Math.max(2, 2 - Math.floor(Math.log10(size)))))}`;
  const text = grouped(size, 2);
  return `${sign}$${text.endsWith('.00') ? text.slice(0, -3) : text}`;
}

/** About this many dollars, to three significant figures in the money format: "≈ $204,000", "≈ $4,150,000", "≈ $0.52". */
export function approxUsd(value: number): string {
  return `≈ ${money(value > 0 && Number.isFinite(value) ? roundSignificant(value, 3) : 0)}`;
}
