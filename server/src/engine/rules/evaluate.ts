import type { Action } from '../../domain/types';
import type { FiredRule, Signals } from '../types';
import { STABLECOIN_RULES, TOKEN_RULES } from './heldRules';
import { strongestAction } from './precedence';
import { fire, type Observations } from './rule';

export interface Verdict {
  action: Action;
  /** Every rule that fired, strongest first. */
  rules: FiredRule[];
  /** The rule that decided the action; null when none fired (plain hold). */
  decidedBy: string | null;
}

/** The signals plus what rules derive from them (null when a part is unknown). */
export function withDerived(signals: Signals): Observations {
  const { weight, volatilityAnnual } = signals;
  return { ...signals, weightedVolatility: volatilityAnnual === null ? null : weight * volatilityAnnual };
}

/** Runs the held-token rules that apply to this token (less any switched off) and picks the strongest action. */
export function judgeHolding(signals: Signals, isStable: boolean, disabledRules: readonly string[] = []): Verdict {
  const table = isStable ? STABLECOIN_RULES : TOKEN_RULES;
  const rules: FiredRule[] = [];
  const observations = withDerived(signals);
  for (const rule of table) {
    if (disabledRules.includes(rule.id)) continue;
    for (const entry of fire(rule, observations)) rules.push(entry);
  }
  const action = strongestAction(rules);
  const decidedBy = rules.find((rule) => rule.action === action)?.id ?? null;
  return { action, rules, decidedBy };
}
