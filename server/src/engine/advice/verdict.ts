/**
 * Which rule each asset's call is told in, with the facts as that rule saw them and its "Why?" entries: the
 * first rule that traded it; for a buy the money rule did not pay, why not; for everything else held, the
 * reason on the wallet the plan leaves (asked again after the plan, the same reason is given).
 */
import { MIN_TRADE_SHARE } from '../thresholds';
import type { FiredRule } from '../types';
import { judged } from '../plan/judged';
import type { Ledger } from '../plan/ledger';
import { brokenAction, type PlanAsset } from '../plan/model';
import { sellInto } from '../plan/money';
import type { PlannerOutcome } from '../plan/planner';
import { compiledOf, HOLD_REASON_ORDER, ruleOf, UNSOLD_RULE_ORDER, type AssetFacts, type RuleId } from '../rules/book';
import { fireOn, firesOn, type SignalVector } from '../rules/compiled';
import { inPegCurrency } from '../rules/rule';
import { pegCurrency, type PegRates } from '../signals/peg';
import { factsOf, vectorFor } from './facts';

export interface AssetVerdict {
  asset: PlanAsset;
  rule: RuleId;
  facts: AssetFacts;
  entries: FiredRule[];
}

function verdict(asset: PlanAsset, rule: RuleId, facts: AssetFacts, vector = vectorFor(asset, facts)): AssetVerdict {
  const entries = fireOn(ruleOf(rule, facts.budget), vector);
  // A euro stablecoin's distance is from €1, and its "Why?" says so.
  const currency = pegCurrency(asset.holdings[0].token);
  return { asset, rule, facts, entries: currency ? inPegCurrency(entries, currency) : entries };
}

/** The first hold reason that applies; `unmeasured` once the history and dust checks pass and the part is unknown. */
function holdReason(facts: AssetFacts, vector: SignalVector): RuleId {
  for (const id of HOLD_REASON_ORDER) {
    if (id === 'unmeasured') {
      if (facts.part === null) return id;
      continue;
    }
    if (firesOn(compiledOf(id, facts.budget), vector)) return id;
  }
  return 'unmeasured';
}

/** What stops the plan selling an asset: no holding it may move, or none on a chain with a stablecoin to sell into. */
function saleObstacle(asset: PlanAsset, ledger: Ledger): 'not-movable' | 'nowhere-to-sell' | null {
  const sellable = asset.holdings.filter((holding) => holding.movable);
  if (sellable.length === 0) return 'not-movable';
  return sellable.every((holding) => sellInto(ledger, holding.token.chainId) === null) ? 'nowhere-to-sell' : null;
}

/** A held token a sell rule wants sold, that the plan could not sell: that rule's hold, by what stopped it (unsoldRules.ts). */
function unsoldTokenRule(asset: PlanAsset, ledger: Ledger, facts: AssetFacts, vector: SignalVector): RuleId | null {
  const obstacle = saleObstacle(asset, ledger);
  if (obstacle === null) return null;
  const fired = UNSOLD_RULE_ORDER.find(({ sell }) => firesOn(compiledOf(sell, facts.budget), vector));
  return fired ? fired[obstacle] : null;
}

/**
 * A stablecoin off its peg the plan did not sell. Held only where the plan does not move it (collateral, a liquidity
 * position), or with no stablecoin on its peg known on any chain it may be sold on (the chain rule), it is held and
 * its words say why, at the line its distance passes; else its stablecoin rule.
 */
function unsoldBrokenRule(asset: PlanAsset, ledger: Ledger, weight: number): RuleId {
  // Under the smallest trade the plan makes, no sale of it is suggested: its words say so, not "keep it".
  if (weight < MIN_TRADE_SHARE) return 'depeg-too-small';
  const collapse = brokenAction(asset.signals) === 'strongly sell';
  const obstacle = saleObstacle(asset, ledger);
  if (obstacle === 'not-movable') return collapse ? 'depeg-collapse-not-movable' : 'depeg-not-movable';
  if (obstacle === 'nowhere-to-sell') return collapse ? 'depeg-collapse-nowhere-to-sell' : 'depeg-nowhere-to-sell';
  return collapse ? 'depeg-collapse' : 'depeg';
}

/** The verdict of the asset at `index` of the ledger's assets. */
export function verdictOf(asset: PlanAsset, index: number, outcome: PlannerOutcome, rates: PegRates): AssetVerdict {
  const { ledger, after, ceiling } = outcome;
  const traded = outcome.tradedBy.get(asset.key)?.[0];
  if (traded) return verdict(asset, traded.rule as RuleId, factsOf(asset, traded.judged, ceiling, rates));
  const unpaid = outcome.unpaid.get(asset.key);
  if (unpaid) {
    const facts = factsOf(asset, unpaid.judged, ceiling, rates);
    return unpaid.limit === 'money' ? verdict(asset, 'unfunded', facts, vectorFor(asset, facts, 0)) : verdict(asset, 'over-target', facts);
  }
  const facts = factsOf(asset, judged(after, index), ceiling, rates);
  if (asset.kind === 'cash')
    return verdict(
      asset,
      asset.holdings.some((holding) => !holding.held) && ledger.centsOf(asset) > 0 && !asset.holdings[0].held ? 'cash-for-sales' : 'on-peg',
      facts,
    );
  if (asset.kind === 'broken') return verdict(asset, unsoldBrokenRule(asset, ledger, facts.signals.weight), facts);
  const vector = vectorFor(asset, facts);
  const reason = holdReason(facts, vector);
  // Too short a history or dust says it all; past those, a sale the plan could not make is said as such.
  if (reason === 'short-history' || reason === 'dust') return verdict(asset, reason, facts, vector);
  return verdict(asset, unsoldTokenRule(asset, ledger, facts, vector) ?? reason, facts, vector);
}
