/** Its own module: the load generators' child processes import it without loading the service. */

/** The q-quantile (0..1) of `values` by the nearest-rank method; NaN when there is none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
