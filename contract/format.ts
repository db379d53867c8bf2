/**
 * How every amount in an answer is written, by the service's words and by the app alike, so a figure that
 * appears twice (the overview, the plan, a card, the history) reads the same both times (docs/engine.md
 * "One figure, one wording"). Hand-written rather than Intl, so the text is the same on every machine; a
 * negative number takes the real minus sign "−".
 */

const MINUS = '\u2212';

/** `value` (> 0, finite) to `digits` significant figures, by integer arithmetic over an exact power of ten. */
export function roundSignificant(value: number, digits: number): number {
  const shift = digits - 1 - Math.floor(Math.log10(value));
  return shift >= 0 ? Math.round(value * 10 ** shift) / 10 ** shift : Math.round(value / 10 ** -shift) * 10 ** -shift;
}

/** 1234567.891 with 2 decimals → "1,234,567.89" (half away from zero; `value` ≥ 0). */
function grouped(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const scaled = Math.round(value * factor);
  if (!Number.isSafeInteger(scaled)) return value.toFixed(decimals);
  const whole = Math.floor(scaled / factor);
  const wholeText = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals > 0 ? `${wholeText}.${String(scaled - whole * factor).padStart(decimals, '0')}` : wholeText;
}

/** "1.50" → "1.5", "4.0" → "4". */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * Dollars: whole dollars from $100 ("$204,117"), cents below where there are any ("$12.50", "$12"), under $1
 * four significant figures ("$0.9998", "$0.0000123"), "$0" for nothing.
 */
export function formatUsd(amount: number): string {
  const size = Math.abs(amount);
  const sign = amount < 0 && size > 0 ? MINUS : '';
  if (!Number.isFinite(size) || size === 0) return '$0';
  if (size >= 99.995) return `${sign}$${grouped(size, 0)}`;
  if (size >= 1) {
    const text = grouped(size, 2);
    return `${sign}$${text.endsWith('.00') ? text.slice(0, -3) : text}`;
  }
  const rounded = roundSignificant(size, 4);
  const decimals = Math.max(2, 3 - Math.floor(Math.log10(rounded)));
  const text = trimZeros(rounded.toFixed(decimals));
  return `${sign}$${text.includes('.') && text.split('.')[1].length < 2 ? text.padEnd(text.indexOf('.') + 3, '0') : text}`;
}

const LARGE_UNITS = [
  [1e9, 'B'],
  [1e6, 'M'],
] as const;

/**
 * An amount of a token to trade or held, to three significant figures: "38,900", "1.25", "0.000123", and from a
 * million on "12.3M", "4.5B". Advice, not an order: three figures say how much without false precision.
 */
export function formatUnits(value: number): string {
  if (!(value > 0) || !Number.isFinite(value)) return '0';
  const rounded = roundSignificant(value, 3);
  for (const [unit, suffix] of LARGE_UNITS) {
    // From the unrounded value: rounding twice would turn 4.149B into 4.2B.
    const scaled = value / unit;
    if (rounded >= unit) return `${trimZeros(grouped(scaled, scaled < 99.95 ? 1 : 0))}${suffix}`;
  }
  return trimZeros(grouped(rounded, Math.max(0, 2 - Math.floor(Math.log10(rounded)))));
}
