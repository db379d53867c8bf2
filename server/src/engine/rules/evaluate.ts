import type { Action } from '../../domain/types';
import type { FiredRule, Signals } from '../types';
import { STABLECOIN_RULES, TOKEN_RULES } from './heldRules';
import { strongestAction } from './precedence';
import { fire } from './rule';

export interface Verdict {
  action: Action;
  /** Every rule that fired, strongest first. */
  rules: FiredRule[];
  /** The rule that decided the action; null when none fired (plain hold). */
  decidedBy: string | null;
}

/** Runs the held-token rules that apply to this token (less any switched off) and picks the strongest action. */
export function judgeHolding(signals: Signals, isStable: boolean, disabledRules: readonly string[] = []): Verdict {
  const table = isStable ? STABLECOIN_RULES : TOKEN_RULES;
  const rules: FiredRule[] = [];
  for (const rule of table) {
    if (disabledRules.includes(rule.id)) continue;
    for (const entry of fire(rule, signals)) rules.push(entry);
  }
  const action = strongestAction(rules);
  const decidedBy = rules.find((rule) => rule.action === action)?.id ?? null;
  return { action, rules, decidedBy };
}
