/**
 * The one way Ribbit writes an amount of dollars outside the spec's own fixed formats (the Token
 * Details total with 4 decimals, the 'current price: $price/symbol' line): plan steps, card
 * values, wallet figures and the graded history's prices. en-US digits, like every number shown.
 *
 * Cents only where they matter: from $1,000 up whole dollars ("$204,000"), from $1 cents when
 * there are any ("$12.50", "$12"), under $1 four significant digits, so a small price keeps its
 * own ("$0.9998", "$0.0000123").
 */
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const small = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

function digits(amount: number): string {
  if (amount >= 999.5) return whole.format(amount);
  if (amount >= 1) {
    const withCents = cents.format(amount);
    return withCents.endsWith('.00') ? withCents.slice(0, -3) : withCents;
  }
  if (amount === 0) return '0';
  // At least the cents: "0.5" reads as dollars and cents as "0.50".
  const [units, fraction = ''] = small.format(amount).split('.');
  return `${units}.${fraction.padEnd(2, '0')}`;
}

/** "$204,000", "$12.50", "$0.9998", "−$1,234" (a true minus sign). */
export function formatUsd(amount: number): string {
  return amount < 0 ? `−$${digits(-amount)}` : `$${digits(amount)}`;
}
