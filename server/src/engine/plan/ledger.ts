/**
 * The wallet while the plan is worked out: every holding's value in cents, and every dollar moved between a
 * holding and a stablecoin on the same chain, as a flow. The plan's lines are these flows, netted (steps.ts),
 * so each dollar raised or spent names its token, its stablecoin and its chain, and the lines add up by
 * construction. Trades are at the answer's prices, with no fees: the wallet's total never changes.
 */
import type { PlanAsset, PlanHolding } from './model';

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
  /** Counts the moves: a reading of the wallet (risk.ts) made at one version holds until the next move. */
  version = 0;
  private readonly total: number;

  constructor(readonly assets: readonly PlanAsset[]) {
    const holdings: Array<{ holding: PlanHolding; asset: PlanAsset }> = [];
    for (const asset of assets) for (const holding of asset.holdings) holdings[holding.index] = { holding, asset };
    this.holdings = holdings;
    this.cents = holdings.map(({ holding }) => (holding.held ? Math.round(holding.held.valueUsd * 100) : 0));
    this.total = this.cents.reduce((sum, cents) => sum + cents, 0);
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

  /** The asset's holdings, the largest now first (ties: ledger order). */
  largestFirst(asset: PlanAsset): PlanHolding[] {
    return [...asset.holdings].sort((a, b) => this.cents[b.index] - this.cents[a.index] || a.index - b.index);
  }

  /** Cash (stablecoins on their peg) on `chainId`, the largest now first. */
  cashOn(chainId: number): PlanHolding[] {
    const cash: PlanHolding[] = [];
    for (const asset of this.assets) {
      if (asset.kind !== 'cash') continue;
      for (const holding of asset.holdings) if (holding.token.chainId === chainId) cash.push(holding);
    }
    return cash.sort((a, b) => this.cents[b.index] - this.cents[a.index] || a.index - b.index);
  }

  cashCentsOn(chainId: number): number {
    let cents = 0;
    for (const holding of this.cashOn(chainId)) cents += this.cents[holding.index];
    return cents;
  }

  cashCents(): number {
    let cents = 0;
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
}
