import { assetKey, type PriceHistory, type TokenInfo } from '../domain/types';
import { herfindahl, weightsOf } from './signals/concentration';
import { pegDeviation, type PegRates } from './signals/peg';
import { hasSpamName } from './spam';
import { DEPEG_SELL } from './thresholds';
import type { EngineAsset, HoldingPlace, PortfolioSummary, PriceProblem, SetAsideToken } from './types';

/** A holding Ribbit can value and advise on. */
export interface PricedHolding {
  token: TokenInfo;
  amount: number;
  prices: PriceHistory;
  valueUsd: number;
  otherPrice?: EngineAsset['otherPrice'];
  /** Where it sits when not plainly in the wallet (a deposit, a vault, a liquidity position, a debt). */
  position?: HoldingPlace;
}

/**
 * One asset across every chain it is held on (USDC on Ethereum and on Base):
 * weighed, judged and advised once, so its action is the same on every chain.
 */
export interface AssetPosition {
  asset: string;
  /** Largest value first; the first one's prices judge the asset. */
  holdings: PricedHolding[];
  valueUsd: number;
  /** Share of totalValueUsd, 0..1. */
  weight: number;
}

export interface Valuation {
  /** Largest value first; ties by symbol, then chain and address, so the order never depends on input order. */
  positions: AssetPosition[];
  setAside: SetAsideToken[];
  /**
   * What the wallet owes in lending markets, each valued positive (what is owed), largest first: kept out of
   * the assets, counted against the net worth and the stable reserve (docs/positions.md, "Advice").
   */
  debts: PricedHolding[];
  /** Net worth: the assets less the debts. */
  totalValueUsd: number;
  portfolio: PortfolioSummary;
}

/** A price is usable when positive and finite: a feed answering 0 or less is broken, not free. */
/** The chains `assets` are held on, each once, in the order their holdings list them. */
export function chainsOf(assets: readonly { holdings: readonly { token: { chainId: number } }[] }[]): number[] {
  const chains: number[] = [];
  for (const asset of assets) for (const holding of asset.holdings) if (!chains.includes(holding.token.chainId)) chains.push(holding.token.chainId);
  return chains;
}

export function hasUsablePrice(prices: PriceHistory | null): prices is PriceHistory {
  return prices !== null && Number.isFinite(prices.priceUsd) && prices.priceUsd > 0;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byLabel(a: { symbol: string; name: string }, b: { symbol: string; name: string }): number {
  return compareText(a.symbol, b.symbol) || compareText(a.name, b.name);
}

function byValue(a: PricedHolding, b: PricedHolding): number {
  return b.valueUsd - a.valueUsd || byLabel(a.token, b.token) || a.token.chainId - b.token.chainId || compareText(a.token.address, b.token.address);
}

function setAsideEntry(token: TokenInfo, problem: PriceProblem | undefined, spam: boolean): SetAsideToken {
  const label = { chainId: token.chainId, symbol: token.symbol, name: token.name };
  if (spam) return { ...label, reason: 'spam-name' };
  if (problem?.reason === 'stale-price') return { ...label, reason: 'stale-price', priceAgeSeconds: problem.ageSeconds };
  return { ...label, reason: problem?.reason ?? 'unpriced' };
}

const SET_ASIDE_ORDER = ['spam-name', 'unpriced', 'price-unavailable', 'stale-price', 'unreadable', 'left-out'];

/**
 * More than any real holding can be worth, in USD: ten trillion, several times the largest market of any token.
 * A value above it (a contract answering 2^200 units) is refused, never printed (docs/positions.md, "Bounds").
 */
export const MAX_HOLDING_USD = 1e13;

/** A value no real holding can have: past MAX_HOLDING_USD, or not a number at all. */
function implausible(valueUsd: number): boolean {
  return !Number.isFinite(valueUsd) || valueUsd > MAX_HOLDING_USD;
}

/**
 * Sets aside spam and unpriced tokens, values the rest per asset and measures
 * the portfolio. The stable share counts each stablecoin that holds its own peg
 * (a euro one against EUR / USD, when `rates` knows it), less what the wallet owes:
 * a debt is paid back in money, so it counts against the reserve.
 */
export function valueHoldings(holdings: readonly EngineAsset[], rates: PegRates, alreadySetAside: readonly SetAsideToken[] = []): Valuation {
  const setAside: SetAsideToken[] = [...alreadySetAside];
  const byAsset = new Map<string, PricedHolding[]>();
  const debts: PricedHolding[] = [];
  for (const { token, amount, prices, problem, otherPrice, position } of holdings) {
    const spam = hasSpamName(token);
    if (spam || !hasUsablePrice(prices)) {
      setAside.push(setAsideEntry(token, problem, spam));
      continue;
    }
    // Assigned rather than spread: V8 copies a spread property by property through its slow path.
    const valueUsd = amount * prices.priceUsd;
    if (implausible(valueUsd)) {
      setAside.push({ chainId: token.chainId, symbol: token.symbol, name: token.name, reason: 'unreadable', failure: 'implausible' });
      continue;
    }
    const priced: PricedHolding = { token, amount, prices, valueUsd };
    if (otherPrice) priced.otherPrice = otherPrice;
    if (position) priced.position = position;
    if (position?.kind === 'debt') {
      debts.push(priced);
      continue;
    }
    const key = assetKey(token);
    const group = byAsset.get(key) ?? [];
    group.push(priced);
    byAsset.set(key, group);
  }
  debts.sort(byValue);
  setAside.sort((a, b) => SET_ASIDE_ORDER.indexOf(a.reason) - SET_ASIDE_ORDER.indexOf(b.reason) || byLabel(a, b) || a.chainId - b.chainId);

  const grouped = [...byAsset].map(([asset, group]) => {
    const sorted = group.sort(byValue);
    return { asset, holdings: sorted, valueUsd: sorted.reduce((sum, holding) => sum + holding.valueUsd, 0) };
  });
  grouped.sort((a, b) => b.valueUsd - a.valueUsd || byValue(a.holdings[0], b.holdings[0]));
  const weights = weightsOf(grouped.map((position) => position.valueUsd));
  const positions = grouped.map(({ asset, holdings, valueUsd }, i): AssetPosition => ({ asset, holdings, valueUsd, weight: weights[i] }));

  const owedUsd = debts.reduce((sum, debt) => sum + debt.valueUsd, 0);
  // 0 − 0 is −0, which a reader would see as "-$0": start from 0 when nothing is owed.
  let totalValueUsd = owedUsd > 0 ? -owedUsd : 0;
  let stableValueUsd = totalValueUsd;
  const chains = new Set<number>();
  for (const position of positions) {
    totalValueUsd += position.valueUsd;
    for (const holding of position.holdings) {
      chains.add(holding.token.chainId);
      const deviation = pegDeviation(holding.token, holding.prices.priceUsd, rates);
      if (deviation !== null && deviation < DEPEG_SELL) stableValueUsd += holding.valueUsd;
    }
  }
  return {
    positions,
    setAside,
    debts,
    totalValueUsd,
    portfolio: {
      hhi: herfindahl(weights),
      stableShare: totalValueUsd > 0 ? Math.max(0, stableValueUsd) / totalValueUsd : 0,
      tokenCount: positions.length,
      chainCount: chains.size,
    },
  };
}
