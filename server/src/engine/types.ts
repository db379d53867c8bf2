/**
 * The engine's input and output. Everything here is plain data, so the engine
 * can be replayed over any price history without a chain or a database.
 */
import type { Action, PegCurrency, PriceHistory, PriceSourceId, TokenInfo } from '../domain/types';

export type { Action } from '../domain/types';

/** One token the wallet holds. */
export interface EngineAsset {
  token: TokenInfo;
  /** Whole units (decimals applied), > 0. */
  amount: number;
  /** null: no usable price, so the token is set aside (`problem` says why; absent: no source knows it). */
  prices: PriceHistory | null;
  /** Why `prices` is null although a source knows the token: its feed failed, or its price is too old to advise on. */
  problem?: PriceProblem;
  /** A second source's price that differs by more than PRICE_DISAGREEMENT from `prices`: said in the token's notes. */
  otherPrice?: { source: PriceSourceId; priceUsd: number };
}

export type PriceProblem = { reason: 'price-unavailable' } | { reason: 'stale-price'; ageSeconds: number };

/** A token Ribbit may suggest buying. */
export interface UniverseToken {
  token: TokenInfo;
  prices: PriceHistory;
}

export interface EngineInput {
  holdings: EngineAsset[];
  /** Candidates for "buy" suggestions; assets the wallet already holds are skipped. */
  universe: UniverseToken[];
  /** Names of configured chains that could not be read: the overview says their tokens are missing. */
  unreadableChains?: string[];
  /**
   * USD per unit of each peg currency, e.g. { EUR: 1.08 } from Chainlink's
   * EUR / USD feed. USD is 1 and need not be given. A stablecoin pegged to a
   * currency missing here is judged as a plain token (its peg cannot be measured).
   */
  pegRatesUsd?: Partial<Record<PegCurrency, number>>;
}

/**
 * How to run the engine. The service passes none; the backtest's ablation
 * (server/backtest) switches rules off by id to measure what each one adds.
 */
export interface EngineOptions {
  /** Rule ids that never fire, e.g. ["trim-outsized"]. */
  disabledRules?: readonly string[];
}

/**
 * Machine-readable signals of one token. Fractions (0.124 = 12.4 %).
 * null: the history is too short for the window, or a needed close is not a
 * positive number; the rules that need the signal do not fire.
 */
export interface Signals {
  return30d: number | null;
  return90d: number | null;
  /** latest close / 50-day simple moving average − 1. */
  priceVsSma50: number | null;
  /** Standard deviation of daily log returns × √365. */
  volatilityAnnual: number | null;
  /** Largest peak-to-trough fall within the last 90 days, as a positive fraction. */
  maxDrawdown90d: number | null;
  /** Share of the wallet's priced value; 0 for buy suggestions. */
  weight: number;
  /** |price / peg − 1| for stablecoins whose peg rate is known (USD: 1, EUR: EUR / USD); null for every other token. */
  pegDeviation: number | null;
}

export type SignalName = keyof Signals;
/** Signals of the portfolio as a whole. */
export type PortfolioSignalName = 'hhi' | 'stableShare';
/** Read by rules beside a token's signals: its part of the wallet's volatility (riskContribution.ts). */
export type DerivedSignalName = 'riskContribution';
/**
 * Read by the plan (plan.ts): the stablecoins and sale proceeds left when a buy's turn comes;
 * and by the reasons of a hold (rules/holdReasons.ts): the daily closes the price source gave.
 */
export type PlanSignalName = 'fundsLeftUsd' | 'historyDays';
export type RuleSignal = SignalName | PortfolioSignalName | DerivedSignalName | PlanSignalName;
export type Comparison = '<' | '<=' | '>' | '>=';

/**
 * One condition of a rule that fired. A rule with several conditions appears
 * once per condition, every entry carrying the same id and action.
 */
export interface FiredRule {
  id: string;
  action: Action;
  signal: RuleSignal;
  observed: number;
  threshold: number;
  comparison: Comparison;
  /** e.g. "30-day return −38.0% <= −35.0%". */
  text: string;
}

