/**
 * The plan worked out on the wallet it leaves (docs/engine.md "The plan"). Each round applies the rules to the
 * ledger as the trades so far leave it: first the sales (and the sales that bring the stablecoins up to the
 * floor), then, measured again on the wallet the sales leave, the buys, most useful first, each within the
 * money rule (money.ts) and never into the trim zone (clamp.ts). Rounds repeat until one trades nothing: the
 * plan is their sum, so the wallet it leaves, asked again at the same prices, gets no step.
 */
import type { RiskChoice } from '../../../../contract/risk';
import { MAX_PLAN_ROUNDS, MIN_TRADE_SHARE } from '../thresholds';
import type { PricedHolding } from '../portfolio';
import type { EngineLoan, EngineOptions } from '../types';
import { clampUnderMaxWeight, clampUnderTrim } from './clamp';
import { buyIntents, reserveIntents, sellIntents, spreadIntents, type Intent } from './decide';
import { Ledger } from './ledger';
import { buyCap, floorCents, sellInto, type BuyLimit } from './money';
import type { PlanAsset, PlanHolding } from './model';
import { judged, type Judged } from './judged';
import { readRisk, type RiskReading } from './risk';
import { budgetLevel, swingLevel, type SwingLevel } from './level';
import { weighLoans, type WeighedLoan } from './loans';
import { fixLoans, type Repay } from './loanFix';

export interface PlannerInput {
  /** The held assets, largest first, then the cash a sale needs on a chain with none (worth 0). */
  assets: PlanAsset[];
  /** Tokens a spread may suggest, best first (not held, worth 0). */
  candidates: PlanAsset[];
  /** What the wallet owes (portfolio.ts), and its loans, whose holdings point at them by `position.loan`. */
  debts: readonly PricedHolding[];
  loans: readonly EngineLoan[];
  /** The risk level the person chose; none: keep the wallet's own swing (plan/level.ts). */
  risk?: RiskChoice;
}

/** A rule that traded an asset, and the wallet as it saw the asset then. */
export interface Traded {
  rule: string;
  judged: Judged;
}

export interface PlannerOutcome {
  ledger: Ledger;
  /** Per asset key: the rules that traded it, in the order they first did. */
  tradedBy: Map<string, Traded[]>;
  /** Per asset key: a buy the rules wanted that the money rule paid nothing of, what stopped it, and the wallet then. */
  unpaid: Map<string, { limit: BuyLimit; judged: Judged }>;
  /** The risk before the plan, and after it. */
  before: RiskReading;
  after: RiskReading;
  /** The swing no buy may pass: level.ceiling. */
  ceiling: number;
  /** The risk level the plan was worked out at. */
  level: SwingLevel;
  /** Rounds that traded; MAX_PLAN_ROUNDS + 1 when they ran out before the rules were satisfied. */
  rounds: number;
  /** Every loan, weighed at the answer's prices, in the input's order. */
  loans: WeighedLoan[];
  /** The fixes of loans under the warning line, made before anything else. */
  repays: Repay[];
}

