import type { AssetPosition } from './portfolio';
import { isStablecoin, type PegRates } from './signals/peg';
import { TARGET_VOLATILITY } from './thresholds';

/**
 * Each non-stable asset's share of the wallet's target swing (docs/engine.md
 * "Risk budgets"). Sharing it equally assumes the assets move together, which
 * crypto largely does (daily correlations of 0.6–0.9 between the large coins),
 * so the sum of the positions' swings is what the wallet would swing in a
 * market-wide fall.
 */
export interface RiskBudget {
  /** Non-stable assets held: the ones the token rules judge. */
  assets: number;
  /** TARGET_VOLATILITY / assets: each one's budget for share × volatility. */
  swing: number;
}

/** The budget of each asset in `positions`; stablecoins judged by their peg hold no budget. */
export function riskBudget(positions: readonly AssetPosition[], rates: PegRates = {}): RiskBudget {
  const assets = Math.max(1, positions.filter((position) => !isStablecoin(position.holdings[0].token, rates)).length);
  return { assets, swing: TARGET_VOLATILITY / assets };
}
