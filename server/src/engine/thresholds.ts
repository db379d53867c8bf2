/**
 * Every number the engine decides with. docs/engine.md explains why each has
 * its value; change them there and here together. Fractions: 0.05 = 5 %.
 */
import { RISK_LEVEL_SWINGS, type RiskChoice } from '../../../contract/risk';

/** Signal windows, in days. An N-day return needs N + 1 daily closes. */
export const SHORT_RETURN_DAYS = 30;
export const LONG_RETURN_DAYS = 90;
export const SMA_DAYS = 50;
/**
 * Volatility clusters: the last month's predicts the next better than a quarter's (as in volatility-managed
 * portfolios). One window for every risk figure (engine 4): a token's volatility, its part of the wallet's, and
 * the wallet's own swing, so the swing a person is told is the sum of the parts the rules share out, and the
 * plan's cap on buys (never past the target) speaks of the same number as the rules that call for them.
 */
export const VOLATILITY_DAYS = 30;
export const DRAWDOWN_DAYS = 90;
/** Days of peg track record compared when choosing which stablecoin to suggest. */
export const PEG_RECORD_DAYS = 90;
/** Crypto trades every day of the year, so daily volatility scales by √365. */
export const TRADING_DAYS_PER_YEAR = 365;

/** Stablecoins: distance from the peg ($1, or €1 at EUR / USD for a euro one) that counts as a broken peg, and as a collapse. */
export const DEPEG_SELL = 0.03;
export const DEPEG_STRONGLY_SELL = 0.1;

/** Trend: how far above (uptrend) or below (downtrend) the 50-day average the price must be. */
export const TREND_SMA_GAP = 0.05;

/**
 * Risk budgets (volatility targeting shared by risk parity: Moskowitz, Ooi and
 * Pedersen 2012; Maillard, Roncalli and Teiletche 2010): the wallet's crypto
 * should swing about TARGET_VOLATILITY a year, half Bitcoin's long-run
 * volatility, and each of its N non-stable assets gets an equal share of that,
 * TARGET_VOLATILITY / N, as its budget for its part of the wallet's volatility. A position is
 * halved above TRIM_BUDGETS budgets and doubled below BUY_MORE_BUDGETS of one;
 * trades halve or double, so a band four-fold wide keeps one trade from
 * overshooting into the next.
 */
export const TARGET_VOLATILITY = RISK_LEVEL_SWINGS.balanced;
/**
 * The risk levels a person chooses from (docs/engine.md "Risk levels"), each the wallet's yearly swing the plan
 * holds it to and its budgets share: careful a broad stock index's (about 15 %), balanced TARGET_VOLATILITY (half
 * Bitcoin's), bold three quarters of Bitcoin's (45 %), the top of the plateau the backtest found (20–40 % scored
 * alike; 60 % fell). Without a choice the plan keeps the wallet's own swing, up to balanced (plan/level.ts).
 */
export const RISK_LEVEL_VOLATILITY: { readonly [Id in RiskChoice]: number } = RISK_LEVEL_SWINGS;
/**
 * With no level chosen, the swing the plan keeps is the wallet's own rounded down to this step (0.1 %, as the
 * overview writes it), and at least one step: a wallet that swings less has nothing the plan could buy anyway.
 */
export const KEPT_SWING_STEP = 0.001;
export const TRIM_BUDGETS = 2;
export const BUY_MORE_BUDGETS = 0.5;
/**
 * In a downtrend a position's target is a quarter of its budget: it is halved
 * while above half the budget (twice that target), so a falling token is cut
 * twice, not sold outright, and a rebound finds it still held.
 */
export const DOWNTREND_BUDGETS = 0.5;
/**
 * A position under 1 % of the wallet takes no share of the budget and is not bought more:
 * dust (a few dollars of a token, leftovers of a swap) would otherwise cut every real
 * position's budget (three $1 tokens beside two coins make it 6 points instead of 15) and
 * each be told to double.
 */
export const MIN_BUDGET_WEIGHT = 0.01;
/**
 * No buy takes a token past a quarter of the wallet (issue 37, "no new concentration"): a calm token's budget can
 * exceed the whole wallet, and a buy up to it would make one large position of another. Engine 4 stopped at half.
 */
export const BUY_MORE_MAX_WEIGHT = 0.25;

/** Concentration bands of the HHI; at or above CONCENTRATED_HHI the wallet is "concentrated". */
export const MODERATE_HHI = 0.15;
export const CONCENTRATED_HHI = 0.3;
/** Below this share of value in stablecoins the wallet has no cash reserve. */
export const MIN_STABLE_SHARE = 0.1;

/**
 * Two price sources disagreeing by more than this (2 %) is said in the token's
 * notes rather than settled silently: stablecoins and majors agree far closer,
 * so a wider gap means one source is wrong or stale.
 */
export const PRICE_DISAGREEMENT = 0.02;

/**
 * Sparklines: each token's answer carries its last SPARKLINE_DAYS daily closes,
 * rounded to SPARKLINE_DIGITS significant figures. Four figures are 0.1 % steps at
 * worst, far finer than a 90-pixel line can show, and keep the whale's answer small.
 */
export const SPARKLINE_DAYS = 90;
export const SPARKLINE_DIGITS = 4;

/**
 * Trade sizes, the ones the backtest follows (docs/engine.md "Amounts"): sell moves
 * half the position (a strongly sell, all of it), buy more adds as much again (doubling
 * it) and buy puts in this share of the wallet. Buys are paid from the stable
 * reserve, as far as it goes.
 */
export const SELL_FRACTION = 0.5;
export const BUY_MORE_FRACTION = 1;
export const BUY_WALLET_SHARE = 0.1;

/**
 * The annualised volatility the overview measures the wallet against, and the
 * stable reserve that would bring it there: the same target the rules share out
 * among the assets, so the overview and the token calls speak of one number.
 * A Bitcoin-and-Ether wallet (≈ 65 %) reaches it with about 54 % in stablecoins (1 − 30/65).
 */
export const WALLET_TARGET_VOLATILITY = TARGET_VOLATILITY;

/**
 * The plan (plan/planner.ts) applies the rules to the wallet its trades leave until none trades: at most this
 * many rounds. Halving and doubling inside a four-fold band settle in two or three; the cap only stops a
 * wallet whose rules would chase each other.
 */
export const MAX_PLAN_ROUNDS = 16;
/**
 * A trade smaller than this share of the wallet is not made (0.01 %): following a plan's lines as they are
 * written (units to 8 significant figures, dollars to the cent) leaves differences of about this size, and a
 * rule asked again must not answer them with a line of its own.
 */
export const MIN_TRADE_SHARE = 0.0001;
/**
 * Buy suggestions spread a wallet whose crypto sits in fewer than this many tokens (each of at least
 * MIN_BUDGET_WEIGHT): with three or fewer, each carries a third or more of the risk.
 */
export const MIN_SPREAD_ASSETS = 4;
/**
 * A loan's health factor under this is a warning (the overview and its cards say how far the collateral can
 * fall); from here up it is safe, and it is the level a repayment brings a loan in danger back to. Aave's own
 * interface colours a health factor under 1.5 as at risk; liquidation starts under 1.
 */
export const LOAN_SAFE_HEALTH = 1.5;
/** Under this the loan is in danger: the plan's first step repays it, before any buy (docs/positions.md). */
export const LOAN_DANGER_HEALTH = 1.25;
