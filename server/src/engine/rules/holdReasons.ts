import type { RiskBudget } from '../riskBudget';
import { figure, POINTS } from '../text/comparison';
import * as T from '../thresholds';
import type { FiredRule, Signals } from '../types';
import { DOWNTREND } from './heldRules';
import { fire, type Condition, type Observations } from './rule';

/** Days of closes the slowest signal needs: a 90-day window spans 91 closes. */
export const FULL_HISTORY_DAYS = Math.max(T.LONG_RETURN_DAYS, T.VOLATILITY_DAYS, T.DRAWDOWN_DAYS) + 1;

/**
 * Why a token that no rule trades is held, as rule entries (action hold), so every call has a
 * "Why?" with figures that can be checked: too little history, dust, a downtrend already small,
 * a share past the most Ribbit adds to, or a part of the wallet's volatility inside its band.
 * The first that applies, in the order the description says them (text/describeHolding.ts);
 * none when the part cannot be measured (the description says so).
 */
export function holdReasons(signals: Signals, budget: RiskBudget, contribution: number | null, historyDays: number): FiredRule[] {
  const observations: Observations = { ...signals, riskContribution: contribution, historyDays };
  for (const [index, { id, conditions }] of reasonsFor(budget).entries()) {
    // Past the history and dust checks, an unmeasured part explains itself in words only.
    if (index === 2 && contribution === null) return [];
    const fired = fire({ id, action: 'hold', conditions }, observations);
    if (fired.length > 0) return fired;
  }
  return [];
}

interface Reason {
  id: string;
  conditions: Condition[];
}

/** Built once per budget, as the rules' own table (heldRules.ts). */
const REASONS = new Map<string, readonly Reason[]>();

function reasonsFor(budget: RiskBudget): readonly Reason[] {
  const key = `${budget.assets}|${budget.swing}`;
  const cached = REASONS.get(key);
  if (cached) return cached;
  const of = `its budget of ${figure(budget.swing, POINTS)}`;
  const underHalf: Condition = { signal: 'riskContribution', comparison: '<', threshold: T.BUY_MORE_BUDGETS * budget.swing, meaning: `half ${of}` };
  const reasons: Reason[] = [
    {
      id: 'short-history',
      conditions: [{ signal: 'historyDays', comparison: '<', threshold: FULL_HISTORY_DAYS, meaning: 'what the trend and risk rules need' }],
    },
    { id: 'dust', conditions: [{ signal: 'weight', comparison: '<', threshold: T.MIN_BUDGET_WEIGHT, meaning: 'too small to take a share of the risk' }] },
    {
      id: 'small-downtrend',
      conditions: [...DOWNTREND, { signal: 'riskContribution', comparison: '<', threshold: T.DOWNTREND_BUDGETS * budget.swing, meaning: `half ${of}` }],
    },
    {
      id: 'past-max-weight',
      conditions: [underHalf, { signal: 'weight', comparison: '>=', threshold: T.BUY_MORE_MAX_WEIGHT, meaning: 'the most Ribbit adds to' }],
    },
    {
      id: 'within-budget',
      conditions: [
        { signal: 'riskContribution', comparison: '>=', threshold: T.BUY_MORE_BUDGETS * budget.swing, meaning: `half ${of}` },
        { signal: 'riskContribution', comparison: '<', threshold: T.TRIM_BUDGETS * budget.swing, meaning: `twice ${of}` },
      ],
    },
  ];
  REASONS.set(key, reasons);
  return reasons;
}
