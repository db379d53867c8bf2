/**
 * The overview's sentences about the wallet as a whole, in everyday words (issue 18 §2):
 * how spread the money is, what is in stablecoins, and how much its value swings. The
 * exact figures behind them (HHI, stable share, volatility, target, reserve) stay in the
 * answer's `portfolio` (docs/engine.md "Overview").
 */
import { CONCENTRATED_HHI, MODERATE_HHI } from '../thresholds';
import type { AdvisedToken, PortfolioSummary, WalletRisk } from '../types';
import { money } from './format';
import { plainCompared, plainPercent, planUsd } from './plainWords';

/** The most symbols a sentence names before "and N more". */
const NAMED_SYMBOLS = 3;

export function symbolList(symbols: readonly string[]): string {
  if (symbols.length === 1) return symbols[0];
  if (symbols.length > NAMED_SYMBOLS) return `${symbols.slice(0, NAMED_SYMBOLS).join(', ')} and ${symbols.length - NAMED_SYMBOLS} more`;
  return `${symbols.slice(0, -1).join(', ')} and ${symbols[symbols.length - 1]}`;
}

interface Largest {
  symbol: string;
  valueUsd: number;
}

/**
 * The held asset worth the most, all its chains together: a holding pointing to another
 * (adviceOn) is part of that one's asset, whose symbol is the lead's. Ties: the first listed.
 */
function largestAsset(tokens: readonly AdvisedToken[]): Largest | null {
  const assets = new Map<string, Largest>();
  for (const token of tokens) {
    if (token.count <= 0) continue;
    const lead = token.adviceOn ?? token;
    const key = `${lead.chainId}:${lead.address}`;
    const asset = assets.get(key) ?? { symbol: token.symbol, valueUsd: 0 };
    assets.set(key, { symbol: token.adviceOn ? asset.symbol : token.symbol, valueUsd: asset.valueUsd + token.valueUsd });
  }
  let largest: Largest | null = null;
  for (const asset of assets.values()) if (largest === null || asset.valueUsd > largest.valueUsd) largest = asset;
  return largest;
}

/** A share that is not all of it is never written "100%". */
function shareWords(share: number, start = false): string {
  if (share < 1 && plainPercent(share) === '100%') return start ? 'Over 99%' : 'over 99%';
  return plainPercent(share);
}

/**
 * How spread the money is: the HHI's bands (thresholds.ts) said in words, and the largest
 * asset's share as the figure a person can check: "94% of it is in one token, PEPE."
 */
export function spreadSentence(tokens: readonly AdvisedToken[], totalValueUsd: number, { hhi, tokenCount }: PortfolioSummary): string {
  const largest = largestAsset(tokens);
  if (largest === null || !(totalValueUsd > 0)) return '';
  if (tokenCount === 1) return `All of it is in one token, ${largest.symbol}.`;
  const share = largest.valueUsd / totalValueUsd;
  const figure = shareWords(share);
  if (share >= 0.5) return `${shareWords(share, true)} of it is in one token, ${largest.symbol}.`;
  if (hhi >= CONCENTRATED_HHI) return `A few tokens hold most of your money; the largest, ${largest.symbol}, is ${figure} of it.`;
  if (hhi >= MODERATE_HHI) return `Your money is spread over a handful of tokens; the largest, ${largest.symbol}, is ${figure} of it.`;
  return `Your money is well spread; the largest token, ${largest.symbol}, is ${figure} of it.`;
}

/** What is in stablecoins, in dollars and as a share; the word is explained where it is first said of the wallet. */
export function stableSentence({ stableShare }: PortfolioSummary, { stableReserveUsd }: WalletRisk): string {
  if (!(stableShare > 0)) return 'None of it is in stablecoins that keep their fixed price (such as $1).';
  const share = plainPercent(stableShare);
  // A share that rounds to nothing is still something.
  const shown = share === '0.0%' ? 'under 0.1%' : share;
  return `${money(stableReserveUsd)} of it (${shown}) is in stablecoins, tokens meant to keep a fixed price such as $1.`;
}

/**
 * How much the wallet's value swings in a year against what Ribbit aims for, and the
 * stablecoins that would calm it (walletRisk.ts). The two figures never contradict the
 * words between them: "swings about 30.4% a year, more than the 30.0%".
 */
export function swingSentence(risk: WalletRisk): string {
  const { volatilityAnnual, targetVolatility, reserveForTargetUsd, stableReserveUsd, shortHistory } = risk;
  if (volatilityAnnual === null || reserveForTargetUsd === null) {
    const verb = shortHistory.length === 1 ? 'has' : 'have';
    return `How much its value swings cannot be measured yet: ${symbolList(shortHistory)} ${verb} under 90 days of prices.`;
  }
  const more = reserveForTargetUsd - stableReserveUsd;
  if (volatilityAnnual <= targetVolatility || more <= 0) {
    // No reserve is missing: the swing is at the target, a hair over it being rounding in walletRisk's sums.
    const pair = plainCompared(Math.min(volatilityAnnual, targetVolatility), '<=', targetVolatility);
    return `Its value swings about ${pair.observed} a year, within the ${pair.threshold} Ribbit aims for.`;
  }
  const pair = plainCompared(volatilityAnnual, '>', targetVolatility);
  return (
    `Its value swings about ${pair.observed} a year, more than the ${pair.threshold} Ribbit aims for. ` +
    `Keeping about ${planUsd(more)} more in stablecoins, moved from your other tokens in proportion, would bring it down to that.`
  );
}