export interface AdvisedToken {
  chainId: number;
  symbol: string;
  name: string;
  address: string;
  /** token.logoURI; absent when the registry knows no icon. */
  icon?: string;
  action: Action;
  /** The call, its amount and its reason in everyday words, e.g. "Sell half, 750 UNI (≈ $5,850): it is falling (…) and is 16% of your money." */
  result: string;
  /** The reason and the call with its amount in the first sentence, then what would change the call; jargon only in `rules`. */
  description: string;
  /** Whole units; 0 for "buy" suggestions. */
  count: number;
  /** USD per unit. */
  price: number;
  /** count × price; 0 for "buy" suggestions. */
  valueUsd: number;
  signals: Signals;
  rules: FiredRule[];
  /** Where the price came from, and any doubt about it, in words (shown under "Why?"). */
  notes: string[];
  /** How much to move, as the asset's plan step (plan.ts); absent for hold and on the asset's other holdings, but for a strongly sell. */
  trade?: Trade;
  /** Another holding of the same asset on which its advice and plan step are (plan.ts); absent on that holding. */
  adviceOn?: { chainId: number; address: string };
  /** The 90-day price line: up to 90 daily closes in USD, oldest first, to 4 significant figures (sparkline.ts). */
  sparkline: number[];
}

/**
 * What one piece of advice moves (docs/engine.md "The plan"). Units are whole
 * tokens; USD at the token's price.
 */
export interface Trade {
  side: 'sell' | 'buy';
  /** Whole units to sell or buy; never 0 for a buy (one nothing pays for is no call). */
  units: number;
  /** units × price. */
  usd: number;
  /** USD the action's full size would move (half or all of the asset, as much again, BUY_WALLET_SHARE of the wallet); more than `usd` when the plan's money pays only part. */
  sizeUsd: number;
  /**
   * What pays for a buy: `reserve`, the wallet's stablecoins on their peg plus what the
   * sells raise (what the buys paid before it have not used); `holdings`, its other tokens,
   * for a stablecoin suggested to build the reserve. Absent for sells.
   */
  paidFrom?: 'reserve' | 'holdings';
}

export type SetAsideReason = 'spam-name' | 'unpriced' | 'price-unavailable' | 'stale-price';

export interface SetAsideToken {
  chainId: number;
  symbol: string;
  name: string;
  reason: SetAsideReason;
  /** stale-price only: seconds since the latest price. */
  priceAgeSeconds?: number;
}

export interface PortfolioSummary {
  /** Herfindahl–Hirschman index: sum of squared weights, 0..1; 0 for an empty wallet. */
  hhi: number;
  /** Share of value in stablecoins that hold their peg, 0..1. */
  stableShare: number;
  /** Priced, non-spam assets (one asset held on two chains counts once). */
  tokenCount: number;
  /** Chains the priced holdings are on. */
  chainCount: number;
}

/**
 * The wallet's risk as a whole (walletRisk.ts, docs/engine.md "Wallet volatility").
 * USD figures; fractions 0.5 = 50 %.
 */
export interface WalletRisk {
  /** Value in stablecoins on their peg: what buys are paid from. */
  stableReserveUsd: number;
  /**
   * Annualised volatility of the priced wallet as it is now, over the last 90 daily
   * moves. null: nothing priced, or an asset outside the reserve has under 91 daily closes.
   */
  volatilityAnnual: number | null;
  /** WALLET_TARGET_VOLATILITY. */
  targetVolatility: number;
  /**
   * The smallest stable reserve at which the wallet's volatility is at or under the
   * target, the rest keeping its mix and the total its value; null when the volatility is.
   */
  reserveForTargetUsd: number | null;
  /** Symbols of the assets whose history is too short to measure (why the volatility is null). */
  shortHistory: string[];
}

/** One step of the plan (plan.ts): one asset, on the one chain to act on. USD at today's price. */
export interface PlanStep {
  action: 'strongly sell' | 'sell' | 'buy more' | 'buy';
  symbol: string;
  name: string;
  /** The chain to act on: the asset's largest holding (a suggestion: the chain it is listed on). */
  chainId: number;
  address: string;
  /** Whole units to sell or buy. */
  units: number;
  usd: number;
  /** Buys paid only in part: what the full size would cost (usd < fullUsd). */
  fullUsd?: number;
}

/** The advice as one plan (docs/engine.md "The plan"); USD in cents. */
export interface Plan {
  steps: PlanStep[];
  /** Stablecoins on their peg before the plan. */
  reserveBeforeUsd: number;
  /** What the sells raise, and what a stablecoin bought to build the reserve takes from the other tokens. */
  raisedUsd: number;
  /** What the buys other than that stablecoin spend: never more than reserveBeforeUsd plus the sells. */
  spentUsd: number;
  /** reserveBeforeUsd + raisedUsd − spentUsd: left in stablecoins. */
  reserveAfterUsd: number;
}

export interface EngineOutput {
  overview: string;
  /** Held tokens first (by value, largest first), then buy suggestions (best first). */
  tokens: AdvisedToken[];
  setAside: SetAsideToken[];
  /** Priced, non-spam holdings only. */
  totalValueUsd: number;
  portfolio: PortfolioSummary & WalletRisk;
  plan: Plan;
}
