/** How the grades write changes, in en-US digits like the rest of the app; prices are lib/money's. */
import type { GradeBasis, Verdict } from '../grading';

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoSignificant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });
const daysFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

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

/** A usual move, either way: "±7.2 %". */
export function formatRange(range: number): string {
  return `±${percentDigits(range)} %`;
}

/** "1 day", "2 days", "2.5 days": the time a usual move is measured over. */
function formatDays(days: number): string {
  const shown = daysFormat.format(days);
  return `${shown} day${shown === '1' ? '' : 's'}`;
}

/**
 * What a verdict was measured against, in words after it: "usual move in 2 days: ±4.4 %"; for a
 * dollar stablecoin, where its price stands against the peg ("kept its $1 peg", "still 11.0 % off
 * its $1 peg"). A hold or a sell judged without it would read as a mistake ("+0.1 % ✗ wrong").
 */
export function basisText(basis: GradeBasis, verdict: Verdict): string {
  if (basis.kind === 'usual move') return `usual move in ${formatDays(basis.days)}: ${formatRange(basis.range)}`;
  const off = `${percentDigits(basis.offNow)} % off`;
  const onPeg = basis.offNow < basis.band;
  if (onPeg) return verdict === 'right' ? 'kept its $1 peg' : `back within ${percentDigits(basis.band)} % of $1`;
  return verdict === 'right' ? `still ${off} its $1 peg` : `lost its $1 peg: ${off}`;
}