export function workOutPlan({ assets, candidates, debts, loans, risk: choice }: PlannerInput, { disabledRules = [] }: EngineOptions = {}): PlannerOutcome {
  const all = [...assets, ...candidates];
  const ledger = new Ledger(all, debts);
  const tradedBy = new Map<string, Traded[]>();
  const unpaid = new Map<string, { limit: BuyLimit; judged: Judged }>();
  // The judgement is taken only when a rule first trades the asset: it is what the call's words are written from.
  const noted = (intent: Intent, judge: () => Judged) => {
    const traded = tradedBy.get(intent.asset.key) ?? [];
    if (!traded.some((entry) => entry.rule === intent.rule)) tradedBy.set(intent.asset.key, [...traded, { rule: intent.rule, judged: judge() }]);
    unpaid.delete(intent.asset.key);
  };
  // The backtest's ablation switches rules off by id; the service never does.
  const enabled = (intents: Intent[]) => (disabledRules.length === 0 ? intents : intents.filter((intent) => !disabledRules.includes(intent.rule)));
  // The level's ceiling may be the wallet's own swing: measured first, at the level's budgets, which do not depend on
  // it. An empty wallet has none to keep (its answer's swing is null: advice/summary.ts).
  const probe = readRisk(ledger, budgetLevel(choice));
  const level = swingLevel(choice, probe.totalUsd > 0 ? probe.swing : null);
  const read = () => readRisk(ledger, level);
  const before = read();
  const weighed = weighLoans(loans, assets, debts);
  const repays = fixLoans(ledger, weighed);
  const loanAtRisk = weighed.some(({ loan }) => loan.status !== 'safe');
  const { ceiling } = level;
  const minCents = Math.max(1, Math.round(before.totalUsd * MIN_TRADE_SHARE * 100));
  let rounds = 0;
  for (; rounds <= MAX_PLAN_ROUNDS; rounds++) {
    let moved = 0;
    const start = read();
    for (const intent of enabled(sellIntents(all, start))) moved += sell(ledger, intent, minCents, () => judged(start, intent.index), noted);
    const shortfall = floorCents(ledger) - ledger.cashCents();
    if (shortfall >= minCents) {
      const risk = read();
      for (const intent of enabled(reserveIntents(all, risk, ledger, shortfall)))
        moved += sell(ledger, intent, minCents, () => judged(risk, intent.index), noted);
    }
    const afterSales = read();
    // A loan under the warning line is a risk the wallet already runs: the plan adds none until it is safe.
    const buys = loanAtRisk ? [] : [...buyIntents(all, afterSales), ...spreadIntents(all, assets.length, afterSales)];
    for (const intent of enabled(buys)) {
      const risk = read();
      const bought = buy(ledger, risk, intent, ceiling, minCents);
      if (bought.cents > 0) {
        moved += bought.cents;
        noted(intent, () => judged(risk, intent.index));
      } else if (bought.limit && intent.rule !== 'spread' && !tradedBy.has(intent.asset.key)) {
        unpaid.set(intent.asset.key, { limit: bought.limit, judged: judged(risk, intent.index) });
      }
    }
    if (moved === 0) break;
  }
  return { ledger, tradedBy, unpaid, before, after: read(), ceiling, level, rounds, loans: weighed, repays };
}

/** A sale of `intent.usd` from the asset's holdings, largest first, each into cash on its own chain. */
function sell(ledger: Ledger, intent: Intent, minCents: number, judge: () => Judged, noted: (intent: Intent, judge: () => Judged) => void): number {
  let left = Math.min(Math.round(intent.usd * 100), ledger.centsOf(intent.asset));
  if (left < minCents) return 0;
  let moved = 0;
  for (const holding of ledger.largestFirst(intent.asset)) {
    const cash = sellInto(ledger, holding.token.chainId);
    const cents = Math.min(left, ledger.cents[holding.index]);
    if (!cash || cents <= 0) continue;
    ledger.move(holding, cash, cents);
    left -= cents;
    moved += cents;
  }
  if (moved > 0) noted(intent, judge);
  return moved;
}

/**
 * A buy of up to `intent.usd`, on the asset's chain with the most cash (each chain pays for its own buys),
 * paid from that chain's stablecoins, largest first; measured afresh, as each buy changes the wallet.
 */
function buy(ledger: Ledger, risk: RiskReading, intent: Intent, ceiling: number, minCents: number): { cents: number; limit: BuyLimit | null } {
  const target = chainWithMostCash(ledger, intent.asset);
  if (!target) return { cents: 0, limit: 'money' };
  const capped = buyCap(ledger, risk, intent.asset, target, Math.round(intent.usd * 100), ceiling);
  const cents = clampUnderMaxWeight(risk, intent.index, clampUnderTrim(risk, intent.asset, intent.index, capped.cents));
  // Cut to nothing by its trim line, a buy is not refused for money: the token is as large as the rules let it be.
  if (cents < minCents) return { cents: 0, limit: capped.cents < minCents ? (capped.limit ?? 'money') : null };
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
    // A buy lands in the wallet itself, never in a protocol position.
    if (holding.held?.position) continue;
    const cash = ledger.cashCentsOn(holding.token.chainId);
    if (cash > bestCash) [best, bestCash] = [holding, cash];
  }
  return best;
}
