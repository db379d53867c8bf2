import type { Action } from '../../domain/types';
import type { AdvisedToken, Plan, PortfolioSummary, SetAsideToken, WalletRisk } from '../types';
import { money, plural } from './format';
import { planSentence } from './planSentence';
import { spreadSentence, stableSentence, swingSentence } from './walletSentences';

export interface OverviewFacts {
  totalValueUsd: number;
  portfolio: PortfolioSummary & WalletRisk;
  tokens: readonly AdvisedToken[];
  setAside: readonly SetAsideToken[];
  /** Names of chains that could not be read. */
  unreadableChains: readonly string[];
  plan: Plan;
  /** Symbols of the stablecoins suggested to build the reserve: the plan moves money into them, it does not spend it. */
  reserveSymbols: ReadonlySet<string>;
}

/** Held-token actions in the order the summary lists them, strongest first. */
const HELD_ACTIONS: readonly Action[] = ['strongly sell', 'sell', 'buy more', 'hold'];

/**
 * Counted per asset: ETH held on Ethereum, on Base and as WETH is one call, not three (the other
 * holdings point to the first: adviceOn). Suggestions are not held: a buy is said below, and one the
 * plan cannot pay for is no call.
 */
function actionSummary(tokens: readonly AdvisedToken[]): string {
  const parts = HELD_ACTIONS.flatMap((action) => {
    const count = tokens.filter((token) => token.action === action && token.count > 0 && !token.adviceOn).length;
    return count > 0 ? [{ count, action }] : [];
  });
  if (parts.length === 0) return '';
  const [first, ...rest] = parts.map(({ count, action }, i) => (i === 0 ? `${count} ${count === 1 ? 'is' : 'are'} to ${action}` : `${count} to ${action}`));
  const words = rest.length === 0 ? first : `${[first, ...rest.slice(0, -1)].join(', ')} and ${rest[rest.length - 1]}`;
  return `Of your tokens, ${words}.`;
}

const SET_ASIDE_WORDS: Record<SetAsideToken['reason'], string> = {
  'spam-name': 'with a spam-like name',
  unpriced: 'without a price',
  'price-unavailable': 'whose price could not be read',
  'stale-price': 'whose latest price is too old',
};

function setAsideSentence(setAside: readonly SetAsideToken[]): string {
  if (setAside.length === 0) return '';
  const reasons = (Object.keys(SET_ASIDE_WORDS) as Array<SetAsideToken['reason']>).flatMap((reason) => {
    const count = setAside.filter((token) => token.reason === reason).length;
    return count > 0 ? [`${count} ${SET_ASIDE_WORDS[reason]}`] : [];
  });
  const verb = setAside.length === 1 ? 'was' : 'were';
  return ` ${plural(setAside.length, 'token')} ${verb} set aside and left out of the totals: ${reasons.join(', ')}.`;
}

/** Nothing from an unreadable chain is guessed: the reader is told what is missing. */
function unreadableSentence(chains: readonly string[]): string {
  if (chains.length === 0) return '';
  const names = chains.length === 1 ? chains[0] : `${chains.slice(0, -1).join(', ')} and ${chains[chains.length - 1]}`;
  return ` ${names} could not be read, so ${chains.length === 1 ? 'its' : 'their'} tokens are not included.`;
}

/** The recommendation's summary in plain words; same facts, same text. */
export function overviewText({ totalValueUsd, portfolio, tokens, setAside, unreadableChains, plan, reserveSymbols }: OverviewFacts): string {
  if (portfolio.tokenCount === 0) {
    return `This wallet holds nothing Ribbit can price, so there is no advice to give.${setAsideSentence(setAside)}${unreadableSentence(unreadableChains)}`;
  }
  const suggestions = tokens.filter((token) => token.action === 'buy').length;
  const onChains = portfolio.chainCount > 1 ? ` on ${portfolio.chainCount} chains` : '';
  const sentences = [
    planSentence(plan, reserveSymbols),
    `Your wallet is worth ${money(totalValueUsd)} across ${plural(portfolio.tokenCount, 'token')}${onChains}.`,
    spreadSentence(tokens, totalValueUsd, portfolio),
    stableSentence(portfolio, portfolio),
    swingSentence(portfolio),
    actionSummary(tokens),
    ...(suggestions > 0 ? [`Ribbit also suggests ${plural(suggestions, 'new token')} to buy, to spread your money wider.`] : []),
  ].filter((sentence) => sentence !== '');
  return sentences.join(' ') + setAsideSentence(setAside) + unreadableSentence(unreadableChains);
}
