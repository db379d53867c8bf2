/** The facts a call's words and "Why?" entries are written from: the asset, and the wallet as its rule saw it. */
import type { Judged } from '../plan/judged';
import type { PlanAsset } from '../plan/model';
import type { AssetFacts } from '../rules/book';
import { SLOT, type SignalVector } from '../rules/compiled';
import { pegCurrency, pegRateUsd, type PegRates } from '../signals/peg';

export function factsOf(asset: PlanAsset, judgement: Judged, ceiling: number, rates: PegRates): AssetFacts {
  const lead = asset.holdings[0];
  const rateUsd = pegRateUsd(lead.token, rates);
  // Written out rather than spread: every asset's facts are made at least once per answer, and V8 copies a
  // spread property by property through its slow path.
  const { return30d, return90d, priceVsSma50, volatilityAnnual, maxDrawdown90d, pegDeviation } = asset.signals;
  const facts: AssetFacts = {
    symbol: asset.symbol,
    price: lead.price,
    signals: { return30d, return90d, priceVsSma50, volatilityAnnual, maxDrawdown90d, weight: judgement.weight, pegDeviation },
    budget: judgement.budget,
    part: judgement.part,
    swingShare: judgement.swingShare,
    historyDays: asset.historyDays,
    stableShare: judgement.stableShare,
    walletSwing: judgement.walletSwing,
    ceiling,
    cryptoTokens: judgement.cryptoTokens,
  };
  if (rateUsd !== null) facts.peg = { currency: pegCurrency(lead.token) ?? 'USD', rateUsd };
  return facts;
}

/** What a rule compares, for the asset as judged: its own vector with the wallet's figures as its rule saw them. */
export function vectorFor(asset: PlanAsset, facts: AssetFacts, fundsLeftUsd?: number): SignalVector {
  const vector = asset.vector.slice();
  vector[SLOT.weight] = facts.signals.weight;
  vector[SLOT.riskContribution] = facts.part ?? Number.NaN;
  vector[SLOT.stableShare] = facts.stableShare;
  vector[SLOT.walletSwing] = facts.walletSwing ?? Number.NaN;
  vector[SLOT.cryptoTokens] = facts.cryptoTokens;
  if (fundsLeftUsd !== undefined) vector[SLOT.fundsLeftUsd] = fundsLeftUsd;
  return vector;
}
