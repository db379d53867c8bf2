/**
 * The rule book: every rule Ribbit applies, one typed record each (types.ts), by id. A rule missing from the
 * book, or a record without its words, does not compile; server/test/engine/rules/book.test.ts walks them all.
 */
import type { RiskBudget } from '../../plan/risk';
import { compile, type CompiledRule } from '../compiled';
import type { Rule } from '../rule';
import { HOLD_REASONS } from './holdReasons';
import { PLAN_RULES } from './planRules';
import { STABLE_RULES } from './stableRules';
import { TOKEN_RULES } from './tokenRules';
import { UNSOLD_RULES } from './unsoldRules';
export { UNSOLD_RULE_ORDER } from './unsoldRules';
import type { HoldReasonId, RuleId, RuleRecord, StableRuleId, TokenRuleId } from './types';

export const RULE_BOOK: { readonly [Id in RuleId]: RuleRecord<Id> } = { ...TOKEN_RULES, ...STABLE_RULES, ...PLAN_RULES, ...UNSOLD_RULES, ...HOLD_REASONS };

/** A held token's rules, strongest first: when several fire, the more protective wins. */
export const TOKEN_RULE_ORDER: readonly TokenRuleId[] = ['downtrend', 'trim-outsized', 'under-budget'];
export const STABLE_RULE_ORDER: readonly StableRuleId[] = ['depeg-collapse', 'depeg', 'on-peg'];
/** The one order of a hold's reasons: the first that applies is the one told. */
export const HOLD_REASON_ORDER: readonly HoldReasonId[] = [
  'short-history',
  'dust',
  'unmeasured',
  'small-downtrend',
  'past-max-weight',
  'within-level',
  'within-budget',
];

/**
 * Rules as the planner and the "Why?" entries read them, built once per budget: a budget is a level's swing shared
 * by a count of tokens, with the level's ceiling, so few ever occur (the levels' swings and the kept ceilings are
 * on a 0.1 % grid, plan/level.ts), and one number keys it.
 */
const built = new Map<number, Map<RuleId, Rule>>();
const lists = new Map<number, readonly CompiledRule[]>();

/** The budget as one number: tokens, then the target and the ceiling in tenths of a percent. */
function keyOf(assets: number, target: number, ceiling: number): number {
  return assets + 1e4 * Math.round(target * 1e3) + 1e7 * Math.round(ceiling * 1e3);
}

export function ruleOf(id: RuleId, budget: RiskBudget): Rule {
  const key = keyOf(budget.assets, budget.target, budget.ceiling);
  let rules = built.get(key);
  if (!rules) built.set(key, (rules = new Map<RuleId, Rule>()));
  let rule = rules.get(id);
  if (!rule) {
    const record: RuleRecord = RULE_BOOK[id];
    const context = { budget };
    rule = { id, action: record.action, conditions: record.conditions(context), ...(record.unless ? { unless: record.unless(context) } : {}) };
    rules.set(id, rule);
  }
  return rule;
}

export type * from './types';

/** By rule, then by the budget's key: two plain lookups, no key string built per call. */
const compiledRules = new Map<RuleId, Map<number, CompiledRule>>();

/** `ruleOf`, as the planner evaluates it (rules/compiled.ts). */
export function compiledOf(id: RuleId, budget: RiskBudget): CompiledRule {
  let byBudget = compiledRules.get(id);
  if (!byBudget) compiledRules.set(id, (byBudget = new Map<number, CompiledRule>()));
  const key = keyOf(budget.assets, budget.target, budget.ceiling);
  let compiled = byBudget.get(key);
  if (!compiled) byBudget.set(key, (compiled = compile(ruleOf(id, budget))));
  return compiled;
}

/**
 * A held token's rules for `target` shared by `assets` tokens, strongest first, as the planner evaluates them. They
 * do not read the ceiling: the one built with the target as ceiling serves every level of that target.
 */
export function tokenRulesFor(assets: number, target: number): readonly CompiledRule[] {
  const key = keyOf(assets, target, target);
  let rules = lists.get(key);
  if (!rules) {
    const budget = { assets, swing: target / assets, target, ceiling: target };
    lists.set(key, (rules = TOKEN_RULE_ORDER.map((id) => compile(ruleOf(id, budget)))));
  }
  return rules;
}
