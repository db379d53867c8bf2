import * as T from '../thresholds';
import type { PortfolioSummary, Signals } from '../types';
import type { PegCurrency } from '../../domain/types';
import { percent, ratio, signedPercent, pegPrice, pegTargetWorth } from './format';

const pct = (value: number | null): string => (value === null ? 'n/a' : percent(value));
const signed = (value: number | null): string => (value === null ? 'n/a' : signedPercent(value));

function stableShareText(share: number): string {
  return share > 0 ? `Only ${percent(share)} of the wallet is in stablecoins, under ${percent(T.MIN_STABLE_SHARE)}. ` : 'The wallet holds no stablecoins. ';
}

/** A stablecoin suggested because the wallet keeps (almost) nothing in stablecoins; `peg` absent: a dollar one. */
export function describeStableSuggestion(
  symbol: string,
  price: number,
  portfolio: PortfolioSummary,
  peg: { currency: PegCurrency; rateUsd: number } = { currency: 'USD', rateUsd: 1 },
): string {
  return (
    stableShareText(portfolio.stableShare) +
    `${symbol} holds its ${pegTargetWorth(peg.currency, peg.rateUsd)} peg (${pegPrice(price)}) and would give a cash reserve to ride out falls and ` +
    `buy dips with. Ribbit stops suggesting it once stablecoins reach ${percent(T.MIN_STABLE_SHARE)} of the wallet.`
  );
}

/** A trending token suggested because the wallet sits in too few tokens. */
export function describeTrendSuggestion(symbol: string, signals: Signals, portfolio: PortfolioSummary): string {
  return (
    `The wallet is concentrated (HHI ${ratio(portfolio.hhi)}, at or above ${ratio(T.CONCENTRATED_HHI)}). ` +
    `${symbol} is in an uptrend: ${signed(signals.priceVsSma50)} vs its 50-day average, ` +
    `${signed(signals.return30d)} over 30 days, with ${pct(signals.volatilityAnnual)} volatility a year. ` +
    `Adding it spreads the risk. Ribbit stops suggesting it if the trend breaks or the HHI falls below ` +
    `${ratio(T.CONCENTRATED_HHI)}.`
  );
}
