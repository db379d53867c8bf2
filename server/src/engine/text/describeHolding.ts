/**
 * A held token's call in everyday words: the reason (short for the result line, long for the
 * description's first sentence) and what would change the call. No jargon here: the exact
 * figures and lines (points of volatility, budgets) are in the rule texts, under "Why?".
 */
import type { PositionRisk } from '../rules/evaluate';
import { DOWNTREND } from '../rules/heldRules';
import { FULL_HISTORY_DAYS } from '../rules/holdReasons';
import { type Condition, fire } from '../rules/rule';
import * as T from '../thresholds';
import type { Signals } from '../types';
import type { PegCurrency } from '../../domain/types';
import { compared, PERCENT } from './comparison';
import { pegPrice, pegTarget, pegTargetWorth, percent } from './format';
import { plainPercent } from './plainWords';

export interface HoldingFacts {
  symbol: string;
  price: number;
  signals: Signals;
  /** The wallet's risk budget per non-stable asset, and the token's part of the wallet's volatility. */
  risk: PositionRisk;
  /** Its part of the wallet's volatility over the sum of all parts (the wallet's own); null when unknown. */
  swingShare: number | null;
  /** Number of daily closes the price source gave. */
  historyDays: number;
  /** Stablecoins: the currency tracked and its USD rate (USD: 1). Absent: USD. */
  peg?: { currency: PegCurrency; rateUsd: number };
}

export interface Reason {
  /** For the result line: "it is 17% of your money but causes 45% of its swings". */
  short: string;
  /** For the description's first sentence: "ETH is 17% of your money but causes 45% of its swings". */
  long: string;
}

const money = (facts: HoldingFacts): string => `${plainPercent(facts.signals.weight)} of your money`;

/** "causes 45% of its swings", "steadies it (it tends to move against the rest)", or unknown. */
function swings({ swingShare }: HoldingFacts): string {
  if (swingShare === null) return 'moves in a way Ribbit cannot measure yet';
  if (swingShare < 0) return 'steadies it (it tends to move against the rest)';
  return `causes ${plainPercent(swingShare)} of its ups and downs`;
}

function falling({ signals }: HoldingFacts): string {
  const gap = signals.priceVsSma50 === null ? '' : `${plainPercent(Math.abs(signals.priceVsSma50))} under its 50-day average`;
  const month = signals.return30d === null ? '' : `${plainPercent(Math.abs(signals.return30d))} down in 30 days`;
  return [gap, month].filter(Boolean).join(', ');
}

function holdsAll(conditions: readonly Condition[], signals: Signals): boolean {
  return fire({ id: 'check', action: 'hold', conditions }, signals).length > 0;
}

/** Why a hold that no rule decided is a hold. */
function plainHoldReason(facts: HoldingFacts): Reason {
  const { symbol, signals, risk, historyDays } = facts;
  if (historyDays < FULL_HISTORY_DAYS)
    return both(
      symbol,
      `has only ${historyDays} days of prices, too few to judge it`,
      `Ribbit has only ${historyDays} days of prices for ${symbol}, too few to judge it`,
    );
  if (signals.weight < T.MIN_BUDGET_WEIGHT) {
    const pair = compared(signals.weight, '<', T.MIN_BUDGET_WEIGHT, PERCENT);
    return both(symbol, `is only ${pair.observed} of your money, too little to matter`);
  }
  if (risk.contribution === null) return both(symbol, 'moves in a way Ribbit cannot measure against the rest yet');
  if (holdsAll(DOWNTREND, signals)) return both(symbol, `is falling (${falling(facts)}), but the position is already small`);
  if (risk.contribution < T.BUY_MORE_BUDGETS * risk.budget.swing) return both(symbol, `is already ${money(facts)}, as much as Ribbit adds to`);
  return both(symbol, `is ${money(facts)} and ${swings(facts)}, about its fair share`);
}

function both(symbol: string, predicate: string, long = `${symbol} ${predicate}`): Reason {
  return { short: `it ${predicate}`, long };
}

/** "$1", "€1 (about $1.08 today)". */
const worth = (peg: HoldingFacts['peg']): string => (peg ? pegTargetWorth(peg.currency, peg.rateUsd) : pegTarget('USD'));

/** "12.0% away": the exact figure is in the rule text too, to the same decimal. */
const away = ({ pegDeviation }: Signals): string => `${percent(pegDeviation ?? 0)} away`;

