/**
 * The wallet's risk at one state of the ledger (docs/engine.md "Risk budgets", "Wallet volatility"): each
 * asset's weight, the budget per token, each token's part of the wallet's volatility, and the wallet's yearly
 * swing, all over the last VOLATILITY_DAYS daily returns, so the planner can measure every wallet its trades
 * leave. Realised (returns not demeaned) and annualised by √365, as a token's own volatility.
 */
import { MIN_BUDGET_WEIGHT, TARGET_VOLATILITY, TRADING_DAYS_PER_YEAR } from '../thresholds';
import type { Ledger } from './ledger';
import type { PlanAsset } from './model';

export interface RiskReading {
  totalUsd: number;
  /** By asset, in the ledger's order. */
  weights: Float64Array;
  /** Tokens of at least MIN_BUDGET_WEIGHT: they share the target (at least 1). */
  budgetAssets: number;
  /** TARGET_VOLATILITY / budgetAssets: each token's budget for its part of the wallet's volatility. */
  budget: number;
  /** Each token's part of the wallet's volatility (the Euler parts, which add up to the tokens' swing); NaN where unknown. */
  parts: Float64Array;
  /** The tokens' daily returns together (value-weighted): the parts' series, for the buys' cap (clamp.ts). */
  partSeries: Float64Array | null;
  /** The wallet's annualised volatility, a stablecoin off its peg included; null when a moving asset's history is too short. */
  swing: number | null;
  /** Its daily returns, value-weighted, cash at 0. */
  swingSeries: Float64Array | null;
}

export const SQRT_YEAR = Math.sqrt(TRADING_DAYS_PER_YEAR);

export function readRisk(ledger: Ledger): RiskReading {
  const { assets } = ledger;
  const totalUsd = ledger.totalUsd();
  const weights = new Float64Array(assets.length);
  let budgetAssets = 0;
  assets.forEach((asset, i) => {
    weights[i] = totalUsd > 0 ? ledger.valueOf(asset) / totalUsd : 0;
    if (asset.kind === 'token' && weights[i] >= MIN_BUDGET_WEIGHT) budgetAssets++;
  });
  budgetAssets = Math.max(1, budgetAssets);
  const partSeries = weightedSeries(assets, weights, 'parts');
  const swing = weightedSeries(assets, weights, 'swing');
  return {
    totalUsd,
    weights,
    budgetAssets,
    budget: TARGET_VOLATILITY / budgetAssets,
    parts: partsOf(assets, weights, partSeries),
    partSeries: partSeries === 'unknown' ? null : partSeries,
    swing: swing === 'unknown' ? null : swing ? volatility(swing) : 0,
    swingSeries: swing === 'unknown' ? null : swing,
  };
}

/**
 * Σ weight × returns: over the tokens for their parts (a token without a month of prices has no part, the
 * others still do), over everything but cash for the swing (then one without is 'unknown': the swing cannot be
 * measured). null when nothing counted is held.
 */
function weightedSeries(assets: readonly PlanAsset[], weights: Float64Array, of: 'parts' | 'swing'): Float64Array | null | 'unknown' {
  let series: Float64Array | null = null;
  for (const [i, asset] of assets.entries()) {
    const counted = of === 'parts' ? asset.kind === 'token' : asset.kind !== 'cash';
    if (!counted || !(weights[i] > 0)) continue;
    if (!asset.returns) {
      if (of === 'parts') continue;
      return 'unknown';
    }
    series ??= new Float64Array(asset.returns.length);
    for (let day = 0; day < series.length; day++) series[day] += weights[i] * asset.returns[day];
  }
  return series;
}

/** Root mean square of daily returns × √365. */
export function volatility(series: Float64Array): number {
  let squares = 0;
  for (const value of series) squares += value * value;
  return Math.sqrt(squares / series.length) * SQRT_YEAR;
}

/** Euler parts (riskContribution.ts): share × covariance with the tokens' series ÷ its volatility. */
function partsOf(assets: readonly PlanAsset[], weights: Float64Array, series: Float64Array | null | 'unknown'): Float64Array {
  const parts = new Float64Array(assets.length).fill(Number.NaN);
  if (!series || series === 'unknown') return parts;
  let squares = 0;
  for (const value of series) squares += value * value;
  if (!(squares > 0)) return parts;
  const scale = SQRT_YEAR / Math.sqrt(series.length * squares);
  assets.forEach((asset, i) => {
    if (asset.kind !== 'token' || !asset.returns) return;
    let products = 0;
    for (let day = 0; day < series.length; day++) products += asset.returns[day] * series[day];
    parts[i] = weights[i] * products * scale;
  });
  return parts;
}
