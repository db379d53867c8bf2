/**
 * The planner's input from the valued wallet and the universe: the held assets; on every chain where the wallet
 * holds something but no stablecoin on its peg, the stablecoin a sale there would go into (the steadiest peg the
 * universe has on that chain, worth 0 until a sale); and the tokens a spread would suggest, best first.
 */
import { assetKey } from '../../domain/types';
import type { UniverseToken } from '../types';
import type { AssetPosition } from '../portfolio';
import { hasUsablePrice } from '../portfolio';
import { fires } from '../rules/rule';
import { STABLE_CANDIDATE, UPTREND_CANDIDATE } from '../rules/suggestionRules';
import { pegRateUsd, worstPegDeviation, type PegRates } from '../signals/peg';
import { recentLogReturns } from '../signals/logReturns';
import { tokenSignals } from '../signals/tokenSignals';
import { hasSpamName } from '../spam';
import { PEG_RECORD_DAYS, VOLATILITY_DAYS } from '../thresholds';
import { isDowntrend, kindOf, plannedAsset, type PlanAsset, type PlanHolding } from './model';
import type { PlannerInput } from './planner';

/** A universe token as a planned asset worth 0, on every chain the universe has it. */
function unheld(entries: readonly UniverseToken[], rates: PegRates, next: () => number): PlanAsset {
  const [{ token, prices }] = entries;
  const signals = tokenSignals(token, prices, 0, rates);
  return {
    key: assetKey(token),
    symbol: token.symbol,
    kind: kindOf(token, prices.priceUsd, rates),
    holdings: entries.map((entry): PlanHolding => ({ index: next(), token: entry.token, price: entry.prices.priceUsd, held: null })),
    signals,
    downtrend: isDowntrend(signals),
    historyDays: prices.dailyCloses.length,
    returns: recentLogReturns(prices.dailyCloses, VOLATILITY_DAYS),
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

export function assemblePlan(positions: readonly AssetPosition[], universe: readonly UniverseToken[], rates: PegRates): PlannerInput {
  let index = 0;
  const next = () => index++;
  const assets = positions.map((position) => plannedAsset(position, rates, next));
  const held = new Set(assets.map((asset) => asset.key));

  // Cash a sale needs: on each chain held without a stablecoin on its peg, the steadiest one there.
  const chains = [...new Set(assets.flatMap((asset) => asset.holdings.map((holding) => holding.token.chainId)))];
  for (const chainId of chains) {
    if (assets.some((asset) => asset.kind === 'cash' && asset.holdings.some((holding) => holding.token.chainId === chainId))) continue;
    const stable = universe
      .filter((entry) => entry.token.chainId === chainId && hasUsablePrice(entry.prices) && !hasSpamName(entry.token))
      .filter((entry) => kindOf(entry.token, entry.prices.priceUsd, rates) === 'cash' && fires(STABLE_CANDIDATE, tokenSignals(entry.token, entry.prices, 0, rates)))
      .sort((a, b) => pegRisk(a, rates) - pegRisk(b, rates) || (a.token.symbol < b.token.symbol ? -1 : a.token.symbol > b.token.symbol ? 1 : 0))
      .at(0);
    if (!stable) continue;
    const existing = assets.find((asset) => asset.key === assetKey(stable.token));
    if (existing) existing.holdings.push({ index: next(), token: stable.token, price: stable.prices.priceUsd, held: null });
    else assets.push(unheld([stable], rates, next));
  }

  // Spread candidates: rising tokens the wallet does not hold, best 90-day return per unit of volatility first.
  const scored = [...byAsset(universe, held).values()]
    .map((entries) => unheld(entries, rates, next))
    .filter((asset) => asset.kind === 'token' && fires(UPTREND_CANDIDATE, asset.signals))
    .map((asset) => {
      const { return90d, volatilityAnnual } = asset.signals;
      const score = return90d === null || volatilityAnnual === null ? -Infinity : volatilityAnnual > 0 ? return90d / volatilityAnnual : Number.MAX_VALUE;
      return { asset, score };
    })
    .filter(({ score }) => score > -Infinity)
    .sort((a, b) => b.score - a.score || (a.asset.symbol < b.asset.symbol ? -1 : a.asset.symbol > b.asset.symbol ? 1 : 0));
  const candidates = scored.map(({ asset }) => asset);
  // The ledger's indexes, in the order it lists the holdings: every asset's, then every candidate's.
  let ledgerIndex = 0;
  for (const asset of [...assets, ...candidates]) for (const holding of asset.holdings) holding.index = ledgerIndex++;
  return { assets, candidates };
}
