/**
 * Herfindahl–Hirschman index of a portfolio: the sum of squared weights.
 * 1 = everything in one token; 1/N for N equal positions; 0 for no positions.
 */
export function herfindahl(weights: readonly number[]): number {
  let sum = 0;
  for (const weight of weights) sum += weight * weight;
  return sum;
}

/** Each value's share of the total; all 0 when the total is not positive. */
export function weightsOf(values: readonly number[]): number[] {
  let total = 0;
  for (const value of values) total += value;
  return values.map((value) => (total > 0 ? value / total : 0));
}
