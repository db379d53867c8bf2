/**
 * The overview's sentences about the wallet as a whole, in everyday words: how spread its crypto is, what is in
 * stablecoins and the reserve the plan keeps, and how much its value swings before and after the plan. The exact
 * figures behind them stay in the answer's `portfolio` and `plan.after` (docs/engine.md "Overview").
 */
import { formatUsd } from '../../../../contract/format';
import { CONCENTRATED_HHI, MODERATE_HHI, RISK_LEVEL_VOLATILITY } from '../thresholds';
import type { PortfolioSummary, WalletRisk } from '../types';
import { listed } from './planSentence';
import { plainCompared, plainPercent } from './plainWords';

/** The crypto asset worth the most (stablecoins on their peg are cash, not concentration), and its share of the wallet. */
export interface Largest {
  symbol: string;
  share: number;
}

/** A share that is not all of it is never written "100%". */
function shareWords(share: number): string {
  return share < 1 && plainPercent(share) === '100%' ? 'over 99%' : plainPercent(share);
}

/**
 * How spread the crypto is: the HHI of the tokens (stablecoins on their peg left out, as they are cash) in its
 * bands, and the largest token's share of the wallet as the figure a person can check.
 */
export function spreadSentence(largest: Largest | null, { hhi }: PortfolioSummary): string {
  if (largest === null) return 'Everything in it is stablecoins on their peg: cash, not crypto.';
  const figure = shareWords(largest.share);
  if (hhi >= 0.999) return `All of its crypto is in one token, ${largest.symbol}, ${figure} of your money.`;
  if (hhi >= CONCENTRATED_HHI) return `Its crypto sits in a few tokens; the largest, ${largest.symbol}, is ${figure} of your money.`;
  if (hhi >= MODERATE_HHI) return `Its crypto is spread over a handful of tokens; the largest, ${largest.symbol}, is ${figure} of your money.`;
  return `Its crypto is well spread; the largest token, ${largest.symbol}, is ${figure} of your money.`;
}

/** What is in stablecoins, in dollars and as a share; the word is explained where it is first said of the wallet. */
export function stableSentence({ stableShare }: PortfolioSummary, { stableReserveUsd }: WalletRisk): string {
  if (!(stableShare > 0)) return 'None of it is in stablecoins that keep their fixed price (such as $1).';
  const share = plainPercent(stableShare);
  const shown = share === '0.0%' ? 'under 0.1%' : share;
  return `${formatUsd(stableReserveUsd)} of it (${shown}) is in stablecoins, tokens meant to keep a fixed price such as $1.`;
}

/** What the swing is compared with: the level's, in words ("the 15% of your careful level"). */
function levelWords(used: WalletRisk['risk'], threshold: string): string {
  if (used === undefined) return `the ${threshold} Ribbit aims for`;
  if (used === 'current') return `the ${threshold} Ribbit holds a wallet to when no level is chosen`;
  return `the ${threshold} of your ${used} level`;
}

/**
 * How much the wallet's value swings in a year against its level, before the plan and after it. When the plan
 * leaves it past the level (changed or as it is), the sentence says why and what would reach it: asked again
 * after a followed plan, the wallet is the one the first answer described, and so are the words. With no level
 * chosen and a swing within balanced's, the level is the wallet's own swing, which the plan never raises.
 */
export function swingSentence(risk: WalletRisk, after: { swing: number | null; stableShare: number }, totalUsd: number): string {
  const { volatilityAnnual: swing, targetVolatility, shortHistory } = risk;
  if (swing === null) {
    const verb = shortHistory.length === 1 ? 'has' : 'have';
    return `How much its value swings cannot be measured yet: ${listed(shortHistory)} ${verb} under a month of prices.`;
  }
  const unchanged = after.swing === null || Math.abs(after.swing - swing) < 0.0005;
  const left = unchanged ? swing : (after.swing ?? swing);
  if (risk.risk === 'current' && swing <= RISK_LEVEL_VOLATILITY.balanced) {
    const first = `Its value swings about ${plainPercent(swing)} a year; with no risk level chosen, Ribbit does not raise it`;
    return unchanged ? `${first}, and the plan leaves that as it is.` : `${first}, and after the plan it is about ${plainPercent(left)}.`;
  }
  const now = plainCompared(swing, swing > targetVolatility ? '>' : '<=', targetVolatility);
  const first = `Its value swings about ${now.observed} a year, ${swing > targetVolatility ? 'more than' : 'within'} ${levelWords(risk.risk, now.threshold)}`;
  const then = unchanged ? now : plainCompared(left, left > targetVolatility ? '>' : '<=', targetVolatility);
  const said = unchanged ? `${first}; the plan leaves that as it is.` : `${first}; after the plan, about ${then.observed}.`;
  if (left <= targetVolatility) return said;
  // The swing scales with what is not in stablecoins: the reserve share that reaches the target, less the one after the plan.
  const exposed = 1 - after.stableShare;
  const more = exposed > 0 ? (1 - targetVolatility / (left / exposed) - after.stableShare) * totalUsd : 0;
  return (
    `${said} Ribbit sells only what causes over twice its fair share of the swings` +
    (more > 0 ? `; moving about ${formatUsd(more)} more into stablecoins, from every token in proportion, would reach ${then.threshold}.` : '.')
  );
}
