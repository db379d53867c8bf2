import type { FiredRule } from '../types';
import { conditionText } from './rule';

/**
 * The "Why?" of a buy the plan could not pay for (plan.ts): the money left when its turn
 * came against what the buy would cost. Its action is hold, the call the asset now has.
 */
export function unfundedRule(fundsLeftUsd: number, fullUsd: number, anyMoney: boolean): FiredRule {
  const meaning = anyMoney ? 'the stablecoins and sales go to more useful buys first' : 'no stablecoins and no sales in the plan';
  const condition = { signal: 'fundsLeftUsd', comparison: '<', threshold: fullUsd, meaning } as const;
  const { signal, comparison, threshold } = condition;
  return { id: 'unfunded', action: 'hold', signal, comparison, threshold, observed: fundsLeftUsd, text: conditionText(condition, fundsLeftUsd) };
}
