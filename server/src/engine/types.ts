/**
 * The engine's input and output. Everything here is plain data, so the engine
 * can be replayed over any price history without a chain or a database.
 *
 * The output is the wire contract's (contract/recommendation.ts) less what only the
 * service knows (chain names), its types derived from the contract's: a field added to the
 * contract appears here with it (a required one is a type error in the engine until it is
 * made), and the service (recommendation/wireRecommendation.ts) copies each field by name,
 * a field it does not copy, optional or not, being a type error there.
 */
import type {
  FiredRule as WireFiredRule,
  Loan as WireLoan,
  Plan as WirePlan,
  PlanChain as WirePlanChain,
  PlanStep as WirePlanStep,
  Portfolio,
  Position,
  Recommendation,
  SetAsideToken as WireSetAsideToken,
  Signals as WireSignals,
  TokenAdvice,
} from '../../../contract';
import type { RiskChoice } from '../../../contract/risk';
import type { PegCurrency, PriceHistory, PriceSourceId, TokenInfo } from '../domain/types';
import type { ProtocolLoanPart } from '../domain/loanMath';

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
  /**
   * Where the holding sits when not plainly in the wallet (contract/positions.ts). `token`, `amount` and
   * `prices` are then those of the asset it is exposed to: WETH's for an Aave aWETH deposit (amount in
   * WETH, interest included), DAI's for sDAI (its shares converted to DAI at the vault's rate), ETH's for
   * wstETH (its stETH at the exchange rate); the receipt names what the wallet holds. A `debt` is owed:
   * its value counts against the wallet. Absent: a token in the wallet.
   */
  position?: HoldingPlace;
}

/** Where a holding sits: the wire's, without the protocol's display name (the registry's, added by the service). */
export type HoldingPlace = Position;

/**
 * A borrowing account in one lending market on one chain (contract/positions.ts), as the protocol itself
 * reports it at the read's block: USD values at the protocol's prices, its health factor and liquidation
 * threshold. The engine compares it with its own prices, states how far the collateral can fall, and
 * puts a repayment first when it is in danger.
 */
export type EngineLoan = Omit<WireLoan, 'chainName' | 'maxFall' | 'maxRise' | 'status'> & {
  /** Each asset at the market's own prices, read with the health factor: what the distance and the fix are stated from. */
  parts?: readonly ProtocolLoanPart[];
};

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
  /** Every loan of the wallet in a lending market; its deposits and debts are among `holdings` (position.loan is the index here). */
  loans?: EngineLoan[];
  /**
   * What the reading set aside before any price: contracts that could not be read, positions past the bound
   * (reason unreadable or left-out, docs/positions.md "Bounds"). Joined to the engine's own.
   */
  setAside?: SetAsideToken[];
  /** The risk level the person chose (docs/engine.md "Risk levels"); none: the plan keeps the wallet's own swing. */
  risk?: RiskChoice;
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
 * - priceVsSma50: latest close / 50-day simple moving average − 1.
 * - volatilityAnnual: standard deviation of daily log returns × √365.
 * - maxDrawdown90d: largest peak-to-trough fall within the last 90 days, as a positive fraction.
 * - weight: share of the wallet's priced value; 0 for buy suggestions.
 * - pegDeviation: |price / peg − 1| for stablecoins whose peg rate is known (USD: 1, EUR: EUR / USD); null for every other token.
 */
export type Signals = WireSignals;

export type SignalName = keyof Signals;
/** Signals of the wallet as a whole: its concentration, its stable share, how many tokens its crypto sits in, its yearly swing. */
export type PortfolioSignalName = 'hhi' | 'stableShare' | 'cryptoTokens' | 'walletSwing';
/** Read by rules beside a token's signals: its part of the wallet's volatility (plan/risk.ts). */
export type DerivedSignalName = 'riskContribution';
/**
 * Read by the money rule (plan/money.ts): what a buy could be paid with when its turn came; and by the reasons
 * of a hold: the daily closes the price source gave.
 */
export type PlanSignalName = 'fundsLeftUsd' | 'historyDays';
export type RuleSignal = SignalName | PortfolioSignalName | DerivedSignalName | PlanSignalName;
export type Comparison = WireFiredRule['comparison'];

/**
 * One condition of a rule that fired, e.g. text "30-day return −38.0% <= −35.0%". A rule with
 * several conditions appears once per condition, every entry carrying the same id and action.
 * The wire's, with the signal named by the engine's own list, and the figure observed, which the
 * wire leaves to the text.
 */
export interface FiredRule extends Omit<WireFiredRule, 'signal' | 'observed'> {
  signal: RuleSignal;
  observed: number;
}

/**
 * What one piece of advice moves (docs/engine.md "The plan"). Units are whole tokens; USD at
 * the token's price; `sizeUsd` is what the action's full size would move (more than `usd` when
 * the plan's money pays only part); `paidFrom` says what pays for a buy (absent for sells).
 */
export type Trade = NonNullable<TokenAdvice['trade']>;

/**
 * One token's advice: the wire's, less its chain's name (the service adds it). `result` and
 * `description` are everyday words (jargon only in `rules`); `trade` is absent for hold and on
 * the asset's other holdings (`adviceOn`), but for a strongly sell. The engine always draws the
 * 90-day sparkline (sparkline.ts); only recommendations stored before it lack one.
 */
export interface AdvisedToken extends Omit<TokenAdvice, 'chainName' | 'rules' | 'sparkline'> {
  rules: FiredRule[];
  sparkline: number[];
}

export type SetAsideToken = WireSetAsideToken;

/** The portfolio's shape: HHI (sum of squared weights, 0 for an empty wallet), the stable share, and priced assets and chains counted once. */
export type PortfolioSummary = Pick<Portfolio, 'hhi' | 'stableShare' | 'tokenCount' | 'chainCount'>;

/**
 * The wallet's risk as a whole (plan/risk.ts, docs/engine.md "Wallet volatility"): the stable
 * reserve, the volatility over the last 90 daily moves (null when an asset's history is too short:
 * `shortHistory`), the target, and the smallest reserve that reaches it.
 */
export type WalletRisk = Omit<Portfolio, keyof PortfolioSummary>;

/** One step of the plan (plan/steps.ts): one asset, on the one chain to act on; the wire's, less the chain's name. */
export type PlanStep = Omit<WirePlanStep, 'chainName'>;

/** One chain's money in the plan: the wire's, less the chain's name. */
export type PlanChain = Omit<WirePlanChain, 'chainName'>;

/** The advice as one plan (docs/engine.md "The plan"); USD in cents. */
export interface Plan extends Omit<WirePlan, 'steps' | 'chains'> {
  steps: PlanStep[];
  chains?: PlanChain[];
}

/** A loan as the answer states it: the wire's, less the chain's name. */
export type AdvisedLoan = Omit<WireLoan, 'chainName'>;

export interface EngineOutput extends Pick<Recommendation, 'overview' | 'setAside' | 'totalValueUsd'> {
  /** The wallet's net worth each day at today's holdings, oldest first (valueHistory.ts). */
  valueHistory: number[];
  /** Held tokens first (by value, largest first), then buy suggestions (best first). */
  tokens: AdvisedToken[];
  portfolio: PortfolioSummary & WalletRisk;
  plan: Plan;
  loans?: AdvisedLoan[];
}
