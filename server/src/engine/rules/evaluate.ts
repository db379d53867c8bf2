import type { Action } from '../../domain/types';
import type { FiredRule, Signals } from '../types';
import type { RiskBudget } from '../riskBudget';
import { STABLECOIN_RULES, tokenRules } from './heldRules';
import { strongestAction } from './precedence';
import { fire, type Observations } from './rule';

export interface Verdict {
  action: Action;
  /** Every rule that fired, strongest first. */
  rules: FiredRule[];
  /** The rule that decided the action; null when none fired (plain hold). */
  decidedBy: string | null;
}

/** Where a position stands in the wallet's risk: the budget per asset and its part of the wallet's volatility (null: unknown). */
export interface PositionRisk {
  budget: RiskBudget;
  contribution: number | null;
}

/**
 * Runs the held-token rules that apply to this token (less any switched off) and
 * picks the strongest action.
 */
export function judgeHolding(signals: Signals, isStable: boolean, risk: PositionRisk, disabledRules: readonly string[] = []): Verdict {
  const table = isStable ? STABLECOIN_RULES : tokenRules(risk.budget);
  const rules: FiredRule[] = [];
  const observations: Observations = { ...signals, riskContribution: risk.contribution };
  for (const rule of table) {
    if (disabledRules.includes(rule.id)) continue;
    for (const entry of fire(rule, observations)) rules.push(entry);
  }
  const action = strongestAction(rules);
  const decidedBy = rules.find((rule) => rule.action === action)?.id ?? null;
  return { action, rules, decidedBy };
}
