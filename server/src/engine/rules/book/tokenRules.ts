/**
 * A held token's rules (docs/engine.md "Risk budgets"): each keeps the token's part of the wallet's volatility
 * near its budget, an equal share of the target. Halved above twice it, doubled below half of it unless the
 * token is falling; in a downtrend halved while above half of it. No rule sells a token whole.
 */
import * as T from '../../thresholds';
import { percent } from '../../text/format';
import { plainPercent } from '../../text/plainWords';
import { budgetMeaning, DOWNTREND, levelMeaning, reasonOf } from './conditions';
import type { AssetFacts, RuleRecord, TokenRuleId } from './types';

const money = ({ signals }: AssetFacts): string => `${plainPercent(signals.weight)} of your money`;

/** "causes 45% of its ups and downs", or "steadies it" for a part below zero. */
export function swingsWords({ swingShare }: AssetFacts): string {
  if (swingShare === null) return 'moves in a way Ribbit cannot measure yet';
  if (swingShare < 0) return 'steadies it (it tends to move against the rest)';
  return `causes ${plainPercent(swingShare)} of its ups and downs`;
}

/** "15% under its 50-day average, 14% down in 30 days". */
export function fallingWords({ signals }: AssetFacts): string {
  const gap = signals.priceVsSma50 === null ? '' : `${plainPercent(Math.abs(signals.priceVsSma50))} under its 50-day average`;
  const month = signals.return30d === null ? '' : `${plainPercent(Math.abs(signals.return30d))} down in 30 days`;
  return [gap, month].filter(Boolean).join(', ');
}

export const TOKEN_RULES: { readonly [Id in TokenRuleId]: RuleRecord<Id> } = {
  downtrend: {
    id: 'downtrend',
    action: 'sell',
    conditions: (context) => [
      ...DOWNTREND,
      { signal: 'riskContribution', comparison: '>=', threshold: T.DOWNTREND_BUDGETS * context.budget.swing, meaning: budgetMeaning(context, 'half') },
    ],
    reason: (facts) => reasonOf(facts.symbol, `is falling (${fallingWords(facts)}) and is ${money(facts)}`),
    detail: () =>
      'Selling part limits further losses and keeps some for a rebound. The plan sells until it causes under half its fair share of ' +
      `the swings; the call returns to hold once the price is back within ${percent(T.TREND_SMA_GAP)} of its 50-day average or the 30-day return turns positive.`,
  },
  'trim-outsized': {
    id: 'trim-outsized',
    action: 'sell',
    // Within its level a wallet is not reshaped: its swing is the person's, and a trim there is a trade for its own sake.
    conditions: (context) => [
      { signal: 'riskContribution', comparison: '>=', threshold: T.TRIM_BUDGETS * context.budget.swing, meaning: budgetMeaning(context, 'twice') },
      { signal: 'walletSwing', comparison: '>', threshold: context.budget.target, meaning: levelMeaning(context) },
    ],
    reason: (facts) =>
      reasonOf(facts.symbol, `is ${money(facts)} and ${swingsWords(facts)}, over twice its fair share, in a wallet that swings more than its level`),
    detail: () =>
      'Too much of your risk rides on one token: Ribbit aims for each token to cause an equal part of the swings (its fair share). ' +
      'The plan sells until it is under twice that share, or the wallet swings no more than its level.',
  },
  'under-budget': {
    id: 'under-budget',
    action: 'buy more',
    conditions: (context) => [
      { signal: 'riskContribution', comparison: '<', threshold: T.BUY_MORE_BUDGETS * context.budget.swing, meaning: budgetMeaning(context, 'half') },
      { signal: 'weight', comparison: '<', threshold: T.BUY_MORE_MAX_WEIGHT },
      { signal: 'weight', comparison: '>=', threshold: T.MIN_BUDGET_WEIGHT },
    ],
    unless: () => DOWNTREND,
    reason: (facts) => reasonOf(facts.symbol, `is ${money(facts)} and adds little to its ups and downs, under half its fair share`),
    detail: () =>
      'Adding to it spreads your risk more evenly. The plan buys until it causes at least half its fair share of the swings, never so ' +
      `much that it would cause twice it, nor past ${percent(T.BUY_MORE_MAX_WEIGHT)} of your money; a downtrend stops it.`,
  },
};
