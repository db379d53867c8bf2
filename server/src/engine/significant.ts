/**
 * `value` (> 0, finite) to `digits` significant figures. Integer arithmetic over
 * an exact power of ten rather than toPrecision: the quotient of two exact
 * doubles is the double nearest the decimal, so it prints short ("0.1235", not
 * "0.12350000000000001"), and it is several times faster, which counts for
 * the 90 points of every token's price line.
 */
export function roundSignificant(value: number, digits: number): number {
  const shift = digits - 1 - Math.floor(Math.log10(value));
  return shift >= 0 ? Math.round(value * 10 ** shift) / 10 ** shift : Math.round(value / 10 ** -shift) * 10 ** -shift;
}
