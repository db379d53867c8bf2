/**
 * Why a token no rule trades is held, as rules whose action is hold (docs/engine.md "Holds"), so every call has
 * a "Why?" with figures that can be checked. The first that applies, in HOLD_REASON_ORDER (index.ts), on the
 * wallet the plan leaves: asked again after the plan, it is the reason given. "Small" is always a share of the
 * wallet or of its swings, never dollars: $18,000 is a lot of money and a small part of a $3M wallet.
 */
import * as T from '../../thresholds';
import { compared, PERCENT } from '../../text/comparison';
import { percent } from '../../text/format';
import { plainPercent } from '../../text/plainWords';
import { budgetMeaning, DOWNTREND, levelMeaning, reasonOf } from './conditions';
import { fallingWords, swingsWords } from './tokenRules';
import type { HoldReasonId, RuleRecord } from './types';

/** Days of closes the slowest signal needs: a 90-day window spans 91 closes. */
export const FULL_HISTORY_DAYS = Math.max(T.LONG_RETURN_DAYS, T.VOLATILITY_DAYS, T.DRAWDOWN_DAYS) + 1;

const SWING_RULES =
  'Ribbit aims for each token to cause an equal part of the swings (its fair share). It becomes sell past twice that share, or in a ' +
  `clear downtrend (${percent(T.TREND_SMA_GAP)} under its 50-day average and down over 30 days), and buy more under half of it.`;

export const HOLD_REASONS: { readonly [Id in HoldReasonId]: RuleRecord<Id> } = {
  'short-history': {
    id: 'short-history',
    action: 'hold',
    conditions: () => [{ signal: 'historyDays', comparison: '<', threshold: FULL_HISTORY_DAYS, meaning: 'what the trend and risk rules need' }],
    reason: ({ symbol, historyDays }) =>
      reasonOf(
        symbol,
        `has only ${historyDays} days of prices, too few to judge it`,
        `Ribbit has only ${historyDays} days of prices for ${symbol}, too few to judge it`,
      ),
    detail: () => `Its trend and risk rules need ${FULL_HISTORY_DAYS} days; the advice firms up as history builds.`,
  },
  dust: {
    id: 'dust',
    action: 'hold',
    conditions: () => [{ signal: 'weight', comparison: '<', threshold: T.MIN_BUDGET_WEIGHT, meaning: 'too small a share to take a part of the risk' }],
    reason: ({ symbol, signals }) =>
      reasonOf(
        symbol,
        `is only ${compared(signals.weight, '<', T.MIN_BUDGET_WEIGHT, PERCENT).observed} of your money, too small a share to change how much the wallet swings`,
      ),
    detail: () =>
      `Below ${percent(T.MIN_BUDGET_WEIGHT)} of your money a token takes no share of the risk, so Ribbit neither adds to it nor trims it. Keep it, or tidy it away.`,
  },
  unmeasured: {
    id: 'unmeasured',
    action: 'hold',
    // No figure to show: a part that cannot be measured has no entry, and its words say so.
    conditions: () => [],
    reason: ({ symbol }) => reasonOf(symbol, 'moves in a way Ribbit cannot measure against the rest yet'),
    detail: () => `Its risk rules do not apply until Ribbit has ${T.VOLATILITY_DAYS} days of its prices beside the rest.`,
  },
  'small-downtrend': {
    id: 'small-downtrend',
    action: 'hold',
    conditions: (context) => [
      ...DOWNTREND,
      { signal: 'riskContribution', comparison: '<', threshold: T.DOWNTREND_BUDGETS * context.budget.swing, meaning: budgetMeaning(context, 'half') },
    ],
    reason: (facts) =>
      reasonOf(
        facts.symbol,
        facts.swingShare !== null && facts.swingShare < 0
          ? `is falling (${fallingWords(facts)}), but it steadies the wallet (it tends to move against the rest), so it is not cut further`
          : `is falling (${fallingWords(facts)}), but it already causes only ${plainPercent(facts.swingShare ?? 0)} of the wallet’s ups and downs, under half its fair share, so it is not cut further`,
      ),
    detail: () => 'It becomes sell if it grows to cause more of the swings again, and buy more once the trend has turned.',
  },
  'past-max-weight': {
    id: 'past-max-weight',
    action: 'hold',
    conditions: (context) => [
      { signal: 'riskContribution', comparison: '<', threshold: T.BUY_MORE_BUDGETS * context.budget.swing, meaning: budgetMeaning(context, 'half') },
      { signal: 'weight', comparison: '>=', threshold: T.BUY_MORE_MAX_WEIGHT, meaning: 'the most Ribbit adds to' },
    ],
    reason: (facts) => reasonOf(facts.symbol, `is already ${plainPercent(facts.signals.weight)} of your money, as much as Ribbit adds to`),
    detail: () =>
      `Ribbit does not add to a token past ${percent(T.BUY_MORE_MAX_WEIGHT)} of your money. It becomes sell if it causes far more than its fair share of the swings, or in a clear downtrend.`,
  },
  'within-level': {
    id: 'within-level',
    action: 'hold',
    conditions: (context) => [
      { signal: 'riskContribution', comparison: '>=', threshold: T.TRIM_BUDGETS * context.budget.swing, meaning: budgetMeaning(context, 'twice') },
      { signal: 'walletSwing', comparison: '<=', threshold: context.budget.target, meaning: levelMeaning(context) },
    ],
    reason: (facts) =>
      reasonOf(
        facts.symbol,
        `is ${plainPercent(facts.signals.weight)} of your money and ${swingsWords(facts)}, over twice its fair share, but the wallet swings ${plainPercent(facts.walletSwing ?? 0)} a year, within its level, so Ribbit leaves its shape to you`,
      ),
    detail: () =>
      'Ribbit trims a token over twice its fair share only while the wallet swings more than its level: within it, a trim would be a trade for its own sake. ' +
      SWING_RULES,
  },
  'within-budget': {
    id: 'within-budget',
    action: 'hold',
    conditions: (context) => [
      { signal: 'riskContribution', comparison: '>=', threshold: T.BUY_MORE_BUDGETS * context.budget.swing, meaning: budgetMeaning(context, 'half') },
      { signal: 'riskContribution', comparison: '<', threshold: T.TRIM_BUDGETS * context.budget.swing, meaning: budgetMeaning(context, 'twice') },
    ],
    reason: (facts) =>
      reasonOf(
        facts.symbol,
        `is ${plainPercent(facts.signals.weight)} of your money and ${swingsWords(facts)}, within the band Ribbit keeps each token in (half to twice its fair share)`,
      ),
    detail: () => SWING_RULES,
  },
};
