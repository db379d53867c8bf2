/**
 * The geometry and words of a price line, apart from its drawing so both can be
 * tested from plain numbers.
 */

/**
 * The line's vertical scale spans at least this share of the price: a stablecoin
 * wobbling by 0.02 % draws flat, not as a jagged swing from top to bottom.
 */
const MIN_RANGE_SHARE = 0.02;

/** SVG polyline points ("x,y x,y …") of `points` (≥ 2) in a width × height box, y down. */
export function polylinePoints(points: readonly number[], width: number, height: number): string {
  const low = Math.min(...points);
  const high = Math.max(...points);
  const range = Math.max(high - low, ((high + low) / 2) * MIN_RANGE_SHARE);
  const middle = (high + low) / 2;
  const step = width / (points.length - 1);
  return points
    .map((point, i) => {
      const y = height / 2 - ((point - middle) / range) * height;
      return `${(i * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

export interface LineTrend {
  direction: 'up' | 'down' | 'flat';
  /** The accessible name: "90-day price: down 23.4%", "30-day price: up 5.0%", "90-day price: unchanged". */
  label: string;
}

/** Where the line went, last point over first, to a tenth of a percent: flat when that rounds to 0.0 %. */
export function lineTrend(points: readonly number[]): LineTrend {
  const change = points[points.length - 1] / points[0] - 1;
  const tenths = Math.round(Math.abs(change) * 1000);
  const days = `${points.length}-day price`;
  if (tenths === 0) return { direction: 'flat', label: `${days}: unchanged` };
  const direction = change > 0 ? 'up' : 'down';
  return { direction, label: `${days}: ${direction} ${(tenths / 10).toFixed(1)}%` };
}
