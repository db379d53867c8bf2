import type { RiskBudget } from '../riskBudget';
import type { PositionRisk } from '../rules/evaluate';
import { DOWNTREND } from '../rules/heldRules';
import { type Condition, fire } from '../rules/rule';
import * as T from '../thresholds';
import type { Signals } from '../types';
import type { PegCurrency } from '../../domain/types';
import { percent, signedPercent, pegPrice, pegTarget, pegTargetWorth, volatilityPoints } from './format';

export interface HoldingFacts {
  symbol: string;
  price: number;
  signals: Signals;
  /** The wallet's risk budget per non-stable asset, and the token's part of the wallet's volatility. */
  risk: PositionRisk;
  /** Number of daily closes the price source gave. */
  historyDays: number;
  /** Stablecoins: the currency tracked and its USD rate (USD: 1). Absent: USD. */
  peg?: { currency: PegCurrency; rateUsd: number };
}

const DOLLAR_PEG = { currency: 'USD', rateUsd: 1 } as const;

/** Formats a fraction, or "n/a" when the signal is unknown. */
const pct = (value: number | null): string => (value === null ? 'n/a' : percent(Math.abs(value)));
const signed = (value: number | null): string => (value === null ? 'n/a' : signedPercent(value));

/** "budget of 7.5 points (the wallet's 30.0% target volatility shared by 4 assets)"; one asset: the whole target. */
function budgetWords({ assets, swing: budget }: RiskBudget): string {
  return assets === 1
    ? `budget, the wallet's ${percent(budget)} target volatility`
    : `budget of ${volatilityPoints(budget)} (the wallet's ${percent(T.TARGET_VOLATILITY)} target volatility shared by ${assets} assets)`;
}

/** "adds 4.4 points to the wallet's yearly volatility over the last 30 days (12.0% of the wallet, 61.0% volatility a year)". */
function partWords({ signals, risk }: HoldingFacts): string {
  return (
    `adds ${risk.contribution === null ? 'an unknown part' : volatilityPoints(risk.contribution)} to the wallet's yearly volatility over the last 30 days (${pct(signals.weight)} of the wallet, ` +
    `${pct(signals.volatilityAnnual)} volatility a year)`
  );
}

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
  downtrend: (facts) =>
    `${facts.symbol} trades ${pct(facts.signals.priceVsSma50)} below its 50-day average and is down over 30 days ` +
    `(${signed(facts.signals.return30d)}): the trend points down. It ${partWords(facts)}; in a downtrend Ribbit keeps ` +
    `that under ${volatilityPoints(T.DOWNTREND_BUDGETS * facts.risk.budget.swing)}, half its ${budgetWords(facts.risk.budget)}. ` +
    `Selling half limits further losses and keeps some of it for a rebound. The call returns to hold once the ` +
    `price is within ${percent(T.TREND_SMA_GAP)} of its 50-day average, the 30-day return turns positive, or ` +
    `its part is under that line.`,
  'trim-outsized': (facts) =>
    `${facts.symbol} ${partWords(facts)}, more than twice its ${budgetWords(facts.risk.budget)}: too much of the ` +
    `wallet's risk rides on one token. Sell part of it and keep the proceeds as a reserve. The call returns to ` +
    `hold below ${volatilityPoints(T.TRIM_BUDGETS * facts.risk.budget.swing)}.`,
  'under-budget': (facts) =>
    `${facts.symbol} ${partWords(facts)}, under half its ${budgetWords(facts.risk.budget)}, and it is not in a ` +
    `downtrend (${signed(facts.signals.priceVsSma50)} vs its 50-day average, 30 days ${signed(facts.signals.return30d)}). ` +
    `Adding to it brings it closer to its share of the wallet's risk. The call falls back to hold once its part ` +
    `reaches ${volatilityPoints(T.BUY_MORE_BUDGETS * facts.risk.budget.swing)} or its share ${percent(T.BUY_MORE_MAX_WEIGHT)}, ` +
    `and to hold in a downtrend.`,
};

function holdsAll(conditions: readonly Condition[], signals: Signals): boolean {
  return fire({ id: 'check', action: 'hold', conditions }, signals).length > 0;
}

function plainHold(facts: HoldingFacts): string {
  const { symbol, signals, risk, historyDays } = facts;
  if (historyDays < FULL_HISTORY_DAYS) {
    return (
      `Ribbit has only ${historyDays} days of prices for ${symbol}; its trend and risk rules need ` +
      `${FULL_HISTORY_DAYS}. Keep it for now: the advice firms up as history builds.`
    );
  }
  if (signals.weight < T.MIN_BUDGET_WEIGHT) {
    return (
      `${symbol} is ${pct(signals.weight)} of the wallet, under ${percent(T.MIN_BUDGET_WEIGHT)}: too small to move its risk ` +
      `either way, so it takes no share of the risk budget and is not bought more. Keep it, or tidy it away.`
    );
  }
  if (risk.contribution === null) {
    return `Ribbit cannot measure how ${symbol} moves with the rest of the wallet over the last 30 days, so its risk rules do not apply. Keep it for now.`;
  }
  if (holdsAll(DOWNTREND, signals)) {
    return (
      `${symbol} is in a downtrend (${signed(signals.priceVsSma50)} vs its 50-day average, 30 days ` +
      `${signed(signals.return30d)}), but the position is already small: it ${partWords(facts)}, under half its ` +
      `${budgetWords(risk.budget)}. Keep it. It becomes sell if that grows past ` +
      `${volatilityPoints(T.DOWNTREND_BUDGETS * risk.budget.swing)}, and buy more once the trend has turned.`
    );
  }
  if (risk.contribution < T.BUY_MORE_BUDGETS * risk.budget.swing) {
    return (
      `${symbol} ${partWords(facts)}, under half its ${budgetWords(risk.budget)}, but it is already ` +
      `${pct(signals.weight)} of the wallet: Ribbit does not add to a token past ${percent(T.BUY_MORE_MAX_WEIGHT)}. Keep it. ` +
      `It becomes sell above ${volatilityPoints(T.TRIM_BUDGETS * risk.budget.swing)} or in a clear downtrend.`
    );
  }
  return (
    `${symbol} ${partWords(facts)}: within its ${budgetWords(risk.budget)}, between half and twice it. Keep it. ` +
    `It becomes sell above ${volatilityPoints(T.TRIM_BUDGETS * risk.budget.swing)} or in a clear downtrend ` +
    `(${percent(T.TREND_SMA_GAP)} under the 50-day average and down over 30 days), and buy more under ` +
    `${volatilityPoints(T.BUY_MORE_BUDGETS * risk.budget.swing)}.`
  );
}

/** Plain words for a held token's advice; `decidedBy` null means no rule fired. */
export function describeHolding(facts: HoldingFacts, decidedBy: string | null): string {
  const text = decidedBy === null ? undefined : TEXTS[decidedBy];
  return text ? text(facts) : plainHold(facts);
}
