/**
 * The wallet's risk at one state of the ledger (docs/engine.md "Risk budgets", "Wallet volatility"): each
 * asset's weight, the budget per token, each token's part of the wallet's volatility, and the wallet's yearly
 * swing, all over the last VOLATILITY_DAYS daily returns, so the planner can measure every wallet its trades
 * leave. Realised (returns not demeaned) and annualised by √365, as a token's own volatility.
 */
import { MIN_BUDGET_WEIGHT, TRADING_DAYS_PER_YEAR } from '../thresholds';
import { filled } from '../arrays';
import type { Ledger } from './ledger';
import type { SwingLevel } from './level';
import type { PlanAsset } from './model';

/** Each token's equal share of the risk level's swing (docs/engine.md "Risk budgets", "Risk levels"). */
export interface RiskBudget {
  /** Tokens held of at least MIN_BUDGET_WEIGHT of the wallet (at least 1). */
  assets: number;
  /** target / assets: each one's budget for its part of the wallet's volatility. */
  swing: number;
  /** The swing the budgets share (plan/level.ts). */
  target: number;
  /** The swing no buy may pass. */
  ceiling: number;
}

export interface RiskReading {
  totalUsd: number;
  /** By asset, in the ledger's order. */
  weights: number[];
  /** Stablecoins on their peg, as a share of the wallet. */
  stableShare: number;
  /** Tokens of at least MIN_BUDGET_WEIGHT: the wallet's crypto is spread over this many (0 for none). */
  cryptoTokens: number;
  /** The same, at least 1: they share the target. */
  budgetAssets: number;
  /** level.target / budgetAssets: each token's budget for its part of the wallet's volatility. */
  budget: number;
  /** The risk level it was read at. */
  level: SwingLevel;
  /** Each token's part of the wallet's volatility (the Euler parts, which add up to the tokens' swing); NaN where unknown. */
  parts: number[];
  /** Σ parts over the tokens whose part is known: every verdict's swing share divides by it. */
  partsSum: number;
  /** The tokens' daily returns together (value-weighted): the parts' series, for the buys' cap (clamp.ts). */
  partSeries: number[] | null;
  /** The wallet's annualised volatility, a stablecoin off its peg included; null when a moving asset's history is too short. */
  swing: number | null;
  /** Its daily returns, value-weighted, cash at 0. */
  swingSeries: number[] | null;
}

export const SQRT_YEAR = Math.sqrt(TRADING_DAYS_PER_YEAR);
/** Local copy: the module loader turns an imported binding into a getter call, which in these loops costs more than the sums. */
const MIN_WEIGHT = MIN_BUDGET_WEIGHT;

/**
 * The last reading per ledger, with the ledger's version and the level it was made at: the planner asks again and
 * again between moves, at one level.
 */
const lastReading = new WeakMap<Ledger, { version: number; reading: RiskReading }>();

export function readRisk(ledger: Ledger, level: SwingLevel): RiskReading {
  const last = lastReading.get(ledger);
  if (last && last.version === ledger.version && last.reading.level === level) return last.reading;
  const reading = measure(ledger, level);
  lastReading.set(ledger, { version: ledger.version, reading });
  return reading;
}

/** The budget a rule reads (rules/book), from a reading. */
export function budgetOf(risk: RiskReading): RiskBudget {
  return { assets: risk.budgetAssets, swing: risk.budget, target: risk.level.target, ceiling: risk.level.ceiling };
}

function measure(ledger: Ledger, level: SwingLevel): RiskReading {
  const { assets } = ledger;
  const totalUsd = ledger.totalUsd();
  const weights = filled(assets.length, 0);
  let budgetAssets = 0;
  for (let i = 0; i < assets.length; i++) {
    weights[i] = totalUsd > 0 ? ledger.centsAt(i) / 100 / totalUsd : 0;
    if (assets[i].kind === 'token' && weights[i] >= MIN_WEIGHT) budgetAssets++;
  }
  const cryptoTokens = budgetAssets;
  budgetAssets = Math.max(1, budgetAssets);
  const partSeries = weightedSeries(assets, weights, 'parts');
  const swing = swingCountsOnlyParts(assets, weights) ? partSeries : weightedSeries(assets, weights, 'swing');
  const parts = partsOf(assets, weights, partSeries);
  let partsSum = 0;
  for (const part of parts) if (!Number.isNaN(part)) partsSum += part;
  return {
    totalUsd,
    weights,
    stableShare: totalUsd > 0 ? ledger.cashCents() / 100 / totalUsd : 0,
    cryptoTokens,
    budgetAssets,
    budget: level.target / budgetAssets,
    level,
    parts,
    partsSum,
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
function weightedSeries(assets: readonly PlanAsset[], weights: readonly number[], of: 'parts' | 'swing'): number[] | null | 'unknown' {
  let series: number[] | null = null;
  for (let i = 0; i < assets.length; i++) {
    const { kind, returns } = assets[i];
    const weight = weights[i];
    if ((of === 'parts' ? kind !== 'token' : kind === 'cash') || !(weight > 0)) continue;
    if (!returns) {
      if (of === 'parts') continue;
      return 'unknown';
    }
    series ??= filled(returns.length, 0);
    for (let day = 0; day < series.length; day++) series[day] += weight * returns[day];
  }
  return series;
}

/**
 * Whether the swing's series is the parts' own: nothing held but tokens with a month of prices and cash, as in
 * most wallets, so the sum need not be taken twice (the two are read, never written).
 */
function swingCountsOnlyParts(assets: readonly PlanAsset[], weights: readonly number[]): boolean {
  for (let i = 0; i < assets.length; i++) {
    const { kind, returns } = assets[i];
    if (weights[i] > 0 && (kind === 'token' ? !returns : kind !== 'cash')) return false;
  }
  return true;
}

/** Root mean square of daily returns × √365. */
export function volatility(series: readonly number[]): number {
  let squares = 0;
  for (const value of series) squares += value * value;
  return Math.sqrt(squares / series.length) * SQRT_YEAR;
}

/** Euler parts: share × covariance with the tokens' series ÷ its volatility. */
function partsOf(assets: readonly PlanAsset[], weights: readonly number[], series: number[] | null | 'unknown'): number[] {
  const parts = filled(assets.length, Number.NaN);
  if (!series || series === 'unknown') return parts;
  let squares = 0;
  for (const value of series) squares += value * value;
  if (!(squares > 0)) return parts;
  const scale = SQRT_YEAR / Math.sqrt(series.length * squares);
  for (let i = 0; i < assets.length; i++) {
    const { kind, returns } = assets[i];
    if (kind !== 'token' || !returns) continue;
    let products = 0;
    for (let day = 0; day < series.length; day++) products += returns[day] * series[day];
    parts[i] = weights[i] * products * scale;
  }
  return parts;
}
