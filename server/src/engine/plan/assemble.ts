/**
 * The planner's input from the valued wallet and the universe: the held assets; on every chain where the wallet
 * holds something but no stablecoin on its peg, the stablecoin a sale there would go into (the steadiest peg the
 * universe has on that chain, worth 0 until a sale); and the tokens a spread would suggest, best first.
 */
import { assetKey } from '../../domain/types';
import type { EngineLoan, UniverseToken } from '../types';
import type { AssetPosition, PricedHolding } from '../portfolio';
import { chainsOf, hasUsablePrice } from '../portfolio';
import { fires } from '../rules/rule';
import { ON_PEG, UPTREND } from '../rules/book/conditions';
import { pegRateUsd, worstPegDeviation, type PegRates } from '../signals/peg';
import { recentLogReturns } from '../signals/logReturns';
import { tokenSignals } from '../signals/tokenSignals';
import { hasSpamName } from '../spam';
import { PEG_RECORD_DAYS, VOLATILITY_DAYS } from '../thresholds';
import { isDowntrend, kindOf, plannedAsset, type PlanAsset, type PlanHolding } from './model';
import { vectorOf } from '../rules/compiled';
import type { PlannerInput } from './planner';

/** A universe token as a planned asset worth 0, on every chain the universe has it. */
function unheld(entries: readonly UniverseToken[], rates: PegRates, next: () => number): PlanAsset {
  const [{ token, prices }] = entries;
  const signals = tokenSignals(token, prices, 0, rates);
  return {
    key: assetKey(token),
    symbol: token.symbol,
    kind: kindOf(token, prices.priceUsd, rates),
    holdings: entries.map((entry): PlanHolding => ({
      index: next(),
      token: entry.token,
      price: entry.prices.priceUsd,
      prices: entry.prices,
      held: null,
      movable: true,
    })),
    signals,
    downtrend: isDowntrend(signals),
    historyDays: prices.dailyCloses.length,
    returns: recentLogReturns(prices.dailyCloses, VOLATILITY_DAYS),
    vector: vectorOf(signals, prices.dailyCloses.length),
  };
}

/** How far a stablecoin is, or lately was, from its peg: the steadiest is the one a sale goes into. */
function pegRisk(entry: UniverseToken, rates: PegRates): number {
  const rate = pegRateUsd(entry.token, rates) ?? 1;
  const today = Math.abs(entry.prices.priceUsd / rate - 1);
  return Math.max(today, worstPegDeviation(entry.prices.dailyCloses, PEG_RECORD_DAYS, rate) ?? today);
}

function byAsset(universe: readonly UniverseToken[], skip: ReadonlySet<string>): Map<string, UniverseToken[]> {
  const groups = new Map<string, UniverseToken[]>();
  for (const entry of universe) {
    const key = assetKey(entry.token);
    if (skip.has(key) || hasSpamName(entry.token) || !hasUsablePrice(entry.prices)) continue;
    const group = groups.get(key) ?? [];
    group.push(entry);
    groups.set(key, group);
  }
  return groups;
}

export function assemblePlan(
  positions: readonly AssetPosition[],
  universe: readonly UniverseToken[],
  rates: PegRates,
  owed: { debts: readonly PricedHolding[]; loans: readonly EngineLoan[] } = { debts: [], loans: [] },
): PlannerInput {
  let index = 0;
  const next = () => index++;
  const assets = positions.map((position) => plannedAsset(position, rates, next));
  const held = new Set(assets.map((asset) => asset.key));

  // Cash a sale needs: on each chain held without a stablecoin on its peg, the steadiest one there.
  const chains = chainsOf(assets);
  // Only cash in the wallet itself takes a sale: a vault's or a deposit's stablecoins are withdrawn, not added to.
  const withCash = new Set(
    assets.flatMap((asset) =>
      asset.kind === 'cash' ? asset.holdings.filter((holding) => !holding.held?.position).map((holding) => holding.token.chainId) : [],
    ),
  );
  const onPeg = { id: 'on-peg', action: 'hold' as const, conditions: ON_PEG };
  // A stablecoin the wallet holds off its peg is not one to sell into, on any chain.
  const broken = new Set(assets.filter((asset) => asset.kind !== 'cash').map((asset) => asset.key));
  for (const chainId of chains.filter((chain) => !withCash.has(chain))) {
    const stables = universe
      .filter((entry) => entry.token.chainId === chainId && hasUsablePrice(entry.prices) && !hasSpamName(entry.token) && !broken.has(assetKey(entry.token)))
      .filter((entry) => kindOf(entry.token, entry.prices.priceUsd, rates) === 'cash' && fires(onPeg, tokenSignals(entry.token, entry.prices, 0, rates)))
      .map((entry) => ({ entry, risk: pegRisk(entry, rates) }))
      .sort((a, b) => a.risk - b.risk || (a.entry.token.symbol < b.entry.token.symbol ? -1 : a.entry.token.symbol > b.entry.token.symbol ? 1 : 0));
    const stable = stables.at(0)?.entry;
    if (!stable) continue;
    const existing = assets.find((asset) => asset.key === assetKey(stable.token));
    if (existing)
      existing.holdings.push({ index: next(), token: stable.token, price: stable.prices.priceUsd, prices: stable.prices, held: null, movable: true });
    else assets.push(unheld([stable], rates, next));
  }

  // Spread candidates: rising tokens the wallet does not hold, best 90-day return per unit of volatility first.
  const uptrend = { id: 'spread', action: 'buy' as const, conditions: UPTREND };
  const scored = [...byAsset(universe, held).values()]
    .flatMap((entries) => {
      const [{ token, prices }] = entries;
      if (kindOf(token, prices.priceUsd, rates) !== 'token') return [];
      const { return90d, volatilityAnnual, ...signals } = tokenSignals(token, prices, 0, rates);
      if (return90d === null || volatilityAnnual === null || !fires(uptrend, signals)) return [];
      return [{ entries, symbol: token.symbol, score: volatilityAnnual > 0 ? return90d / volatilityAnnual : Number.MAX_VALUE }];
    })
    .sort((a, b) => b.score - a.score || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
  const candidates = scored.map(({ entries }) => unheld(entries, rates, next));
  // The ledger's indexes, in the order it lists the holdings: every asset's, then every candidate's.
  let ledgerIndex = 0;
  for (const asset of [...assets, ...candidates]) for (const holding of asset.holdings) holding.index = ledgerIndex++;
  return { assets, candidates, ...owed };
}
