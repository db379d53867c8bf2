/**
 * The plan worked out on the wallet it leaves (docs/engine.md "The plan"). Each round applies the rules to the
 * ledger as the trades so far leave it: first the sales (and the sales that bring the stablecoins up to the
 * floor), then, measured again on the wallet the sales leave, the buys, most useful first, each within the
 * money rule (money.ts) and never into the trim zone (clamp.ts). Rounds repeat until one trades nothing: the
 * plan is their sum, so the wallet it leaves, asked again at the same prices, gets no step.
 */
import { MAX_PLAN_ROUNDS, WALLET_TARGET_VOLATILITY } from '../thresholds';
import { clampUnderTrim } from './clamp';
import { buyIntents, reserveIntents, sellIntents, spreadIntents, type Intent } from './decide';
import { Ledger } from './ledger';
import { buyCap, floorCents, sellInto, type BuyLimit } from './money';
import type { PlanAsset, PlanHolding } from './model';
import { readRisk, type RiskReading } from './risk';

export interface PlannerInput {
  /** The held assets, largest first, then the cash a sale needs on a chain with none (worth 0). */
  assets: PlanAsset[];
  /** Tokens a spread may suggest, best first (not held, worth 0). */
  candidates: PlanAsset[];
}

export interface PlannerOutcome {
  ledger: Ledger;
  /** Per asset key: the rules that traded it, in the order they first did. */
  tradedBy: Map<string, string[]>;
  /** Per asset key: a buy the rules wanted that the money rule paid nothing of, and what stopped it. */
  unpaid: Map<string, BuyLimit>;
  /** The risk before the plan, and after it. */
  before: RiskReading;
  after: RiskReading;
  /** The swing no buy may pass: the target, or the wallet's own swing when it is already past it. */
  ceiling: number;
  /** Rounds that traded; MAX_PLAN_ROUNDS + 1 when they ran out before the rules were satisfied. */
  rounds: number;
}

export function workOutPlan({ assets, candidates }: PlannerInput): PlannerOutcome {
  const all = [...assets, ...candidates];
  const ledger = new Ledger(all);
  const tradedBy = new Map<string, string[]>();
  const unpaid = new Map<string, BuyLimit>();
  const noted = (intent: Intent) => {
    const rules = tradedBy.get(intent.asset.key) ?? [];
    if (!rules.includes(intent.rule)) tradedBy.set(intent.asset.key, [...rules, intent.rule]);
    unpaid.delete(intent.asset.key);
  };
  const before = readRisk(ledger);
  const ceiling = Math.max(WALLET_TARGET_VOLATILITY, before.swing ?? 0);
  let rounds = 0;
  for (; rounds <= MAX_PLAN_ROUNDS; rounds++) {
    let moved = 0;
    for (const intent of sellIntents(all, readRisk(ledger))) moved += sell(ledger, intent, noted);
    const shortfall = floorCents(ledger) - ledger.cashCents();
    if (shortfall > 0) for (const intent of reserveIntents(all, readRisk(ledger), ledger, shortfall)) moved += sell(ledger, intent, noted);
    const afterSales = readRisk(ledger);
    for (const intent of [...buyIntents(all, afterSales), ...spreadIntents(all, assets.length, afterSales)]) {
      const bought = buy(ledger, intent, ceiling);
      if (bought.cents > 0) {
        moved += bought.cents;
        noted(intent);
      } else if (bought.limit && intent.rule !== 'spread' && !tradedBy.has(intent.asset.key)) unpaid.set(intent.asset.key, bought.limit);
    }
    if (moved === 0) break;
  }
  return { ledger, tradedBy, unpaid, before, after: readRisk(ledger), ceiling, rounds };
}

/** A sale of `intent.usd` from the asset's holdings, largest first, each into cash on its own chain. */
function sell(ledger: Ledger, intent: Intent, noted: (intent: Intent) => void): number {
  let left = Math.min(Math.round(intent.usd * 100), ledger.centsOf(intent.asset));
  let moved = 0;
  for (const holding of ledger.largestFirst(intent.asset)) {
    const cash = sellInto(ledger, holding.token.chainId);
    const cents = Math.min(left, ledger.cents[holding.index]);
    if (!cash || cents <= 0) continue;
    ledger.move(holding, cash, cents);
    left -= cents;
    moved += cents;
  }
  if (moved > 0) noted(intent);
  return moved;
}

/**
 * A buy of up to `intent.usd`, on the asset's chain with the most cash (each chain pays for its own buys),
 * paid from that chain's stablecoins, largest first; measured afresh, as each buy changes the wallet.
 */
function buy(ledger: Ledger, intent: Intent, ceiling: number): { cents: number; limit: BuyLimit | null } {
  const target = chainWithMostCash(ledger, intent.asset);
  if (!target) return { cents: 0, limit: 'money' };
  const risk = readRisk(ledger);
  const capped = buyCap(ledger, risk, intent.asset, target, Math.round(intent.usd * 100), ceiling);
  const cents = clampUnderTrim(risk, intent.asset, intent.index, capped.cents);
  let left = cents;
  for (const cash of ledger.cashOn(target.token.chainId)) {
    if (left <= 0) break;
    const take = Math.min(left, ledger.cents[cash.index]);
    ledger.move(cash, target, take);
    left -= take;
  }
  return { cents: cents - left, limit: capped.limit };
}

/** The asset's holding on the chain with the most cash (ties: its largest holding); null when no chain has any. */
function chainWithMostCash(ledger: Ledger, asset: PlanAsset): PlanHolding | null {
  let best: PlanHolding | null = null;
  let bestCash = 0;
  for (const holding of asset.holdings) {
    const cash = ledger.cashCentsOn(holding.token.chainId);
    if (cash > bestCash) [best, bestCash] = [holding, cash];
  }
  return best;
}
