import type { Action } from '../../domain/types';
import { CONCENTRATED_HHI, MODERATE_HHI } from '../thresholds';
import type { AdvisedToken, PortfolioSummary, SetAsideToken } from '../types';
import { percent, plural, ratio, usd } from './format';

export interface OverviewFacts {
  totalValueUsd: number;
  portfolio: PortfolioSummary;
  tokens: readonly AdvisedToken[];
  setAside: readonly SetAsideToken[];
}

/** Held-token actions in the order the summary lists them, strongest first. */
const HELD_ACTIONS: readonly Action[] = ['strongly sell', 'sell', 'buy more', 'hold'];

function concentration(hhi: number): string {
  if (hhi >= CONCENTRATED_HHI) return `high (HHI ${ratio(hhi)}): a few tokens carry most of the value`;
  if (hhi >= MODERATE_HHI) return `moderate (HHI ${ratio(hhi)})`;
  return `low (HHI ${ratio(hhi)}): the value is well spread`;
}

function actionSummary(tokens: readonly AdvisedToken[]): string {
  const parts = HELD_ACTIONS.flatMap((action) => {
    const count = tokens.filter((token) => token.action === action).length;
    return count > 0 ? [`${count} to ${action}`] : [];
  });
  return `Advice: ${parts.join(', ')}.`;
}

function setAsideSentence(setAside: readonly SetAsideToken[]): string {
  if (setAside.length === 0) return '';
  const spam = setAside.filter((token) => token.reason === 'spam-name').length;
  const unpriced = setAside.length - spam;
  const reasons = [
    ...(spam > 0 ? [`${spam} with a spam-like name`] : []),
    ...(unpriced > 0 ? [`${unpriced} without a price`] : []),
  ];
  const verb = setAside.length === 1 ? 'was' : 'were';
  return ` ${plural(setAside.length, 'token')} ${verb} set aside and left out of the totals: ${reasons.join(', ')}.`;
}

/** The recommendation's summary in plain words; same facts, same text. */
export function overviewText({ totalValueUsd, portfolio, tokens, setAside }: OverviewFacts): string {
  if (portfolio.tokenCount === 0) {
    return `This wallet holds nothing Ribbit can price, so there is no advice to give.${setAsideSentence(setAside)}`;
  }
  const suggestions = tokens.filter((token) => token.action === 'buy').length;
  const sentences = [
    `The wallet is worth ${usd(totalValueUsd)} across ${plural(portfolio.tokenCount, 'token')}.`,
    `Concentration is ${concentration(portfolio.hhi)}.`,
    portfolio.stableShare > 0
      ? `Stablecoins make up ${percent(portfolio.stableShare)} of it.`
      : 'It holds no stablecoins on their peg.',
    actionSummary(tokens),
    ...(suggestions > 0 ? [`Ribbit suggests ${plural(suggestions, 'token')} to buy to spread the risk.`] : []),
  ];
  return sentences.join(' ') + setAsideSentence(setAside);
}
