/** Conditions several rules share, and the words of a reason; each rule's own are in its record. */
import { figure, PERCENT, POINTS } from '../../text/comparison';
import { RISK_LEVEL_IDS } from '../../../../../contract/risk';
import * as T from '../../thresholds';
import type { Condition } from '../rule';
import type { RuleContext, Reason } from './types';

/** An uptrend: at least TREND_SMA_GAP above the 50-day average and up over 30 days (what a new token needs). */
export const UPTREND: readonly Condition[] = [
  { signal: 'priceVsSma50', comparison: '>=', threshold: T.TREND_SMA_GAP },
  { signal: 'return30d', comparison: '>', threshold: 0 },
];

/** A downtrend, its mirror image: at least TREND_SMA_GAP below the 50-day average and down over 30 days. */
export const DOWNTREND: readonly Condition[] = [
  { signal: 'priceVsSma50', comparison: '<=', threshold: -T.TREND_SMA_GAP },
  { signal: 'return30d', comparison: '<', threshold: 0 },
];

/** A stablecoin within DEPEG_SELL of its peg. */
export const ON_PEG: readonly Condition[] = [{ signal: 'pegDeviation', comparison: '<', threshold: T.DEPEG_SELL }];

/** The level whose swing the budgets share: "balanced" (with no level chosen the budgets are balanced's). */
export function levelName(target: number): string {
  return RISK_LEVEL_IDS.find((id) => T.RISK_LEVEL_VOLATILITY[id] === target) ?? 'chosen';
}

/** "its budget of 3.8 points, the balanced level's 30.0% swing shared by 8 assets": what a part is compared with. */
export function budgetMeaning({ budget }: RuleContext, times: string): string {
  const shared = budget.assets === 1 ? '' : ` shared by ${budget.assets} assets`;
  return `${times} its budget of ${figure(budget.swing, POINTS)}, the ${levelName(budget.target)} level's ${figure(budget.target, PERCENT)} swing${shared}`;
}

/** The wallet's swing is compared with its level's: "the balanced level's 30.0%". */
export function levelMeaning({ budget }: RuleContext): string {
  return `the ${levelName(budget.target)} level's ${figure(budget.target, PERCENT)}, past which Ribbit trims`;
}

/** A reason whose long form is the symbol followed by the short one's words. */
export function reasonOf(symbol: string, predicate: string, long = `${symbol} ${predicate}`): Reason {
  return { short: `it ${predicate}`, long };
}
