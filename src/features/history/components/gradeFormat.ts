/** How the grades write prices and changes, in en-US digits like the rest of the app. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 6 });

/** "$3,012.5", "$0.0000123": six significant digits, so tiny prices keep theirs. */
export function formatUsd(price: number): string {
  return usd.format(price);
}

/** "+20.0 %", "−12.4 %" (a true minus sign), "0.0 %". */
export function formatChange(change: number): string {
  const percent = (change * 100).toFixed(1);
  if (percent === '0.0' || percent === '-0.0') return '0.0 %';
  return change > 0 ? `+${percent} %` : `−${percent.slice(1)} %`;
}
