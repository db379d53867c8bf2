import type { AssetPosition } from './portfolio';
import { recentLogReturns } from './signals/logReturns';
import { isStablecoin, type PegRates } from './signals/peg';
import { TRADING_DAYS_PER_YEAR, VOLATILITY_DAYS } from './thresholds';

/** The window as a local constant: an imported binding is a getter call in the day loops (walletRisk.ts says why). */
const DAYS = VOLATILITY_DAYS;

/**
 * Each non-stable asset's part of the wallet's volatility (docs/engine.md "Risk
 * budgets"): its share × the covariance of its daily log returns with the wallet's
 * ÷ the wallet's volatility, over the last VOLATILITY_DAYS moves, annualised. This is
 * the Euler allocation of risk: the parts add up to the wallet's volatility. Alone in
 * a wallet an asset's part is its share × its own volatility; among assets that move
 * with it, close to that; among ones that do not, smaller. Realised, like the tokens'
 * volatility (signals/volatility.ts): returns are not demeaned.
 *
 * By asset key. null for an asset with under VOLATILITY_DAYS + 1 usable closes (it is
 * left out of the wallet's returns too: its moves are unknown) and for every asset
 * when the wallet's measured returns are all 0. Stablecoins judged by their peg are
 * the reserve: they move nothing and get no entry.
 */
export function riskContributions(positions: readonly AssetPosition[], rates: PegRates = {}): Map<string, number | null> {
  const measured: Array<{ asset: string; weight: number; returns: Float64Array | null }> = [];
  const wallet = new Float64Array(DAYS);
  for (const position of positions) {
    const lead = position.holdings[0];
    if (isStablecoin(lead.token, rates)) continue;
    const returns = recentLogReturns(lead.prices.dailyCloses, DAYS);
    measured.push({ asset: position.asset, weight: position.weight, returns });
    if (returns) for (let day = 0; day < DAYS; day++) wallet[day] += position.weight * returns[day];
  }
  let walletSquares = 0;
  for (let day = 0; day < DAYS; day++) walletSquares += wallet[day] ** 2;
  const contributions = new Map<string, number | null>();
  for (const { asset, weight, returns } of measured) {
    if (!returns || !(walletSquares > 0)) {
      contributions.set(asset, null);
      continue;
    }
    let products = 0;
    for (let day = 0; day < DAYS; day++) products += returns[day] * wallet[day];
    // share × (Σ r·w / n) ÷ √(Σ w² / n), each annualised by 365 (covariance) and √365 (volatility).
    contributions.set(asset, ((weight * products) / Math.sqrt(DAYS * walletSquares)) * Math.sqrt(TRADING_DAYS_PER_YEAR));
  }
  return contributions;
}
