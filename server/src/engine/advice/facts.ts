/** The facts a call's words and "Why?" entries are written from: the asset, and the wallet as its rule saw it. */
import type { Judged } from '../plan/judged';
import type { PlanAsset } from '../plan/model';
import type { AssetFacts } from '../rules/book';
import { SLOT } from '../rules/compiled';
import { pegCurrency, pegRateUsd, type PegRates } from '../signals/peg';

export function factsOf(asset: PlanAsset, judgement: Judged, ceiling: number, rates: PegRates): AssetFacts {
  const lead = asset.holdings[0];
  const rateUsd = pegRateUsd(lead.token, rates);
  return {
    symbol: asset.symbol,
    price: lead.price,
    signals: { ...asset.signals, weight: judgement.weight },
    budget: judgement.budget,
    part: judgement.part,
    swingShare: judgement.swingShare,
    historyDays: asset.historyDays,
    ...(rateUsd === null ? {} : { peg: { currency: pegCurrency(lead.token) ?? 'USD', rateUsd } }),
    stableShare: judgement.stableShare,
    walletSwing: judgement.walletSwing,
    ceiling,
    cryptoTokens: judgement.cryptoTokens,
  };
}

/** What a rule compares, for the asset as judged: its own vector with the wallet's figures as its rule saw them. */
export function vectorFor(asset: PlanAsset, facts: AssetFacts, fundsLeftUsd?: number): Float64Array {
  const vector = asset.vector.slice();
  vector[SLOT.weight] = facts.signals.weight;
  vector[SLOT.riskContribution] = facts.part ?? Number.NaN;
  vector[SLOT.stableShare] = facts.stableShare;
  vector[SLOT.walletSwing] = facts.walletSwing ?? Number.NaN;
  vector[SLOT.cryptoTokens] = facts.cryptoTokens;
  if (fundsLeftUsd !== undefined) vector[SLOT.fundsLeftUsd] = fundsLeftUsd;
  return vector;
}
