/** How the grades write changes, in en-US digits like the rest of the app; prices are lib/money's. */

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoSignificant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

/**
 * A fraction's size in percent, unsigned: "7.2", "0.021". Under 0.05 % one decimal would
 * read "0.0" beside a verdict that very move decided (a stablecoin's hold, a sell by a
 * hair), so small sizes keep two significant digits.
 */
function percentDigits(fraction: number): string {
  const percent = Math.abs(fraction) * 100;
  if (percent === 0) return '0.0';
  return (percent < 0.05 ? twoSignificant : oneDecimal).format(percent);
}

/** "+20.0 %", "−12.4 %" (a true minus sign), "−0.021 %", "0.0 %" only when unchanged. */
export function formatChange(change: number): string {
  if (change === 0) return '0.0 %';
  return `${change > 0 ? '+' : '−'}${percentDigits(change)} %`;
}

/** A hold's usual weekly range, either way: "±7.2 %". */
export function formatRange(range: number): string {
  return `±${percentDigits(range)} %`;
}
