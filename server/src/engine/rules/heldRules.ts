import * as T from '../thresholds';
import type { Condition, Rule } from './rule';

/**
 * An uptrend: well above the 50-day average and up over 30 days. v1 also asked
 * for a rising 90-day return, volatility ≤ 90 % and no 50 % fall in 90 days:
 * crypto is usually above 90 %, and the 90-day windows kept a recovered token
 * out for months. Risk is now sized by the position (a band around the target
 * swing, TARGET_VOLATILITY: trim-outsized above it, buy more below it), and a
 * crash still sells through its own rules.
 */
export const UPTREND: readonly Condition[] = [
  { signal: 'priceVsSma50', comparison: '>=', threshold: T.TREND_SMA_GAP },
  { signal: 'return30d', comparison: '>', threshold: 0 },
];

/** A stablecoin within DEPEG_SELL of $1. */
export const ON_PEG: readonly Condition[] = [{ signal: 'pegDeviation', comparison: '<', threshold: T.DEPEG_SELL }];

/** Rules for a held stablecoin. Trend rules do not apply: its price should not move. */
export const STABLECOIN_RULES: readonly Rule[] = [
  {
    id: 'depeg-collapse',
    action: 'strongly sell',
    conditions: [{ signal: 'pegDeviation', comparison: '>=', threshold: T.DEPEG_STRONGLY_SELL }],
  },
  {
    id: 'depeg',
    action: 'sell',
    conditions: [{ signal: 'pegDeviation', comparison: '>=', threshold: T.DEPEG_SELL }],
  },
  { id: 'on-peg', action: 'hold', conditions: ON_PEG },
];

/** Rules for every other held token, strongest action first. */
export const TOKEN_RULES: readonly Rule[] = [
  {
    id: 'crash-plunge',
    action: 'strongly sell',
    conditions: [{ signal: 'return30d', comparison: '<=', threshold: T.CRASH_RETURN_30D }],
  },
  /**
   * Half, not all: by the time a token is 50 % off its high, much of the fall
   * is behind it, and selling everything at the low waits months to buy back.
   */
  {
    id: 'crash-drawdown',
    action: 'sell',
    conditions: [
      { signal: 'maxDrawdown90d', comparison: '>=', threshold: T.CRASH_DRAWDOWN },
      { signal: 'priceVsSma50', comparison: '<', threshold: 0 },
    ],
  },
  {
    id: 'downtrend',
    action: 'sell',
    conditions: [
      { signal: 'priceVsSma50', comparison: '<=', threshold: -T.TREND_SMA_GAP },
      { signal: 'return30d', comparison: '<', threshold: 0 },
    ],
  },
  {
    id: 'trim-outsized',
    action: 'sell',
    conditions: [{ signal: 'weightedVolatility', comparison: '>=', threshold: T.TRIM_SWING }],
  },
  {
    id: 'uptrend',
    action: 'buy more',
    conditions: [
      ...UPTREND,
      { signal: 'weightedVolatility', comparison: '<', threshold: T.BUY_MORE_MAX_SWING },
      { signal: 'weight', comparison: '<', threshold: T.BUY_MORE_MAX_WEIGHT },
    ],
  },
];

/** The ids of the rules for non-stable tokens, in table order (the backtest's ablation switches each off). */
export const HELD_RULE_IDS: readonly string[] = TOKEN_RULES.map((rule) => rule.id);
