/**
 * The call with its amount, in the words that follow "so" in a token's first sentence:
 * "sell half, 60 ETH (≈ $204,000)", "buy 1,200 LDO more (≈ $2,400), doubling it",
 * "keep it as it is". The figures are the plan's (plan.ts).
 */
import { BUY_WALLET_SHARE } from '../thresholds';
import type { Action, Trade } from '../types';
import { approxUsd } from './format';
import { amount, plainPercent } from './plainWords';

/** What the plan made of the token's call, as the words need it. */
export interface CallOutcome {
  action: Action;
  /** The call before the plan: a buy the plan could not pay for is now a hold. */
  wanted: Action;
  trade: Trade | null;
  /** The full size of the call: a buy's cost, a sale's share of the whole asset. */
  fullUsd: number | null;
  /** Stablecoins before the plan plus what its sells raise: 0 means there was nothing to pay with at all. */
  planMoneyUsd: number;
  /** The token is the asset's only holding (a sale of half of it is half of this one). */
  only: boolean;
  /** The chain to act on, said when the asset is held on several (the plan acts on one). */
  chainName: string;
  /** A suggestion: not held. */
  suggested: boolean;
}

const share = plainPercent(BUY_WALLET_SHARE);

/** "on Ethereum" when the asset is held on several chains: the step is on one of them. */
const where = (outcome: CallOutcome): string => (outcome.only ? '' : `on ${outcome.chainName}`);

function sellWords(symbol: string, trade: Trade, outcome: CallOutcome): string {
  const moved = amount(trade.units, symbol, trade.usd, where(outcome));
  if (outcome.action === 'strongly sell') return `sell all of it, ${moved}`;
  if (outcome.only) return `sell half, ${moved}`;
  // The largest holding is under half of the asset: the step sells all of it, and says what half would be.
  const short = outcome.fullUsd !== null && trade.usd < outcome.fullUsd - 0.005;
  return short
    ? `sell all of it, ${moved} (half of all your ${symbol} would be ${approxUsd(outcome.fullUsd ?? 0)})`
    : `sell ${moved}, half of all your ${symbol}`;
}

function buyWords(symbol: string, trade: Trade, outcome: CallOutcome): string {
  const moved = amount(trade.units, symbol, trade.usd, where(outcome));
  if (trade.paidFrom === 'holdings') return `buy ${moved}, ${share} of your money, by selling a little of each of your other tokens`;
  const partial = outcome.fullUsd !== null && trade.usd < outcome.fullUsd;
  if (outcome.action === 'buy more') {
    const more = `buy ${amount(trade.units, symbol, trade.usd, ['more', where(outcome)].filter(Boolean).join(' '))}`;
    return partial ? `${more}, all the plan has left for it (doubling it would take ${approxUsd(outcome.fullUsd ?? 0)})` : `${more}, doubling it`;
  }
  return partial
    ? `buy ${moved}, all the plan has left for it (${share} of your money would be ${approxUsd(outcome.fullUsd ?? 0)})`
    : `buy ${moved}, ${share} of your money`;
}

/** Why a buy became a hold, for the end of its first sentence. */
export function unpaidWords(outcome: CallOutcome): string {
  return outcome.planMoneyUsd > 0 ? 'the plan’s money goes to more useful buys first' : 'there are no stablecoins and no sales to pay for it';
}

/** The call and its amount, lower case: it follows "so". */
export function callWords(symbol: string, outcome: CallOutcome): string {
  const { trade } = outcome;
  if (trade?.side === 'sell') return sellWords(symbol, trade, outcome);
  if (trade?.side === 'buy') return buyWords(symbol, trade, outcome);
  if (outcome.wanted !== outcome.action) return outcome.suggested ? 'do not buy it now' : 'keep it as it is for now';
  return 'keep it';
}
