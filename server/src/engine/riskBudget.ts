import type { AssetPosition } from './portfolio';
import { isStablecoin, type PegRates } from './signals/peg';
import { MIN_BUDGET_WEIGHT, TARGET_VOLATILITY } from './thresholds';

/**
 * Each non-stable asset's equal share of the wallet's target volatility, for its part
 * of the wallet's volatility (riskContribution.ts; docs/engine.md "Risk budgets").
 * Dust under MIN_BUDGET_WEIGHT takes no share.
 */
export interface RiskBudget {
  /** Non-stable assets held of at least MIN_BUDGET_WEIGHT of the wallet. */
  assets: number;
  /** TARGET_VOLATILITY / assets: each one's budget for its part of the wallet's volatility. */
  swing: number;
}

/** The budget of each asset in `positions`; stablecoins judged by their peg and dust hold none. */
export function riskBudget(positions: readonly AssetPosition[], rates: PegRates = {}): RiskBudget {
  const assets = Math.max(1, positions.filter((position) => position.weight >= MIN_BUDGET_WEIGHT && !isStablecoin(position.holdings[0].token, rates)).length);
  return { assets, swing: TARGET_VOLATILITY / assets };
}
