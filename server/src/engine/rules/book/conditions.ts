/** Conditions several rules share, and the words of a reason; each rule's own are in its record. */
import { figure, PERCENT, POINTS } from '../../text/comparison';
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

/** "its budget of 3.8 points, the wallet's 30.0% target volatility shared by 8 assets": what a part is compared with. */
export function budgetMeaning({ budget }: RuleContext, times: string): string {
  const shared = budget.assets === 1 ? '' : ` shared by ${budget.assets} assets`;
  return `${times} its budget of ${figure(budget.swing, POINTS)}, the wallet's ${figure(T.TARGET_VOLATILITY, PERCENT)} target volatility${shared}`;
}

/** A reason whose long form is the symbol followed by the short one's words. */
export function reasonOf(symbol: string, predicate: string, long = `${symbol} ${predicate}`): Reason {
  return { short: `it ${predicate}`, long };
}
