import type { AssetPosition } from './portfolio';
import { recentLogReturns } from './signals/logReturns';
import { pegDeviation, type PegRates } from './signals/peg';
import { DEPEG_SELL, TRADING_DAYS_PER_YEAR, WALLET_TARGET_VOLATILITY, VOLATILITY_DAYS } from './thresholds';
import type { WalletRisk } from './types';

/**
 * The window as a local constant: the module loader (tsx, esbuild) turns an imported
 * binding into a getter call, which in the day loops cost more than the sums themselves.
 */
const DAYS = VOLATILITY_DAYS;

/** Value of the position's holdings that are stablecoins on their peg: the same test as the stable share. */
function reserveOf(position: AssetPosition, rates: PegRates): number {
  let reserve = 0;
  for (const holding of position.holdings) {
    const deviation = pegDeviation(holding.token, holding.prices.priceUsd, rates);
    if (deviation !== null && deviation < DEPEG_SELL) reserve += holding.valueUsd;
  }
  return reserve;
}

/** Root mean square × √365: realised volatility, as a token's own (signals/volatility.ts). */
function annualised(returns: Float64Array): number {
  const squares = returns.reduce((sum, value) => sum + value ** 2, 0);
  return Math.sqrt(squares / returns.length) * Math.sqrt(TRADING_DAYS_PER_YEAR);
}

/**
 * The wallet's annualised volatility as it is held now, and the stable reserve that
 * would bring it to WALLET_TARGET_VOLATILITY (docs/engine.md "Wallet volatility").
 *
 * Each day's wallet return is the value-weighted sum of its assets' daily log
 * returns over the last 90 days (today's weights, each asset on its largest
 * holding's closes, as its signals are); stablecoins on their peg count as 0: they
 * are the reserve, and their feed's wiggles are not risk. So a one-token wallet has
 * exactly that token's volatility, and the reserve scales the rest linearly:
 * volatility = (1 − reserve share) × volatility of the rest. The reserve for the
 * target follows: share = 1 − target / volatility of the rest, at least 0.
 */
export function walletRisk(positions: readonly AssetPosition[], totalValueUsd: number, rates: PegRates = {}): WalletRisk {
  const targetVolatility = WALLET_TARGET_VOLATILITY;
  let stableReserveUsd = 0;
  const daily = new Float64Array(DAYS);
  const shortHistory: string[] = [];
  for (const position of positions) {
    const reserve = reserveOf(position, rates);
    stableReserveUsd += reserve;
    const exposed = position.valueUsd - reserve;
    if (!(exposed > 0) || !(totalValueUsd > 0)) continue;
    const lead = position.holdings[0];
    const returns = recentLogReturns(lead.prices.dailyCloses, DAYS);
    if (returns === null) {
      shortHistory.push(lead.token.symbol);
      continue;
    }
    const weight = exposed / totalValueUsd;
    for (let day = 0; day < DAYS; day++) daily[day] += weight * returns[day];
  }
  if (!(totalValueUsd > 0) || shortHistory.length > 0) {
    return { stableReserveUsd, volatilityAnnual: null, targetVolatility, reserveForTargetUsd: null, shortHistory };
  }
  const volatilityAnnual = annualised(daily);
  const exposedShare = 1 - stableReserveUsd / totalValueUsd;
  const restVolatility = exposedShare > 0 ? volatilityAnnual / exposedShare : 0;
  const reserveShare = restVolatility > targetVolatility ? 1 - targetVolatility / restVolatility : 0;
  return { stableReserveUsd, volatilityAnnual, targetVolatility, reserveForTargetUsd: reserveShare * totalValueUsd, shortHistory };
}