const REASONS: Record<string, (facts: HoldingFacts) => Reason> = {
  'depeg-collapse': ({ symbol, price, peg, signals }) =>
    both(symbol, `should be worth ${worth(peg)} but trades at ${pegPrice(price)}, ${away(signals)}: its peg has broken`),
  depeg: ({ symbol, price, peg, signals }) => both(symbol, `should be worth ${worth(peg)} but trades at ${pegPrice(price)}, ${away(signals)}`),
  'on-peg': ({ symbol, price, peg }) => both(symbol, `holds its ${worth(peg)} peg (${pegPrice(price)}) and is cash, which pays for the plan’s buys`),
  downtrend: (facts) => both(facts.symbol, `is falling (${falling(facts)}) and is ${money(facts)}`),
  'trim-outsized': (facts) => both(facts.symbol, `is ${money(facts)} and ${swings(facts)}, over twice its fair share`),
  'under-budget': (facts) => both(facts.symbol, `is ${money(facts)} and adds little to its ups and downs, under half its fair share`),
};

/** The reason for the call; `decidedBy` null: no rule fired (a plain hold). */
export function holdingReason(facts: HoldingFacts, decidedBy: string | null): Reason {
  const reason = decidedBy === null ? undefined : REASONS[decidedBy];
  return reason ? reason(facts) : plainHoldReason(facts);
}

/** What would change a plain hold, in words. */
function plainHoldDetail(facts: HoldingFacts): string {
  const { signals, risk, historyDays } = facts;
  if (historyDays < FULL_HISTORY_DAYS) return `Its trend and risk rules need ${FULL_HISTORY_DAYS} days; the advice firms up as history builds.`;
  if (signals.weight < T.MIN_BUDGET_WEIGHT)
    return `Below ${percent(T.MIN_BUDGET_WEIGHT)} of your money a token neither adds to nor cuts your risk, so it is not bought more. Keep it, or tidy it away.`;
  if (risk.contribution === null) return 'Its risk rules do not apply until Ribbit has 30 days of its prices beside the rest.';
  if (holdsAll(DOWNTREND, signals)) return 'It becomes sell if it grows to cause more of the swings again, and buy more once the trend has turned.';
  if (risk.contribution < T.BUY_MORE_BUDGETS * risk.budget.swing)
    return `Ribbit does not add to a token past ${percent(T.BUY_MORE_MAX_WEIGHT)} of your money. It becomes sell if it causes far more than its fair share of the swings, or in a clear downtrend.`;
  return (
    'Ribbit aims for each token to cause an equal part of the swings (its fair share). It becomes sell past twice that share, or in a ' +
    `clear downtrend (${percent(T.TREND_SMA_GAP)} under its 50-day average and down over 30 days), and buy more under half of it.`
  );
}

const DETAILS: Record<string, (facts: HoldingFacts) => string> = {
  'depeg-collapse': ({ peg }) =>
    `Breaks this deep rarely heal quickly, so move out of it. The call eases to sell once it is back within ${percent(T.DEPEG_STRONGLY_SELL)} ` +
    `of ${pegTarget(peg?.currency ?? 'USD')}, and to hold within ${percent(T.DEPEG_SELL)}.`,
  depeg: ({ peg }) =>
    `Swap it for a stablecoin that holds its peg. The call returns to hold within ${percent(T.DEPEG_SELL)} of ${pegTarget(peg?.currency ?? 'USD')} ` +
    `and becomes strongly sell beyond ${percent(T.DEPEG_STRONGLY_SELL)}.`,
  'on-peg': ({ peg }) =>
    `Swapping it would gain nothing. The call changes to sell if it drifts ${percent(T.DEPEG_SELL)} or more from ${pegTarget(peg?.currency ?? 'USD')}.`,
  downtrend: () =>
    'Selling half limits further losses and keeps some of it for a rebound; the sale pays for the plan’s buys. The call returns to hold once the ' +
    `price is back within ${percent(T.TREND_SMA_GAP)} of its 50-day average, the 30-day return turns positive, or the position is small.`,
  'trim-outsized': () =>
    'Too much of your risk rides on one token: Ribbit aims for each token to cause an equal part of the swings (its fair share), and this ' +
    'one causes more than twice that. The sale pays for the plan’s buys. The call returns to hold once it is under twice its share.',
  'under-budget': () =>
    'Adding to it spreads your risk more evenly. The call falls back to hold once it causes half its fair share of the swings or is ' +
    `${percent(T.BUY_MORE_MAX_WEIGHT)} of your money, and in a downtrend.`,
};

/** What would change the call, said after the first sentence. */
export function holdingDetail(facts: HoldingFacts, decidedBy: string | null): string {
  const detail = decidedBy === null ? undefined : DETAILS[decidedBy];
  return detail ? detail(facts) : plainHoldDetail(facts);
}
