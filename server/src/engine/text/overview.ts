/**
 * The recommendation's summary in plain words; same facts, same text. Counts count cards, as the app's filters
 * do: a wallet's holdings are its cards with a balance, each with its own badge.
 */
import { formatUsd } from '../../../../contract/format';
import type { Action } from '../../domain/types';
import type { AdvisedLoan, AdvisedToken, Plan, PortfolioSummary, SetAsideToken, WalletRisk } from '../types';
import { loanHealthWords, whereSentence } from './loanWords';
import { plural } from './format';
import { planSentence } from './planSentence';
import { spreadSentence, stableSentence, swingSentence, type Largest } from './walletSentences';

export interface OverviewFacts {
  totalValueUsd: number;
  portfolio: PortfolioSummary & WalletRisk;
  largest: Largest | null;
  tokens: readonly AdvisedToken[];
  setAside: readonly SetAsideToken[];
  /** Names of chains that could not be read. */
  unreadableChains: readonly string[];
  plan: Plan;
  /** The wallet's loans, most at risk first. */
  loans?: readonly AdvisedLoan[];
}

/** Held cards' actions in the order the summary lists them, strongest first. */
const HELD_ACTIONS: readonly Action[] = ['strongly sell', 'sell', 'buy more', 'hold'];

/** "Of these, 1 is to sell, 2 to buy more and 58 to hold." over the cards with a balance, as the filters count them. */
function actionSummary(held: readonly AdvisedToken[]): string {
  const parts = HELD_ACTIONS.flatMap((action) => {
    const count = held.filter((token) => token.action === action).length;
    return count > 0 ? [{ count, action }] : [];
  });
  if (parts.length === 0) return '';
  const [first, ...rest] = parts.map(({ count, action }, i) => (i === 0 ? `${count} ${count === 1 ? 'is' : 'are'} to ${action}` : `${count} to ${action}`));
  const words = rest.length === 0 ? first : `${[first, ...rest.slice(0, -1)].join(', ')} and ${rest[rest.length - 1]}`;
  return `Of these, ${words}.`;
}

const SET_ASIDE_WORDS: Record<SetAsideToken['reason'], string> = {
  'spam-name': 'with a spam-like name',
  unpriced: 'without a price',
  'price-unavailable': 'whose price could not be read',
  'stale-price': 'whose latest price is too old',
  unreadable: 'whose contract could not be read',
  'left-out': 'not read',
};

/** Positions past the bound Ribbit reads of one wallet: not tokens set aside, but said (docs/positions.md, "Bounds"). */
function leftOutSentence(leftOut: readonly SetAsideToken[]): string {
  return leftOut.map((entry) => ` ${entry.count ?? 0} more ${entry.name} were not read.`).join('');
}

function setAsideSentence(all: readonly SetAsideToken[]): string {
  const setAside = all.filter((token) => token.reason !== 'left-out');
  const leftOut = leftOutSentence(all.filter((token) => token.reason === 'left-out'));
  if (setAside.length === 0) return leftOut;
  const reasons = (Object.keys(SET_ASIDE_WORDS) as Array<SetAsideToken['reason']>).flatMap((reason) => {
    const count = setAside.filter((token) => token.reason === reason).length;
    return count > 0 ? [`${count} ${SET_ASIDE_WORDS[reason]}`] : [];
  });
  const verb = setAside.length === 1 ? 'was' : 'were';
  return ` ${plural(setAside.length, 'token')} ${verb} set aside and left out of the totals: ${reasons.join(', ')}.${leftOut}`;
}

/** Nothing from an unreadable chain is guessed: the reader is told what is missing. */
function unreadableSentence(chains: readonly string[]): string {
  if (chains.length === 0) return '';
  const names = chains.length === 1 ? chains[0] : `${chains.slice(0, -1).join(', ')} and ${chains[chains.length - 1]}`;
  return ` ${names} could not be read, so ${chains.length === 1 ? 'its' : 'their'} tokens are not included.`;
}

/** Whether the plan has a step that repays `loan` (its chain, its market's protocol): only then do the words say so. */
function repaysLoan(plan: Plan, loan: AdvisedLoan): boolean {
  return plan.steps.some((step) => step.action === 'repay' && step.chainId === loan.chainId && step.protocol?.id === loan.protocol);
}

export function overviewText({ totalValueUsd, portfolio, largest, tokens, setAside, unreadableChains, plan, loans = [] }: OverviewFacts): string {
  if (portfolio.tokenCount === 0) {
    return `This wallet holds nothing Ribbit can price, so there is no advice to give.${setAsideSentence(setAside)}${unreadableSentence(unreadableChains)}`;
  }
  // Debts are cards too (valueUsd negative), but not holdings: they are said with the loans.
  const held = tokens.filter((token) => token.count > 0 && token.position?.kind !== 'debt');
  const owes = loans.length > 0 || tokens.some((token) => token.position?.kind === 'debt');
  // New tokens the plan buys to spread the crypto (not the stablecoin a chain's sales go into where none is held).
  const bought = tokens.filter((token) => token.count === 0 && token.rules.some((rule) => rule.id === 'spread'));
  const onChains = portfolio.chainCount > 1 ? ` on ${portfolio.chainCount} chains` : '';
  const sentences = [
    planSentence(plan),
    `Your wallet is worth ${formatUsd(totalValueUsd)}${owes ? ' after its debts' : ''} in ${plural(held.length, 'holding')}${onChains}.`,
    whereSentence(tokens),
    ...loans.map((loan) => loanHealthWords(loan, repaysLoan(plan, loan))),
    spreadSentence(largest, portfolio),
    stableSentence(portfolio, portfolio),
    swingSentence(portfolio, { swing: plan.after?.volatilityAnnual ?? null, stableShare: plan.after?.stableShare ?? portfolio.stableShare }, totalValueUsd),
    actionSummary(held),
    ...(bought.length > 0 ? [`The plan also buys ${plural(bought.length, 'new token')}, to spread your crypto wider.`] : []),
  ].filter((sentence) => sentence !== '');
  return sentences.join(' ') + setAsideSentence(setAside) + unreadableSentence(unreadableChains);
}
