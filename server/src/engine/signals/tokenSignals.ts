import type { PriceHistory, TokenInfo } from '../../domain/types';
import {
  DRAWDOWN_DAYS,
  LONG_RETURN_DAYS,
  SHORT_RETURN_DAYS,
  SMA_DAYS,
  VOLATILITY_DAYS,
} from '../thresholds';
import type { Signals } from '../types';
import { maxDrawdown } from './drawdown';
import { priceVsSma } from './movingAverage';
import { pegDeviation } from './peg';
import { periodReturn } from './returns';
import { annualisedVolatility } from './volatility';

/**
 * All signals of one token. Time-series signals read the daily closes; the peg
 * reads the latest round's price, which is what the token is worth now.
 */
export function tokenSignals(token: TokenInfo, prices: PriceHistory, weight: number): Signals {
  const closes = prices.dailyCloses;
  return {
    return30d: periodReturn(closes, SHORT_RETURN_DAYS),
    return90d: periodReturn(closes, LONG_RETURN_DAYS),
    priceVsSma50: priceVsSma(closes, SMA_DAYS),
    volatilityAnnual: annualisedVolatility(closes, VOLATILITY_DAYS),
    maxDrawdown90d: maxDrawdown(closes, DRAWDOWN_DAYS),
    weight,
    pegDeviation: pegDeviation(token, prices.priceUsd),
  };
}
