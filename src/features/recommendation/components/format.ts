/**
 * How the result view writes numbers. Counts are whole units, prices USD per unit.
 * All use en-US digits so every visitor sees the same thing the spec shows.
 */

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

// Exactly 4 decimals (spec), grouped so large holdings stay readable.
const totalValueFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

// The spec shows the raw price ("$3012.5/ETH"): no grouping, no padding zeros. Capping at
// 8 significant digits hides float noise (0.30000000000000004) and, unlike String(),
// never switches tiny prices to exponent notation (1e-7).
const priceFormat = new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 8 });

/** "1.5", "12,000", "0.000123": up to 6 decimals, trailing zeros dropped. */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** Value of a holding in USD, price × count, with exactly 4 decimals: "$4,518.7500". */
export function formatTotalValue(price: number, count: number): string {
  return `$${totalValueFormat.format(price * count)}`;
}

/** "current price: $3012.5/ETH". */
export function formatPriceLine(price: number, symbol: string): string {
  return `current price: $${priceFormat.format(price)}/${symbol}`;
}

/** Whole units, largest first; seconds per unit. */
const AGE_UNITS = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
] as const;

/** How old a price is, in the largest whole unit: "2 days", "1 hour", "under a minute". */
export function formatAge(seconds: number): string {
  for (const [unitSeconds, unit] of AGE_UNITS) {
    const count = Math.floor(seconds / unitSeconds);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'}`;
  }
  return 'under a minute';
}

/** A fraction as a percentage with one decimal, as the service writes them: 0.584 → "58.4%". */
export function formatPercent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}
