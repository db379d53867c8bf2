/**
 * A buy suggestion's reason in everyday words, and what would stop it. The HHI and the
 * exact lines are in its rule texts, under "Why?".
 */
import * as T from '../thresholds';
import type { Signals } from '../types';
import type { PegCurrency } from '../../domain/types';
import type { Reason } from './describeHolding';
import { pegPrice, pegTargetWorth, percent } from './format';
import { plainPercent } from './plainWords';

function both(symbol: string, why: string, what: string): Reason {
  return { short: `${why}; ${symbol} ${what}`, long: `${why.charAt(0).toUpperCase()}${why.slice(1)}, and ${symbol} ${what}` };
}

/** A stablecoin suggested because the wallet keeps (almost) nothing in stablecoins; `peg` absent: a dollar one. */
export function stableSuggestionReason(
  symbol: string,
  price: number,
  stableShare: number,
  peg: { currency: PegCurrency; rateUsd: number } = { currency: 'USD', rateUsd: 1 },
): Reason {
  const why = stableShare > 0 ? `only ${plainPercent(stableShare)} of your money is in stablecoins` : 'you hold no stablecoins';
  return both(symbol, why, `holds its ${pegTargetWorth(peg.currency, peg.rateUsd)} peg (${pegPrice(price)})`);
}

export function stableSuggestionDetail(): string {
  return `A cash reserve rides out falls and pays for buys in a dip. Ribbit stops suggesting it once stablecoins are ${percent(T.MIN_STABLE_SHARE)} of your money.`;
}

/** A rising token suggested because the wallet sits in too few tokens. */
export function trendSuggestionReason(symbol: string, signals: Signals): Reason {
  const gap =
    signals.priceVsSma50 === null
      ? ''
      : ` (${plainPercent(signals.priceVsSma50)} over its 50-day average, up ${plainPercent(signals.return30d ?? 0)} in 30 days)`;
  return both(symbol, 'most of your money sits in a few tokens', `is rising${gap}`);
}

export function trendSuggestionDetail(): string {
  return 'Adding it spreads the risk. Ribbit stops suggesting it if the trend breaks or your money is spread more widely.';
}
