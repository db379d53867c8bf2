/**
 * Number formatting for the advice texts. Hand-written rather than Intl, so the
 * text is the same on every machine. Negative numbers take the real minus "−".
 */
import type { PegCurrency } from '../../domain/types';
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
