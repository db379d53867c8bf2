import type { Action } from '../../domain/types';
import { CONCENTRATED_HHI, MODERATE_HHI } from '../thresholds';
import type { AdvisedToken, Plan, PortfolioSummary, SetAsideToken, WalletRisk } from '../types';
import { money, percent, plural, ratio } from './format';
import { planSentence } from './planSentence';
import { planUsd } from './plainWords';

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

function concentration(hhi: number): string {
  if (hhi >= CONCENTRATED_HHI) return `high (HHI ${ratio(hhi)}): a few tokens carry most of the value`;
  if (hhi >= MODERATE_HHI) return `moderate (HHI ${ratio(hhi)})`;
  return `low (HHI ${ratio(hhi)}): the value is well spread`;
}

/** Counted per token symbol: ETH held on Ethereum and on Base is one call, not two. */
function actionSummary(tokens: readonly AdvisedToken[]): string {
  const parts = HELD_ACTIONS.flatMap((action) => {
    const count = new Set(tokens.filter((token) => token.action === action).map((token) => token.symbol)).size;
    return count > 0 ? [`${count} to ${action}`] : [];
  });
  return `Advice: ${parts.join(', ')}.`;
}

const SET_ASIDE_WORDS: Record<SetAsideToken['reason'], string> = {
  'spam-name': 'with a spam-like name',
  unpriced: 'without a price',
  'price-unavailable': 'whose price feed failed',
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

/** The most symbols a sentence names before "and N more". */
const NAMED_SYMBOLS = 3;

function symbolList(symbols: readonly string[]): string {
  if (symbols.length === 1) return symbols[0];
  if (symbols.length > NAMED_SYMBOLS) return `${symbols.slice(0, NAMED_SYMBOLS).join(', ')} and ${symbols.length - NAMED_SYMBOLS} more`;
  return `${symbols.slice(0, -1).join(', ')} and ${symbols[symbols.length - 1]}`;
}

/** The wallet's volatility against its target, and the reserve that would reach it (walletRisk.ts). */
function volatilitySentence(risk: WalletRisk): string {
  const { volatilityAnnual, targetVolatility, reserveForTargetUsd, stableReserveUsd, shortHistory } = risk;
  if (volatilityAnnual === null || reserveForTargetUsd === null) {
    const verb = shortHistory.length === 1 ? 'has' : 'have';
    return `Its volatility cannot be measured yet: ${symbolList(shortHistory)} ${verb} under 90 days of prices.`;
  }
  const more = reserveForTargetUsd - stableReserveUsd;
  if (volatilityAnnual <= targetVolatility || more <= 0) {
    return `Annualised volatility is ${percent(volatilityAnnual)}, within the ${percent(targetVolatility)} target.`;
  }
  return (
    `Annualised volatility is ${percent(volatilityAnnual)}; holding about ${planUsd(more)} more in stablecoins, ` +
    `taken from the other tokens in proportion, would bring it to the ${percent(targetVolatility)} target.`
  );
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
    `The wallet is worth ${money(totalValueUsd)} across ${plural(portfolio.tokenCount, 'token')}${onChains}.`,
    `Concentration is ${concentration(portfolio.hhi)}.`,
    portfolio.stableShare > 0 ? `Stablecoins make up ${percent(portfolio.stableShare)} of it.` : 'It holds no stablecoins on their peg.',
    volatilitySentence(portfolio),
    actionSummary(tokens),
    ...(suggestions > 0 ? [`Ribbit suggests ${plural(suggestions, 'token')} to buy to spread the risk.`] : []),
  ];
  return sentences.join(' ') + setAsideSentence(setAside) + unreadableSentence(unreadableChains);
}
