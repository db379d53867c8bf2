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
export const HOLD_REASON_ORDER: readonly HoldReasonId[] = ['short-history', 'dust', 'unmeasured', 'small-downtrend', 'past-max-weight', 'within-budget'];

/**
 * Rules as the planner and the "Why?" entries read them, built once per budget: a budget is the target shared
 * by a count of tokens, so few ever occur, and the count alone keys it.
 */
const built = new Map<number, Map<RuleId, Rule>>();
const lists = new Map<number, readonly CompiledRule[]>();

export function ruleOf(id: RuleId, budget: RiskBudget): Rule {
  let rules = built.get(budget.assets);
  if (!rules) built.set(budget.assets, (rules = new Map<RuleId, Rule>()));
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

/** By rule, then by the budget's token count: two plain lookups, no key string built per call. */
const compiledRules = new Map<RuleId, Map<number, CompiledRule>>();

/** `ruleOf`, as the planner evaluates it (rules/compiled.ts). */
export function compiledOf(id: RuleId, budget: RiskBudget): CompiledRule {
  let byAssets = compiledRules.get(id);
  if (!byAssets) compiledRules.set(id, (byAssets = new Map<number, CompiledRule>()));
  let compiled = byAssets.get(budget.assets);
  if (!compiled) byAssets.set(budget.assets, (compiled = compile(ruleOf(id, budget))));
  return compiled;
}

/** A held token's rules for the budget of `assets` tokens (each `swing`), strongest first, as the planner evaluates them. */
export function tokenRulesFor(assets: number, swing: number): readonly CompiledRule[] {
  let rules = lists.get(assets);
  if (!rules) lists.set(assets, (rules = TOKEN_RULE_ORDER.map((id) => compile(ruleOf(id, { assets, swing })))));
  return rules;
}
