/**
 * A buy never makes a position one the next round would trim: doubling a small position among tokens that move
 * with it can more than double its part, and one bought to twice its budget (TRIM_BUDGETS) would be sold again,
 * the two rules chasing each other round after round. The part after a buy paid from cash is measured exactly,
 * and the buy cut back by bisection to just under that line.
 */
import { BUY_MORE_MAX_WEIGHT, TRIM_BUDGETS } from '../thresholds';
import type { PlanAsset } from './model';
import { SQRT_YEAR, type RiskReading } from './risk';

const STEPS = 32;

/** The asset's part of the wallet's volatility after `cents` more of it are bought with cash. */
function partAfter(risk: RiskReading, asset: PlanAsset, index: number, cents: number): number {
  const returns = asset.returns;
  if (!returns || !risk.partSeries) return Number.NaN;
  const extra = cents / 100 / risk.totalUsd;
  const weight = risk.weights[index] + extra;
  let products = 0;
  let squares = 0;
  for (let day = 0; day < returns.length; day++) {
    const wallet = risk.partSeries[day] + extra * returns[day];
    products += returns[day] * wallet;
    squares += wallet * wallet;
  }
  return squares > 0 ? (weight * products * SQRT_YEAR) / Math.sqrt(returns.length * squares) : 0;
}

/** `cents` of the asset at `index`, or less, so that its part stays under the trim line. */
export function clampUnderTrim(risk: RiskReading, asset: PlanAsset, index: number, cents: number): number {
  const line = risk.budget * TRIM_BUDGETS;
  if (!(risk.totalUsd > 0) || !(partAfter(risk, asset, index, cents) >= line)) return cents;
  let [low, high] = [0, cents];
  for (let step = 0; step < STEPS && high - low > 1; step++) {
    const middle = Math.floor((low + high) / 2);
    if (partAfter(risk, asset, index, middle) >= line) high = middle;
    else low = middle;
  }
  return low;
}

/**
 * `cents` of the asset at `index`, or less, so that it ends no larger than BUY_MORE_MAX_WEIGHT of the wallet: the
 * line past which Ribbit never adds to a token, new or held, as its words promise ("nor past 25% of your money").
 */
export function clampUnderMaxWeight(risk: RiskReading, index: number, cents: number): number {
  if (!(risk.totalUsd > 0)) return cents;
  const room = Math.floor((BUY_MORE_MAX_WEIGHT - risk.weights[index]) * risk.totalUsd * 100);
  return Math.max(0, Math.min(cents, room));
}
