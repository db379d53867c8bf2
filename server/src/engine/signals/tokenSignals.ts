import type { PriceHistory, TokenInfo } from '../../domain/types';
import { DRAWDOWN_DAYS, LONG_RETURN_DAYS, SHORT_RETURN_DAYS, SMA_DAYS, VOLATILITY_DAYS } from '../thresholds';
import type { Signals } from '../types';
import { maxDrawdown } from './drawdown';
import { priceVsSma } from './movingAverage';
import { pegDeviation, type PegRates } from './peg';
import { periodReturn } from './returns';
import { annualisedVolatility } from './volatility';

type SeriesSignals = Pick<Signals, 'return30d' | 'return90d' | 'priceVsSma50' | 'volatilityAnnual' | 'maxDrawdown90d'>;

/**
 * The time-series signals of each closes array already seen. The service's
 * price cache hands the same history object to every request for minutes, so
 * a token's signals are computed once per history, not once per request (and
 * the whole universe is scanned for buy suggestions on many requests). Keyed
 * by the array itself: the engine never changes its input, and a history that
 * is no longer referenced drops out with it. Callers must not mutate a closes
 * array after passing it (none does: each read builds a new one).
 */
const seriesSignalsByCloses = new WeakMap<readonly number[], SeriesSignals>();

function seriesSignals(closes: readonly number[]): SeriesSignals {
  let signals = seriesSignalsByCloses.get(closes);
  if (!signals) {
    signals = {
      return30d: periodReturn(closes, SHORT_RETURN_DAYS),
      return90d: periodReturn(closes, LONG_RETURN_DAYS),
      priceVsSma50: priceVsSma(closes, SMA_DAYS),
      volatilityAnnual: annualisedVolatility(closes, VOLATILITY_DAYS),
      maxDrawdown90d: maxDrawdown(closes, DRAWDOWN_DAYS),
    };
    seriesSignalsByCloses.set(closes, signals);
  }
  return signals;
}

/**
 * All signals of one token. Time-series signals read the daily closes; the peg
 * reads the latest round's price, which is what the token is worth now.
 */
export function tokenSignals(token: TokenInfo, prices: PriceHistory, weight: number, rates: PegRates): Signals {
  const series = seriesSignals(prices.dailyCloses);
  return {
    return30d: series.return30d,
    return90d: series.return90d,
    priceVsSma50: series.priceVsSma50,
    volatilityAnnual: series.volatilityAnnual,
    maxDrawdown90d: series.maxDrawdown90d,
    weight,
    pegDeviation: pegDeviation(token, prices.priceUsd, rates),
  };
}
