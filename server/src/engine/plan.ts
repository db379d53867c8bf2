/**
 * One plan per answer (docs/engine.md "The plan"): the sells first; what they raise plus
 * the stable reserve pays for the buys, the most useful first; a buy the money left
 * cannot pay for at all is no call (the asset is held). Across the answer the buys never
 * spend more than the reserve plus the sells. One asset on several chains is one step,
 * on its largest holding.
 */
import { roundSignificant } from './significant';
import { BUY_MORE_FRACTION, BUY_WALLET_SHARE, SELL_FRACTION, STRONGLY_SELL_FRACTION } from './thresholds';
import type { Action, AdvisedToken, Plan, PlanStep, Trade } from './types';

/** One asset's advice as the plan reads it: its tokens, largest holding first (a suggestion: one). */
export interface PlannedAsset {
  tokens: readonly AdvisedToken[];
  /** A stablecoin suggested to build the reserve: paid from the other tokens, not from the reserve. */
  buildsReserve: boolean;
  /**
   * buy more only: its part of the wallet's volatility over its budget (the rule's own figures).
   * The lower, the further the position is under its share of the risk, and the earlier it is paid.
   */
  partOfBudget: number | null;
}

/** What the plan made of one asset's call. */
export interface AssetOutcome {
  /** The asset's action after the plan: a buy nothing is left to pay for is a hold. */
  action: Action;
  step: PlanStep | null;
  /** One per token of the asset, in its order: the lead's agrees with the step; others have none, but a strongly sell sells them all. */
  trades: Array<Trade | null>;
  /** Buys: the stablecoins and sale proceeds left when this buy's turn came (before it). */
  fundsLeftUsd: number | null;
  /** What the call's full size would move: a buy's cost; a sale's share of the whole asset, on every chain. */
  fullUsd: number | null;
}

export interface PlanOutcome {
  plan: Plan;
  /** In the order of the input assets. */
  assets: AssetOutcome[];
}

/** Cents, and units to 8 significant figures: the trade's figures without float noise (38596.520000000004). */
export const cents = (usd: number): number => Math.round(usd * 100) / 100;
const units = (value: number): number => (value > 0 ? roundSignificant(value, 8) : 0);

function stepOf(token: AdvisedToken, action: PlanStep['action'], usd: number, fullUsd?: number): PlanStep {
  const step: PlanStep = {
    action,
    symbol: token.symbol,
    name: token.name,
    chainId: token.chainId,
    address: token.address,
    units: units(usd / token.price),
    usd,
  };
  return fullUsd === undefined ? step : { ...step, fullUsd };
}

const isSell = (action: Action): action is 'sell' | 'strongly sell' => action === 'sell' || action === 'strongly sell';
const isBuy = (action: Action): action is 'buy' | 'buy more' => action === 'buy' || action === 'buy more';

/** The buys in the order they are paid: buy more, furthest under its budget first (ties by symbol), then the suggestions as ranked. */
function payOrder(assets: readonly PlannedAsset[]): number[] {
  const buys = assets.flatMap((asset, i) => (isBuy(asset.tokens[0].action) && !asset.buildsReserve ? [i] : []));
  const part = (i: number): number => assets[i].partOfBudget ?? Number.MAX_VALUE;
  const more = buys.filter((i) => assets[i].tokens[0].action === 'buy more').sort((a, b) => part(a) - part(b) || compareSymbols(assets[a], assets[b]) || a - b);
  return [...more, ...buys.filter((i) => assets[i].tokens[0].action === 'buy')];
}

