/** Hand-made daily series for the backtest's tests. */
import { dayOf, type Series } from '../../backtest/series';

export const START = dayOf('2020-01-01');

/** closes[i] = f(i) for i in 0..days−1, from START. */
export function makeSeries(symbol: string, days: number, f: (day: number) => number): Series {
  return { symbol, firstDay: START, closes: Array.from({ length: days }, (_, day) => f(day)) };
}

/** +0.3 % a day, smoothly: no signal but a calm uptrend. */
export const steadyRise = (days = 240) => makeSeries('RISE', days, (i) => 100 * Math.exp(0.003 * i));

/** Flat at 100 for 150 days, then down 1.5 % a day to the end. */
export const crash = (days = 240) => makeSeries('CRASH', days, (i) => (i < 150 ? 100 : 100 * Math.exp(-0.015 * (i - 149))));

/** A dollar stablecoin's price: $1 every day. */
export const flatStable = (days = 240) => makeSeries('USDX', days, () => 1);
