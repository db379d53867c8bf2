import type { Action, PegCurrency } from '../../domain/types';
import { comparisonText, DOLLARS, holds as compares, PERCENT, POINTS, RATIO, SIGNED_PERCENT, type FigureFormat } from '../text/comparison';
import { pegTarget } from '../text/format';
import type { Comparison, FiredRule, RuleSignal } from '../types';

export interface Condition {
  signal: RuleSignal;
  comparison: Comparison;
  threshold: number;
  /** What the line is, said after the figures: "(twice its budget: the 30.0% target volatility shared by 4 assets)". */
  meaning?: string;
}

/**
 * A rule fires when every one of its conditions holds and, when it has an
 * `unless`, not every one of those does (buy more unless in a downtrend).
 */
export interface Rule {
  id: string;
  action: Action;
  conditions: readonly Condition[];
  unless?: readonly Condition[];
}

/** Values a rule reads; null or missing: unknown, so a rule needing it does not fire. */
export type Observations = Readonly<Partial<Record<RuleSignal, number | null>>>;

const LABELS: Record<RuleSignal, { label: string; format: FigureFormat }> = {
  return30d: { label: '30-day return', format: SIGNED_PERCENT },
  return90d: { label: '90-day return', format: SIGNED_PERCENT },
  priceVsSma50: { label: 'price vs 50-day average', format: SIGNED_PERCENT },
  volatilityAnnual: { label: 'annual volatility', format: PERCENT },
  maxDrawdown90d: { label: '90-day drawdown', format: PERCENT },
  weight: { label: 'share of portfolio', format: PERCENT },
  riskContribution: { label: "part of the wallet's volatility", format: POINTS },
  pegDeviation: { label: 'distance from $1', format: PERCENT },
  hhi: { label: 'concentration (HHI)', format: RATIO },
  stableShare: { label: 'stablecoin share', format: PERCENT },
  cryptoTokens: { label: 'tokens your crypto is in (of 1% or more)', format: { scale: 1, decimals: 0, suffix: '' } },
  walletSwing: { label: "the wallet's yearly swing", format: PERCENT },
  fundsLeftUsd: { label: 'money left for buys in the plan', format: DOLLARS },
  historyDays: { label: 'days of prices', format: { scale: 1, decimals: 0, suffix: '' } },
};

/** Every signal a rule can read, once each (the labels' record has one entry per signal, so none is missing). */
export const RULE_SIGNALS = Object.keys(LABELS) as readonly RuleSignal[];

const OPPOSITES: Record<Comparison, Comparison> = { '<': '>=', '<=': '>', '>': '<=', '>=': '<' };

function holds(observed: number, { comparison, threshold }: Condition): boolean {
  return compares(observed, comparison, threshold);
}

/**
 * e.g. "part of the wallet's volatility 8.1 points ≥ 7.5 points (twice its budget …)". The
 * figures never contradict the sign (text/comparison.ts): "0.43 points < 0.45 points".
 */
export function conditionText(condition: Condition, observed: number): string {
  const { label, format } = LABELS[condition.signal];
  const meaning = condition.meaning ? ` (${condition.meaning})` : '';
  return `${label} ${comparisonText(observed, condition.comparison, condition.threshold, format)}${meaning}`;
}

/**
 * A euro stablecoin's peg rules read "distance from €1 …", not "$1": the label
 * names the peg the deviation was measured against. Dollar pegs are unchanged.
 */
export function inPegCurrency(rules: readonly FiredRule[], currency: PegCurrency): FiredRule[] {
  if (currency === 'USD') return [...rules];
  const from = LABELS.pegDeviation.label;
  const to = from.replace('$1', pegTarget(currency));
  return rules.map((rule) => (rule.signal === 'pegDeviation' ? { ...rule, text: rule.text.replace(from, to) } : rule));
}

function entry(rule: Rule, condition: Condition, observed: number): FiredRule {
  const { signal, threshold, comparison } = condition;
  return { id: rule.id, action: rule.action, signal, observed, threshold, comparison, text: conditionText(condition, observed) };
}

/**
 * Whether the rule fires, as `fire` decides, without writing its entries: the planner asks this of every
 * asset on every wallet its trades leave, and only the answer's own rules are written out.
 */
export function fires(rule: Rule, observations: Observations): boolean {
  for (const condition of rule.conditions) {
    const observed = observations[condition.signal];
    if (observed === null || observed === undefined || !holds(observed, condition)) return false;
  }
  if (!rule.unless) return true;
  for (const condition of rule.unless) {
    const observed = observations[condition.signal];
    if (observed === null || observed === undefined) return false;
    if (!holds(observed, condition)) return true;
  }
  return false;
}

/**
 * The rule's entries when it fires, [] otherwise: one per condition, then, for an
 * `unless`, one per condition of it that fails, said the other way round
 * ("price vs 50-day average −2.0% > −5.0%"), so the reader sees why it did not stop
 * the rule. An unknown signal (null) holds nothing: the rule does not fire, and
 * an `unless` it belongs to cannot be ruled out, so it stops the rule.
 */
export function fire(rule: Rule, observations: Observations): FiredRule[] {
  return fireWith(rule, (signal) => observations[signal] ?? null);
}

/** `fire`, each signal's value read by `read` (null: unknown): rules/compiled.ts reads them from a vector. */
export function fireWith(rule: Rule, read: (signal: RuleSignal) => number | null): FiredRule[] {
  const fired: FiredRule[] = [];
  for (const condition of rule.conditions) {
    const observed = read(condition.signal);
    if (observed === null || !holds(observed, condition)) return [];
    fired.push(entry(rule, condition, observed));
  }
  if (!rule.unless) return fired;
  const ruledOut: FiredRule[] = [];
  for (const condition of rule.unless) {
    const observed = read(condition.signal);
    if (observed === null) return [];
    const opposite = { ...condition, comparison: OPPOSITES[condition.comparison] };
    if (holds(observed, opposite)) ruledOut.push(entry(rule, opposite, observed));
  }
  return ruledOut.length > 0 ? [...fired, ...ruledOut] : [];
}
