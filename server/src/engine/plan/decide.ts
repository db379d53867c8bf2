/**
 * What the rules want of each asset on one state of the ledger: the week's calls, as trades. A token is judged
 * by its trend and its part of the wallet's risk against its budget (rules/heldRules.ts), a stablecoin off its
 * peg is sold whole, cash is left to the money rule; a wallet below the reserve floor sells from its riskiest
 * tokens, and one whose crypto sits in too few tokens is offered new ones. The planner makes the trades.
 */
import { ruleOf, STABLE_RULE_ORDER, tokenRulesFor } from '../rules/book';
import { fires } from '../rules/rule';
import { firesOn, SLOT } from '../rules/compiled';
import { BUY_MORE_FRACTION, BUY_WALLET_SHARE, MIN_SPREAD_ASSETS, SELL_FRACTION } from '../thresholds';
import type { Ledger } from './ledger';
import type { PlanAsset } from './model';
import { budgetOf, type RiskReading } from './risk';

/** A trade a rule wants of the asset at `index` (the ledger's): `usd` is its full size. */
export interface Intent {
  asset: PlanAsset;
  index: number;
  rule: string;
  usd: number;
}

/** The rule that decides the token at `index` on this state, if any fires. */
function tokenRule(asset: PlanAsset, risk: RiskReading, index: number) {
  const part = risk.parts[index];
  if (asset.kind !== 'token' || Number.isNaN(part)) return undefined;
  const { vector } = asset;
  vector[SLOT.weight] = risk.weights[index];
  vector[SLOT.riskContribution] = part;
  vector[SLOT.walletSwing] = risk.swing ?? Number.NaN;
  for (const compiled of tokenRulesFor(risk.budgetAssets, risk.level.target)) if (firesOn(compiled, vector)) return compiled.rule;
  return undefined;
}

/** The sales the rules want: a stablecoin off its peg all of it, a token in a downtrend or over its budget half. */
export function sellIntents(assets: readonly PlanAsset[], risk: RiskReading): Intent[] {
  const intents: Intent[] = [];
  assets.forEach((asset, index) => {
    const value = risk.weights[index] * risk.totalUsd;
    if (!(value > 0)) return;
    if (asset.kind === 'broken') {
      const budget = budgetOf(risk);
      const rule = STABLE_RULE_ORDER.map((id) => ruleOf(id, budget)).find((entry) => entry.action !== 'hold' && fires(entry, asset.signals));
      if (rule) intents.push({ asset, index, rule: rule.id, usd: value });
      return;
    }
    const rule = tokenRule(asset, risk, index);
    if (rule?.action === 'sell') intents.push({ asset, index, rule: rule.id, usd: value * SELL_FRACTION });
  });
  return intents;
}

/** The buys the rules want, the position furthest under its budget first (its part over the budget, then by index). */
export function buyIntents(assets: readonly PlanAsset[], risk: RiskReading): Intent[] {
  const intents: Array<Intent & { order: number }> = [];
  assets.forEach((asset, index) => {
    const value = risk.weights[index] * risk.totalUsd;
    if (!(value > 0) || tokenRule(asset, risk, index)?.action !== 'buy more') return;
    intents.push({ asset, index, rule: 'under-budget', usd: value * BUY_MORE_FRACTION, order: risk.parts[index] / risk.budget });
  });
  return intents.sort((a, b) => a.order - b.order || a.index - b.index);
}

/**
 * New tokens for a wallet whose crypto sits in fewer than MIN_SPREAD_ASSETS tokens (but some): as many as it
 * lacks, the best candidates not yet bought, BUY_WALLET_SHARE of the wallet each. `candidates` are ledger
 * assets from `firstCandidate` on.
 */
export function spreadIntents(assets: readonly PlanAsset[], firstCandidate: number, risk: RiskReading): Intent[] {
  const count = risk.cryptoTokens;
  if (count === 0 || count >= MIN_SPREAD_ASSETS) return [];
  const open: Intent[] = [];
  for (let index = firstCandidate; index < assets.length && open.length < MIN_SPREAD_ASSETS - count; index++) {
    if (risk.weights[index] === 0) open.push({ asset: assets[index], index, rule: 'spread', usd: risk.totalUsd * BUY_WALLET_SHARE });
  }
  return open;
}

/**
 * Sales that bring the stablecoins up to the floor: from the tokens furthest over their share of the risk
 * first (their part over the budget; unmeasured ones last, largest first), at most half of each per round.
 */
export function reserveIntents(assets: readonly PlanAsset[], risk: RiskReading, ledger: Ledger, shortfallCents: number): Intent[] {
  const ratio = (i: number) => (Number.isNaN(risk.parts[i]) ? -Infinity : risk.parts[i] / risk.budget);
  const order = assets
    .map((asset, index) => ({ asset, index }))
    .filter(({ asset, index }) => asset.kind === 'token' && risk.weights[index] > 0)
    .sort((a, b) => ratio(b.index) - ratio(a.index) || risk.weights[b.index] - risk.weights[a.index] || a.index - b.index);
  const intents: Intent[] = [];
  let left = shortfallCents / 100;
  for (const { asset, index } of order) {
    if (left <= 0) break;
    const usd = Math.min(left, ledger.valueOf(asset) * SELL_FRACTION);
    intents.push({ asset, index, rule: 'fund-reserve', usd });
    left -= usd;
  }
  return intents;
}
