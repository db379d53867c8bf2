/**
 * Every number the engine decides with. docs/engine.md explains why each has
 * its value; change them there and here together. Fractions: 0.05 = 5 %.
 */

/** Signal windows, in days. An N-day return needs N + 1 daily closes. */
export const SHORT_RETURN_DAYS = 30;
export const LONG_RETURN_DAYS = 90;
export const SMA_DAYS = 50;
/** Volatility clusters: the last month's predicts the next better than a quarter's (as in volatility-managed portfolios). */
export const VOLATILITY_DAYS = 30;
export const DRAWDOWN_DAYS = 90;
/** Days of peg track record compared when choosing which stablecoin to suggest. */
export const PEG_RECORD_DAYS = 90;
/** Crypto trades every day of the year, so daily volatility scales by √365. */
export const TRADING_DAYS_PER_YEAR = 365;

/** Stablecoins: distance from the peg ($1, or €1 at EUR / USD for a euro one) that counts as a broken peg, and as a collapse. */
export const DEPEG_SELL = 0.03;
export const DEPEG_STRONGLY_SELL = 0.1;

/** Crash: a fall this deep from the 90-day high while under the 50-day average… */
export const CRASH_DRAWDOWN = 0.5;
/** …or a 30-day return at or below this. */
export const CRASH_RETURN_30D = -0.35;

/** Trend: how far above (uptrend) or below (downtrend) the 50-day average the price must be. */
export const TREND_SMA_GAP = 0.05;

/**
 * Volatility targeting (time-series momentum with volatility scaling: Moskowitz,
 * Ooi and Pedersen 2012; Hurst, Ooi and Pedersen 2017): a token in an uptrend
 * should take a share of the wallet of about TARGET_VOLATILITY / its volatility,
 * so that alone it swings the wallet about 30 % a year: half Bitcoin's
 * long-run volatility, about twice a broad stock index's. Each position has a band around that target:
 * trimmed above twice it, bought more below half of it, held in between.
 */
export const TARGET_VOLATILITY = 0.3;

/** Trim: a position whose share × annual volatility reaches twice the target swing (60 %) is halved. */
export const TRIM_SWING = 2 * TARGET_VOLATILITY;

/** Buy more doubles the position, so only below half the target swing (15 %): doubled, it stays within the target… */
export const BUY_MORE_MAX_SWING = TARGET_VOLATILITY / 2;
/** …and below half the wallet (a calm token's target is capped at the whole wallet, and doubled it stays within it). */
export const BUY_MORE_MAX_WEIGHT = 0.5;

/** Concentration bands of the HHI; at or above CONCENTRATED_HHI the wallet is "concentrated". */
export const MODERATE_HHI = 0.15;
export const CONCENTRATED_HHI = 0.3;
/** Below this share of value in stablecoins the wallet has no cash reserve. */
export const MIN_STABLE_SHARE = 0.1;
/** At most this many "buy" suggestions. */
export const MAX_BUY_SUGGESTIONS = 3;

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
 * half the position, strongly sell all of it, buy more adds as much again (doubling
 * it) and buy puts in this share of the wallet. Buys are paid from the stable
 * reserve, as far as it goes.
 */
export const SELL_FRACTION = 0.5;
export const STRONGLY_SELL_FRACTION = 1;
export const BUY_MORE_FRACTION = 1;
export const BUY_WALLET_SHARE = 0.1;

/**
 * The annualised volatility the overview measures the wallet against, and the
 * stable reserve that would bring it there. 50 % sits one step under
 * TRIM_SWING (60 %, about Bitcoin's long-run level): a wallet, with its
 * spread and its reserve, should swing less than the steadiest single coin in it.
 * A Bitcoin-and-Ether wallet (≈ 65 %) reaches it with about 23 % in stablecoins (1 − 50/65).
 */
export const WALLET_TARGET_VOLATILITY = 0.5;
/**
 * The window of the wallet's volatility: a quarter, not the tokens' month. It sizes
 * a standing reserve rather than next week's trade, so it should not jump with one
 * calm or wild month.
 */
export const WALLET_VOLATILITY_DAYS = 90;
