/**
 * The wallet while the plan is worked out: every holding's value in cents, and every dollar moved between a
 * holding and a stablecoin on the same chain, as a flow. The plan's lines are these flows, netted (steps.ts),
 * so each dollar raised or spent names its token, its stablecoin and its chain, and the lines add up by
 * construction. Trades are at the answer's prices, with no fees: the wallet's total never changes.
 *
 * What the wallet owes (its debts in lending markets) stays beside the holdings: it lowers the total (the net
 * worth) and the reserve, and a repayment moves cash into it (`repay`), which leaves the total as it was.
 */
import type { PricedHolding } from '../portfolio';
import type { PlanAsset, PlanHolding } from './model';

/** A repayment: cents from a cash holding into the debt at `debt` (its index in the ledger's debts). */
export interface Repayment {
  cash: PlanHolding;
  debt: number;
  cents: number;
}

/** Cents moved from the holding at ledger index `from` to the one at `to`. */
export interface Flow {
  from: number;
  to: number;
  cents: number;
}

export class Ledger {
  /** Each holding with its asset, by ledger index (PlanHolding.index). */
  readonly holdings: ReadonlyArray<{ holding: PlanHolding; asset: PlanAsset }>;
  /** Cents per holding, by ledger index. */
  readonly cents: number[];
  /** Cents per asset, in `assets` order, kept with every move. */
  private readonly assetCents: number[];
  private readonly assetOf: number[];
  private readonly assetIndex = new Map<PlanAsset, number>();
  readonly flows: Flow[] = [];
  readonly repayments: Repayment[] = [];
  /** Cents owed per debt, in the order the ledger was given them. */
  readonly debtCents: number[];
  private owed: number;
  /** Counts the moves: a reading of the wallet (risk.ts) made at one version holds until the next move. */
  version = 0;
  private readonly total: number;

  constructor(
    readonly assets: readonly PlanAsset[],
    /** What the wallet owes, valued positive (portfolio.ts `debts`). */
    readonly debts: readonly PricedHolding[] = [],
  ) {
    const holdings: Array<{ holding: PlanHolding; asset: PlanAsset }> = [];
    for (const asset of assets) for (const holding of asset.holdings) holdings[holding.index] = { holding, asset };
    this.holdings = holdings;
    this.cents = holdings.map(({ holding }) => (holding.held ? Math.round(holding.held.valueUsd * 100) : 0));
    this.debtCents = debts.map((debt) => Math.round(debt.valueUsd * 100));
    this.owed = this.debtCents.reduce((sum, cents) => sum + cents, 0);
    this.total = this.cents.reduce((sum, cents) => sum + cents, 0) - this.owed;
    assets.forEach((asset, i) => this.assetIndex.set(asset, i));
    this.assetOf = holdings.map(({ asset }) => this.assetIndex.get(asset) ?? -1);
    this.assetCents = assets.map((asset) => asset.holdings.reduce((sum, holding) => sum + this.cents[holding.index], 0));
  }

  centsOf(asset: PlanAsset): number {
    return this.assetCents[this.assetIndex.get(asset) ?? -1] ?? 0;
  }

  /** Cents of the asset at `index` of `assets`. */
  centsAt(index: number): number {
    return this.assetCents[index];
  }

  valueOf(asset: PlanAsset): number {
    return this.centsOf(asset) / 100;
  }

  totalUsd(): number {
    return this.total / 100;
  }

  /** The asset's holdings the plan may sell from (PlanHolding.movable), the largest now first (ties: ledger order). */
  largestFirst(asset: PlanAsset): PlanHolding[] {
    return asset.holdings.filter((holding) => holding.movable).sort((a, b) => this.cents[b.index] - this.cents[a.index] || a.index - b.index);
  }

  /**
   * Cash (stablecoins on their peg) in the wallet itself on `chainId`, the largest now first: what a sale goes into
   * and a buy is paid with. A vault's or a deposit's stablecoins count in the reserve but are not spent.
   */
  cashOn(chainId: number): PlanHolding[] {
    const cash: PlanHolding[] = [];
    for (const asset of this.assets) {
      if (asset.kind !== 'cash') continue;
      for (const holding of asset.holdings) if (holding.token.chainId === chainId && !holding.held?.position) cash.push(holding);
    }
    return cash.sort((a, b) => this.cents[b.index] - this.cents[a.index] || a.index - b.index);
  }

  /** `cashOn`'s total: the same holdings, summed without sorting them. */
  cashCentsOn(chainId: number): number {
    let cents = 0;
    for (const asset of this.assets) {
      if (asset.kind !== 'cash') continue;
      for (const holding of asset.holdings) if (holding.token.chainId === chainId && !holding.held?.position) cents += this.cents[holding.index];
    }
    return cents;
  }

  /** The stable reserve: every stablecoin on its peg, in the wallet or deposited, less what the wallet owes. */
  cashCents(): number {
    let cents = -this.owed;
    for (let i = 0; i < this.assets.length; i++) if (this.assets[i].kind === 'cash') cents += this.assetCents[i];
    return cents;
  }

  /** Moves `cents` from one holding to another (a sale into cash, or a buy paid with it). */
  move(from: PlanHolding, to: PlanHolding, cents: number): void {
    if (cents <= 0) return;
    this.cents[from.index] -= cents;
    this.cents[to.index] += cents;
    this.assetCents[this.assetOf[from.index]] -= cents;
    this.assetCents[this.assetOf[to.index]] += cents;
    this.flows.push({ from: from.index, to: to.index, cents });
    this.version++;
  }

  /** Pays `cents` of the debt at `debt` with `cash`: the reserve and the debt fall together, the total stays. */
  repay(cash: PlanHolding, debt: number, cents: number): void {
    if (cents <= 0) return;
    this.cents[cash.index] -= cents;
    this.assetCents[this.assetOf[cash.index]] -= cents;
    this.debtCents[debt] -= cents;
    this.owed -= cents;
    this.repayments.push({ cash, debt, cents });
    this.version++;
  }
}
