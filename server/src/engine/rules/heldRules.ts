import * as T from '../thresholds';
import type { RiskBudget } from '../riskBudget';
import { figure, PERCENT, POINTS } from '../text/comparison';
import type { Condition, Rule } from './rule';

/** An uptrend: at least TREND_SMA_GAP above the 50-day average and up over 30 days (what a buy suggestion needs). */
export const UPTREND: readonly Condition[] = [
  { signal: 'priceVsSma50', comparison: '>=', threshold: T.TREND_SMA_GAP },
  { signal: 'return30d', comparison: '>', threshold: 0 },
];

/** A downtrend, its mirror image: at least TREND_SMA_GAP below the 50-day average and down over 30 days. */
export const DOWNTREND: readonly Condition[] = [
  { signal: 'priceVsSma50', comparison: '<=', threshold: -T.TREND_SMA_GAP },
  { signal: 'return30d', comparison: '<', threshold: 0 },
];

/** A stablecoin within DEPEG_SELL of $1. */
export const ON_PEG: readonly Condition[] = [{ signal: 'pegDeviation', comparison: '<', threshold: T.DEPEG_SELL }];

/** Rules for a held stablecoin. Trend rules do not apply: its price should not move. */
export const STABLECOIN_RULES: readonly Rule[] = [
  {
    id: 'depeg-collapse',
    action: 'strongly sell',
    conditions: [{ signal: 'pegDeviation', comparison: '>=', threshold: T.DEPEG_STRONGLY_SELL }],
  },
  {
    id: 'depeg',
    action: 'sell',
    conditions: [{ signal: 'pegDeviation', comparison: '>=', threshold: T.DEPEG_SELL }],
  },
  { id: 'on-peg', action: 'hold', conditions: ON_PEG },
];

/**
 * Rules for every other held token, strongest action first, given the wallet's
 * risk budget per asset (riskBudget.ts). Each keeps the position's part of the
 * wallet's volatility (riskContribution.ts) near the budget: halved above twice it,
 * doubled below half of it unless the token is in a downtrend, where the target
 * drops to a quarter of the budget. No rule sells
 * everything: a trade halves, so a fall is cut week by week, and a rebound finds
 * part of the position still held (docs/engine.md says what the backtest showed
 * for the full exits of engine 2.1).
 */
export function tokenRules(budget: RiskBudget): readonly Rule[] {
  // The table depends only on the budget (its texts are formatted): built once per budget, not per token.
  const key = `${budget.assets}|${budget.swing}`;
  const cached = TABLES.get(key);
  if (cached) return cached;
  const table = buildTokenRules(budget);
  TABLES.set(key, table);
  return table;
}

/** Few budgets ever occur (one per count of assets): the cache stays small. */
const TABLES = new Map<string, readonly Rule[]>();

function buildTokenRules(budget: RiskBudget): Rule[] {
  const share = budget.assets === 1 ? '' : ` shared by ${budget.assets} assets`;
  const of = `its budget of ${figure(budget.swing, POINTS)}, the wallet's ${figure(T.TARGET_VOLATILITY, PERCENT)} target volatility${share}`;
  return [
    {
      id: 'downtrend',
      action: 'sell',
      conditions: [...DOWNTREND, { signal: 'riskContribution', comparison: '>=', threshold: T.DOWNTREND_BUDGETS * budget.swing, meaning: `half ${of}` }],
    },
    {
      id: 'trim-outsized',
      action: 'sell',
      conditions: [{ signal: 'riskContribution', comparison: '>=', threshold: T.TRIM_BUDGETS * budget.swing, meaning: `twice ${of}` }],
    },
    {
      id: UNDER_BUDGET,
      action: 'buy more',
      conditions: [
        { signal: 'riskContribution', comparison: '<', threshold: T.BUY_MORE_BUDGETS * budget.swing, meaning: `half ${of}` },
        { signal: 'weight', comparison: '<', threshold: T.BUY_MORE_MAX_WEIGHT },
        { signal: 'weight', comparison: '>=', threshold: T.MIN_BUDGET_WEIGHT },
      ],
      unless: DOWNTREND,
    },
  ];
}

/** The rule that buys more: the plan pays for its calls in the order of its figures (plan.ts). */
export const UNDER_BUDGET = 'under-budget';

/** The ids of the rules for non-stable tokens, in table order (the backtest's ablation switches each off). */
export const HELD_RULE_IDS: readonly string[] = tokenRules({ assets: 1, swing: T.TARGET_VOLATILITY }).map((rule) => rule.id);
