import { UPTREND } from '../rules/heldRules';
import { type Condition, fire } from '../rules/rule';
import * as T from '../thresholds';
import type { Signals } from '../types';
import type { PegCurrency } from '../../domain/types';
import { percent, signedPercent, pegPrice, pegTarget, pegTargetWorth } from './format';

export interface HoldingFacts {
  symbol: string;
  price: number;
  signals: Signals;
  /** Number of daily closes the price source gave. */
  historyDays: number;
  /** Stablecoins: the currency tracked and its USD rate (USD: 1). Absent: USD. */
  peg?: { currency: PegCurrency; rateUsd: number };
}

const DOLLAR_PEG = { currency: 'USD', rateUsd: 1 } as const;

/** Formats a fraction, or "n/a" when the signal is unknown. */
const pct = (value: number | null): string => (value === null ? 'n/a' : percent(Math.abs(value)));
const signed = (value: number | null): string => (value === null ? 'n/a' : signedPercent(value));
/** Share × volatility: the yearly swing the token puts on the wallet. */
const swing = ({ weight, volatilityAnnual }: Signals): number | null => (volatilityAnnual === null ? null : weight * volatilityAnnual);

/** Days of closes the slowest signal needs: a 90-day window spans 91 closes. */
const FULL_HISTORY_DAYS = Math.max(T.LONG_RETURN_DAYS, T.VOLATILITY_DAYS, T.DRAWDOWN_DAYS) + 1;

const TEXTS: Record<string, (facts: HoldingFacts) => string> = {
  'depeg-collapse': ({ symbol, price, signals, peg = DOLLAR_PEG }) =>
    `${symbol} is meant to be worth ${pegTargetWorth(peg.currency, peg.rateUsd)} but trades at ${pegPrice(price)}, ${pct(signals.pegDeviation)} away: the peg has broken. ` +
    `Breaks this deep rarely heal quickly, so move out of it. The call eases to sell once it is back within ` +
    `${percent(T.DEPEG_STRONGLY_SELL)} of ${pegTarget(peg.currency)}, and to hold within ${percent(T.DEPEG_SELL)}.`,
  depeg: ({ symbol, price, signals, peg = DOLLAR_PEG }) =>
    `${symbol} is meant to be worth ${pegTargetWorth(peg.currency, peg.rateUsd)} but trades at ${pegPrice(price)}, ${pct(signals.pegDeviation)} away. ` +
    `Swap it for a stablecoin that holds its peg. The call returns to hold within ${percent(T.DEPEG_SELL)} ` +
    `of ${pegTarget(peg.currency)} and becomes strongly sell beyond ${percent(T.DEPEG_STRONGLY_SELL)}.`,
  'on-peg': ({ symbol, price, peg = DOLLAR_PEG }) =>
    `${symbol} holds its ${pegTargetWorth(peg.currency, peg.rateUsd)} peg (${pegPrice(price)}). It is the wallet's cash reserve: keep it. ` +
    `The call changes to sell if it drifts ${percent(T.DEPEG_SELL)} or more from ${pegTarget(peg.currency)}.`,
  'crash-drawdown': ({ symbol, signals }) =>
    `${symbol} has fallen ${pct(signals.maxDrawdown90d)} from its 90-day high and still trades below its ` +
    `50-day average (${signed(signals.priceVsSma50)}). Sell half: much of the fall may be behind it, but ` +
    `the trend has not turned. The call eases once the price is back above its 50-day average.`,
  'crash-plunge': ({ symbol, signals }) =>
    `${symbol} lost ${pct(signals.return30d)} in 30 days, a fall that steep usually means trouble with the ` +
    `token itself. Cut the position. The call eases once the 30-day loss is smaller than ` +
    `${pct(T.CRASH_RETURN_30D)}.`,
  downtrend: ({ symbol, signals }) =>
    `${symbol} trades ${pct(signals.priceVsSma50)} below its 50-day average and is down over 30 days ` +
    `(${signed(signals.return30d)}): the trend points down. Selling half limits further losses. The call ` +
    `returns to hold once the price is within ${percent(T.TREND_SMA_GAP)} of its 50-day average or the ` +
    `30-day return turns positive.`,
  'trim-outsized': ({ symbol, signals }) =>
    `${symbol} is ${pct(signals.weight)} of the portfolio and swings ${pct(signals.volatilityAnnual)} a year, ` +
    `so it alone puts a ${pct(swing(signals))} yearly swing on the whole wallet. Sell part of it, enough to ` +
    `bring its share × volatility under ${percent(T.TRIM_SWING)}, and keep the proceeds as a reserve. The ` +
    `call returns to hold below that line.`,
  uptrend: ({ symbol, signals }) =>
    `${symbol} trades ${pct(signals.priceVsSma50)} above its 50-day average and is up over 30 days ` +
    `(${signed(signals.return30d)}): the trend is up. The position is small for its volatility (${pct(signals.weight)}, ` +
    `a ${pct(swing(signals))} swing on the wallet with ${pct(signals.volatilityAnnual)} volatility a year), ` +
    `so adding to it is reasonable. The call falls back to hold if the price comes within ` +
    `${percent(T.TREND_SMA_GAP)} of its 50-day average, or the position reaches ` +
    `${percent(T.BUY_MORE_MAX_WEIGHT)} of the portfolio or a ${percent(T.BUY_MORE_MAX_SWING)} swing.`,
};

function holdsAll(conditions: readonly Condition[], signals: Signals): boolean {
  return fire({ id: 'check', action: 'hold', conditions }, signals).length > 0;
}

function plainHold({ symbol, signals, historyDays }: HoldingFacts): string {
  if (historyDays < FULL_HISTORY_DAYS) {
    return (
      `Ribbit has only ${historyDays} days of prices for ${symbol}; its trend and risk rules need ` +
      `${FULL_HISTORY_DAYS}. Keep it for now: the advice firms up as history builds.`
    );
  }
  if (holdsAll(UPTREND, signals)) {
    return (
      `${symbol} is rising, but it is already ${pct(signals.weight)} of the portfolio and puts a ` +
      `${pct(swing(signals))} yearly swing on the wallet; doubling it would put too much of the wallet's ` +
      `risk in one token. Keep it. It becomes buy more if its share falls under ` +
      `${percent(T.BUY_MORE_MAX_WEIGHT)} and its swing under ${percent(T.BUY_MORE_MAX_SWING)} while the trend holds.`
    );
  }
  return (
    `${symbol} shows no clear trend (${signed(signals.priceVsSma50)} vs its 50-day average, 30 days ` +
    `${signed(signals.return30d)}), so keep it. It becomes buy more in a clear uptrend (at least ` +
    `${percent(T.TREND_SMA_GAP)} above the 50-day average and up over 30 days) and sell in a ` +
    `clear downtrend.`
  );
}

/** Plain words for a held token's advice; `decidedBy` null means no rule fired. */
export function describeHolding(facts: HoldingFacts, decidedBy: string | null): string {
  const text = decidedBy === null ? undefined : TEXTS[decidedBy];
  return text ? text(facts) : plainHold(facts);
}
