/**
 * Daily USD closes for the local chain's feeds, one per day, oldest first.
 * Each regime is a shape (key levels at given days ago, joined in log space)
 * times seeded noise, scaled so the latest close is the token's price today.
 * The shapes are chosen against the engine's rules (docs/engine.md), so the
 * demo wallets show every action; server/test/demo/demoWallets.test.ts
 * keeps them honest (each token's action within what its regime allows).
 */
import { normalGenerator, seedFrom } from './prng';

/** Days of history before today: 181 rounds, today included. */
export const HISTORY_DAYS = 180;

export type Regime = 'uptrend' | 'downtrend' | 'crash' | 'sideways' | 'depeg' | 'stable';

/** [days ago, level relative to today's price]; days ago descending, ending at [0, 1]. */
type Shape = ReadonlyArray<readonly [number, number]>;

const SHAPES: Record<Regime, Shape> = {
  // Climbing for six months: up over 30 and 90 days, well above its 50-day average.
  uptrend: [
    [180, 0.5],
    [120, 0.62],
    [90, 0.68],
    [45, 0.8],
    [30, 0.85],
    [0, 1],
  ],
  // Sliding for six months: down over 30 and 90 days, well under its 50-day average.
  downtrend: [
    [180, 1.9],
    [120, 1.65],
    [90, 1.55],
    [45, 1.3],
    [30, 1.2],
    [0, 1],
  ],
  // Steady until three weeks ago, then a fall of about 75 %.
  crash: [
    [180, 3.6],
    [120, 4.1],
    [60, 3.9],
    [22, 4.0],
    [12, 1.6],
    [4, 1.1],
    [0, 1],
  ],
  // Range-bound: no trend for the rules to act on.
  sideways: [
    [180, 1.02],
    [140, 1.1],
    [100, 0.95],
    [60, 1.05],
    [30, 0.97],
    [0, 1],
  ],
  // A dollar token holding $1 until three weeks ago, then slipping to today's price (under $0.90).
  depeg: [
    [180, 1.124],
    [21, 1.124],
    [12, 1.09],
    [5, 1.045],
    [0, 1],
  ],
  stable: [
    [180, 1],
    [0, 1],
  ],
};

export interface SeriesSpec {
  /** Seeds the noise; the token's symbol. */
  label: string;
  regime: Regime;
  /** Today's close, USD per whole unit. */
  priceUsd: number;
  /** Annualised volatility of the noise, e.g. 0.6 = 60 %. */
  volatility: number;
}

function levelAt(shape: Shape, daysAgo: number): number {
  for (let i = 0; i < shape.length - 1; i++) {
    const [olderDay, olderLevel] = shape[i];
    const [newerDay, newerLevel] = shape[i + 1];
    if (daysAgo <= olderDay && daysAgo >= newerDay) {
      const progress = (olderDay - daysAgo) / (olderDay - newerDay);
      return Math.exp(Math.log(olderLevel) + progress * (Math.log(newerLevel) - Math.log(olderLevel)));
    }
  }
  throw new RangeError(`No level ${daysAgo} days ago`);
}

/**
 * HISTORY_DAYS + 1 closes, oldest first; the last is exactly `priceUsd`.
 * The noise is independent per day (not a random walk), so the trend comes from
 * the shape alone and the daily swings give the asked volatility:
 * std(log return) = σ·√2 = volatility / √365.
 */
export function priceSeries(spec: SeriesSpec): number[] {
  const shape = SHAPES[spec.regime];
  const normal = normalGenerator(seedFrom(`${spec.label}:${spec.regime}`));
  const sigma = spec.volatility / Math.sqrt(2 * 365);
  const closes: number[] = [];
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo--) {
    const noise = daysAgo === 0 ? 0 : sigma * normal();
    closes.push(spec.priceUsd * levelAt(shape, daysAgo) * Math.exp(noise));
  }
  return closes;
}
