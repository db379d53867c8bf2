import type { PriceHistory, TokenInfo } from '../domain/types';
import { herfindahl, weightsOf } from './signals/concentration';
import { pegDeviation } from './signals/peg';
import { hasSpamName } from './spam';
import { DEPEG_SELL } from './thresholds';
import type { EngineAsset, PortfolioSummary, SetAsideToken } from './types';

/** A holding Ribbit can value and advise on. */
export interface PricedHolding {
  token: TokenInfo;
  amount: number;
  prices: PriceHistory;
  valueUsd: number;
  /** Share of totalValueUsd, 0..1. */
  weight: number;
}

export interface Valuation {
  /** Largest value first; ties by symbol, then address, so the order never depends on input order. */
  priced: PricedHolding[];
  setAside: SetAsideToken[];
  totalValueUsd: number;
  portfolio: PortfolioSummary;
}

/** A price is usable when positive and finite: a feed answering 0 or less is broken, not free. */
export function hasUsablePrice(prices: PriceHistory | null): prices is PriceHistory {
  return prices !== null && Number.isFinite(prices.priceUsd) && prices.priceUsd > 0;
}

function byLabel(a: { symbol: string; name: string }, b: { symbol: string; name: string }): number {
  return a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Sets aside spam and unpriced tokens, values the rest and measures the portfolio. */
export function valueHoldings(holdings: readonly EngineAsset[]): Valuation {
  const setAside: SetAsideToken[] = [];
  const kept: Array<Omit<PricedHolding, 'weight'>> = [];
  for (const { token, amount, prices } of holdings) {
    const label = { symbol: token.symbol, name: token.name };
    if (hasSpamName(token)) setAside.push({ ...label, reason: 'spam-name' });
    else if (!hasUsablePrice(prices)) setAside.push({ ...label, reason: 'unpriced' });
    else kept.push({ token, amount, prices, valueUsd: amount * prices.priceUsd });
  }
  kept.sort(
    (a, b) =>
      b.valueUsd - a.valueUsd ||
      byLabel(a.token, b.token) ||
      (a.token.address < b.token.address ? -1 : a.token.address > b.token.address ? 1 : 0),
  );
  setAside.sort((a, b) => (a.reason === b.reason ? byLabel(a, b) : a.reason === 'spam-name' ? -1 : 1));

  const weights = weightsOf(kept.map((holding) => holding.valueUsd));
  const priced = kept.map((holding, i) => ({ ...holding, weight: weights[i] }));
  let totalValueUsd = 0;
  let stableShare = 0;
  for (const holding of priced) {
    totalValueUsd += holding.valueUsd;
    const deviation = pegDeviation(holding.token, holding.prices.priceUsd);
    if (deviation !== null && deviation < DEPEG_SELL) stableShare += holding.weight;
  }
  return {
    priced,
    setAside,
    totalValueUsd,
    portfolio: { hhi: herfindahl(weights), stableShare, tokenCount: priced.length },
  };
}