function compareSymbols(a: PlannedAsset, b: PlannedAsset): number {
  const [x, y] = [a.tokens[0].symbol, b.tokens[0].symbol];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A sale: half (sell) or all (strongly sell) of the asset, on its largest holding as far as that holds. */
function sellOutcome(asset: PlannedAsset, action: 'sell' | 'strongly sell'): AssetOutcome {
  const [lead, ...others] = asset.tokens;
  const fraction = action === 'strongly sell' ? STRONGLY_SELL_FRACTION : SELL_FRACTION;
  const assetUsd = asset.tokens.reduce((sum, token) => sum + token.valueUsd, 0);
  const all = assetUsd * fraction >= lead.valueUsd;
  const usd = cents(all ? lead.valueUsd : assetUsd * fraction);
  const step = stepOf(lead, action, usd);
  const leadTrade: Trade = { side: 'sell', units: all ? units(lead.count) : Math.min(step.units, lead.count), usd, sizeUsd: usd };
  // All of a broken stablecoin goes, on every chain: the step is the largest holding, the others are said on their cards.
  const otherTrades = others.map((token): Trade | null =>
    action === 'strongly sell' ? { side: 'sell', units: units(token.count), usd: cents(token.valueUsd), sizeUsd: cents(token.valueUsd) } : null,
  );
  return { action, step: { ...step, units: leadTrade.units }, trades: [leadTrade, ...otherTrades], fundsLeftUsd: null, fullUsd: cents(assetUsd * fraction) };
}

const none = (asset: PlannedAsset, action: Action): AssetOutcome => ({
  action,
  step: null,
  trades: asset.tokens.map(() => null),
  fundsLeftUsd: null,
  fullUsd: null,
});

/**
 * The plan for one answer. `assets` are the held assets (largest first) and the
 * suggestions; `reserveUsd` the stablecoins on their peg; `totalUsd` the wallet's value.
 */
export function makePlan(assets: readonly PlannedAsset[], reserveUsd: number, totalUsd: number): PlanOutcome {
  const outcomes: AssetOutcome[] = assets.map((asset) => {
    const action = asset.tokens[0].action;
    return isSell(action) ? sellOutcome(asset, action) : none(asset, action);
  });
  const sells = outcomes.filter((outcome) => outcome.step !== null);
  let raisedCents = sells.reduce((sum, outcome) => sum + Math.round((outcome.step?.usd ?? 0) * 100), 0);

  // A stablecoin bought to build the reserve is a swap of the other tokens into it: raised from them, kept, not spent.
  const reserveBuilds = assets.flatMap((asset, i) => (asset.buildsReserve && isBuy(asset.tokens[0].action) ? [i] : []));
  for (const i of reserveBuilds) {
    const lead = assets[i].tokens[0];
    const usd = cents(totalUsd * BUY_WALLET_SHARE);
    const step = stepOf(lead, 'buy', usd);
    outcomes[i] = {
      action: 'buy',
      step,
      trades: [{ side: 'buy', units: step.units, usd, sizeUsd: usd, paidFrom: 'holdings' }],
      fundsLeftUsd: null,
      fullUsd: usd,
    };
    raisedCents += Math.round(usd * 100);
  }

  const reserveCents = Math.round(reserveUsd * 100);
  const sellCents = sells.reduce((sum, outcome) => sum + Math.round((outcome.step?.usd ?? 0) * 100), 0);
  let leftCents = reserveCents + sellCents;
  const buys: number[] = [];
  for (const i of payOrder(assets)) {
    const asset = assets[i];
    const lead = asset.tokens[0];
    const action = lead.action as 'buy' | 'buy more';
    const assetUsd = asset.tokens.reduce((sum, token) => sum + token.valueUsd, 0);
    const fullUsd = cents(action === 'buy' ? totalUsd * BUY_WALLET_SHARE : assetUsd * BUY_MORE_FRACTION);
    const fundsLeftUsd = leftCents / 100;
    const usdCents = Math.min(Math.round(fullUsd * 100), leftCents);
    if (usdCents <= 0) {
      outcomes[i] = { ...none(asset, 'hold'), fundsLeftUsd, fullUsd };
      continue;
    }
    leftCents -= usdCents;
    const usd = usdCents / 100;
    const step = stepOf(lead, action, usd, usd < fullUsd ? fullUsd : undefined);
    const trade: Trade = { side: 'buy', units: step.units, usd, sizeUsd: fullUsd, paidFrom: 'reserve' };
    outcomes[i] = { action, step, trades: asset.tokens.map((_, k) => (k === 0 ? trade : null)), fundsLeftUsd, fullUsd };
    buys.push(i);
  }

  const spentCents = reserveCents + sellCents - leftCents;
  const steps = [
    ...sells.filter((outcome) => outcome.action === 'strongly sell'),
    ...sells.filter((outcome) => outcome.action === 'sell').sort((a, b) => (b.step?.usd ?? 0) - (a.step?.usd ?? 0)),
    ...reserveBuilds.map((i) => outcomes[i]),
    ...buys.map((i) => outcomes[i]),
  ].flatMap((outcome) => (outcome.step ? [outcome.step] : []));
  return {
    plan: {
      steps,
      reserveBeforeUsd: reserveCents / 100,
      raisedUsd: raisedCents / 100,
      spentUsd: spentCents / 100,
      reserveAfterUsd: (reserveCents + raisedCents - spentCents) / 100,
    },
    assets: outcomes,
  };
}
