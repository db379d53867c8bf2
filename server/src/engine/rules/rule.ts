import type { Action, PegCurrency } from '../../domain/types';
import { pegTarget, percent, ratio, signedPercent } from '../text/format';
import type { Comparison, FiredRule, RuleSignal } from '../types';

export interface Condition {
  signal: RuleSignal;
  comparison: Comparison;
  threshold: number;
}

/** A rule fires when every one of its conditions holds. */
export interface Rule {
  id: string;
  action: Action;
  conditions: readonly Condition[];
}

/** Values a rule reads; null or missing: unknown, so a rule needing it does not fire. */
export type Observations = Readonly<Partial<Record<RuleSignal, number | null>>>;

const LABELS: Record<RuleSignal, { label: string; format: (value: number) => string }> = {
  return30d: { label: '30-day return', format: signedPercent },
  return90d: { label: '90-day return', format: signedPercent },
  priceVsSma50: { label: 'price vs 50-day average', format: signedPercent },
  volatilityAnnual: { label: 'annual volatility', format: percent },
  maxDrawdown90d: { label: '90-day drawdown', format: percent },
  weight: { label: 'share of portfolio', format: percent },
  weightedVolatility: { label: 'share × volatility', format: percent },
  pegDeviation: { label: 'distance from $1', format: percent },
  hhi: { label: 'concentration (HHI)', format: ratio },
  stableShare: { label: 'stablecoin share', format: percent },
};

const SYMBOLS: Record<Comparison, string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥' };

function holds(observed: number, { comparison, threshold }: Condition): boolean {
  switch (comparison) {
    case '<':
      return observed < threshold;
    case '<=':
      return observed <= threshold;
    case '>':
      return observed > threshold;
    case '>=':
      return observed >= threshold;
  }
}

/** e.g. "30-day return −38.0% ≤ −35.0%". */
export function conditionText(condition: Condition, observed: number): string {
  const { label, format } = LABELS[condition.signal];
  return `${label} ${format(observed)} ${SYMBOLS[condition.comparison]} ${format(condition.threshold)}`;
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

/** The rule's entries, one per condition, when all hold; [] otherwise. */
export function fire(rule: Rule, observations: Observations): FiredRule[] {
  const fired: FiredRule[] = [];
  for (const condition of rule.conditions) {
    const observed = observations[condition.signal];
    if (observed === null || observed === undefined || !holds(observed, condition)) return [];
    fired.push({
      id: rule.id,
      action: rule.action,
      signal: condition.signal,
      observed,
      threshold: condition.threshold,
      comparison: condition.comparison,
      text: conditionText(condition, observed),
    });
  }
  return fired;
}
