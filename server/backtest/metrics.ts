import type { EquityCurve } from './simulate';

const WEEKS_PER_YEAR = 52;

export interface Metrics {
  /** Mean weekly return / its standard deviation × √52; no risk-free rate (the reserve earns nothing). 0 for a flat curve. */
  sharpe: number;
  /** Largest fall from a running peak of the daily values, as a positive fraction. */
  maxDrawdown: number;
  /** Last value / first value − 1. */
  totalReturn: number;
}

export function sharpeRatio(values: readonly number[]): number {
  const returns: number[] = [];
  for (let i = 1; i < values.length; i++) returns.push(values[i] / values[i - 1] - 1);
  if (returns.length < 2) return 0;
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  // A wallet sitting in the reserve has no risk and no return: Sharpe 0, not ±∞ from rounding.
  return variance > 1e-18 ? (mean / Math.sqrt(variance)) * Math.sqrt(WEEKS_PER_YEAR) : 0;
}

export function maxDrawdown(values: readonly number[]): number {
  let peak = 0;
  let deepest = 0;
  for (const value of values) {
    if (value > peak) peak = value;
    else if (peak > 0) deepest = Math.max(deepest, 1 - value / peak);
  }
  return deepest;
}

export function measure(curve: EquityCurve): Metrics {
  const { daily, weekly } = curve;
  return { sharpe: sharpeRatio(weekly), maxDrawdown: maxDrawdown(daily), totalReturn: daily[daily.length - 1] / daily[0] - 1 };
}

/** Better on both counts: a higher Sharpe ratio and a smaller maximum drawdown. */
export function beats(a: Metrics, b: Metrics): boolean {
  return a.sharpe > b.sharpe && a.maxDrawdown < b.maxDrawdown;
}
