/**
 * The wallet as the planner reads it (docs/engine.md "The plan"): each asset with its holdings, its kind
 * (cash, a stablecoin off its peg, or a token), the signals that do not move when the wallet trades (trend,
 * history) and the daily returns its risk is measured on. Built once per answer; the planner then changes
 * only the holdings' values (ledger.ts).
 */
import type { PriceHistory, TokenInfo } from '../../domain/types';
import type { AssetPosition, PricedHolding } from '../portfolio';
import { recentLogReturns } from '../signals/logReturns';
import { isStablecoin, pegDeviation, type PegRates } from '../signals/peg';
import { tokenSignals } from '../signals/tokenSignals';
import { DEPEG_SELL, DEPEG_STRONGLY_SELL, TREND_SMA_GAP, VOLATILITY_DAYS } from '../thresholds';
import type { Signals } from '../types';
import { vectorOf, type SignalVector } from '../rules/compiled';

/**
 * - cash: a stablecoin on its peg, the reserve: sales go into it, buys are paid from it;
 * - broken: a stablecoin off its peg (DEPEG_SELL and more), no longer cash: sold whole;
 * - token: everything else, judged by its trend and its part of the wallet's risk.
 */
export type AssetKind = 'cash' | 'broken' | 'token';

/** One holding of an asset on one chain: `index` is its place in the ledger's values. */
export interface PlanHolding {
  index: number;
  token: TokenInfo;
  price: number;
  prices: PriceHistory;
  /** The holding before the plan; null for a token not held (a buy suggestion, or cash a sale creates on a chain). */
  held: PricedHolding | null;
  /**
   * Whether the plan may sell from it or pay with it: a token in the wallet, or a deposit, staking or vault token
   * that backs no loan (the step then names the protocol). Collateral stays, as withdrawing it brings the loan
   * nearer liquidation; a liquidity position is closed whole or not at all, never one side; both are advised as
   * the exposure they are (docs/positions.md, "Advice").
   */
  movable: boolean;
}

/** Whether the plan may trade a holding that sits at `place` (see PlanHolding.movable). */
export function isMovable(place: PricedHolding['position']): boolean {
  if (!place) return true;
  return place.loan === undefined && (place.kind === 'deposit' || place.kind === 'staked' || place.kind === 'vault');
}

export interface PlanAsset {
  /** assetKey: one asset across chains. */
  key: string;
  symbol: string;
  kind: AssetKind;
  /** Largest first before the plan (the lead judges the asset); suggestions and new cash: one, worth 0. */
  holdings: PlanHolding[];
  /** The lead's signals, weight as before the plan. */
  signals: Signals;
  /** A downtrend (the 50-day average and the 30-day return agree); null when either is unknown. */
  downtrend: boolean | null;
  /** Daily closes the lead's price source gave. */
  historyDays: number;
  /** The last VOLATILITY_DAYS daily log returns its risk is measured on; null with too short a history (then no risk rule fires). */
  returns: Float64Array | null;
  /**
   * What the rules read of it (rules/compiled.ts): its signals and history, filled once; the planner writes each
   * state's weight and part into it before it asks the rules. Its own, never shared.
   */
  vector: SignalVector;
}

/** Whether the token's price is in a downtrend: under its 50-day average by TREND_SMA_GAP and down over 30 days. */
export function isDowntrend({ priceVsSma50, return30d }: Signals): boolean | null {
  if (priceVsSma50 === null || return30d === null) return null;
  return priceVsSma50 <= -TREND_SMA_GAP && return30d < 0;
}

export function kindOf(token: TokenInfo, priceUsd: number, rates: PegRates): AssetKind {
  if (!isStablecoin(token, rates)) return 'token';
  const deviation = pegDeviation(token, priceUsd, rates) ?? 0;
  return deviation < DEPEG_SELL ? 'cash' : 'broken';
}

/** A broken stablecoin's call: strongly sell once it is DEPEG_STRONGLY_SELL off its peg. */
export function brokenAction(signals: Signals): 'sell' | 'strongly sell' {
  return (signals.pegDeviation ?? 0) >= DEPEG_STRONGLY_SELL ? 'strongly sell' : 'sell';
}

/** A held asset as the planner reads it; holdings get ledger indexes from `next`. */
export function plannedAsset(position: AssetPosition, rates: PegRates, next: () => number): PlanAsset {
  const lead = position.holdings[0];
  const signals = tokenSignals(lead.token, lead.prices, position.weight, rates);
  return {
    key: position.asset,
    symbol: lead.token.symbol,
    kind: kindOf(lead.token, lead.prices.priceUsd, rates),
    holdings: position.holdings.map((held) => ({
      index: next(),
      token: held.token,
      price: held.prices.priceUsd,
      prices: held.prices,
      held,
      movable: isMovable(held.position),
    })),
    signals,
    downtrend: isDowntrend(signals),
    historyDays: lead.prices.dailyCloses.length,
    returns: recentLogReturns(lead.prices.dailyCloses, VOLATILITY_DAYS),
    vector: vectorOf(signals, lead.prices.dailyCloses.length),
  };
}
