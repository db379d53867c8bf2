/**
 * A loan's health in plain numbers (docs/engine.md, "Loans"): which move of prices liquidates it and
 * what brings it back to a target health factor. Pure; both Aave and Compound fit the same shape:
 *
 *   health = Σ collateral value × its own liquidation threshold / debt value
 *
 * (Aave's getUserAccountData health factor; Compound's isLiquidatable is "health < 1" with the
 * liquidate collateral factors as thresholds.) Liquidation may start below 1.
 *
 * A move takes every volatile part together, collateral and debt alike (a loan of ETH against ETH
 * keeps its ratio); stablecoins stay at their price. With V the volatile collateral's weighted value,
 * S the stable collateral's, Dv and Ds the volatile and stable debt, health after the volatile prices
 * are multiplied by x is (V·x + S) / (Dv·x + Ds), and it reaches 1 at x = (Ds − S) / (V − Dv):
 * a fall when the volatile collateral outweighs the volatile debt, a rise when the debt does.
 */
export interface LoanPart {
  valueUsd: number;
  /** Whether its price holds when the market moves (a stablecoin). */
  stable: boolean;
}

export interface CollateralPart extends LoanPart {
  /** This asset's own threshold: 0.83 = 83 %. */
  liquidationThreshold: number;
}

export interface LoanShape {
  collateral: readonly CollateralPart[];
  debts: readonly LoanPart[];
}

/**
 * One asset of a loan as the lending market itself values it, in the same read as its health factor
 * (the Pool's oracle, or the Comet's own price feeds): what the engine states a loan's distance and fix from.
 */
export interface ProtocolLoanPart {
  side: 'collateral' | 'debt';
  symbol: string;
  /** The underlying token's address on the loan's chain. */
  address: string;
  units: number;
  /** The market's price of one unit, in USD. */
  priceUsd: number;
  /** The asset's own liquidation threshold (collateral); 0 for a debt. */
  liquidationThreshold: number;
}

function sums(loan: LoanShape): { volatile: number; stable: number; volatileDebt: number; stableDebt: number } {
  const weighted = (parts: readonly CollateralPart[]) => parts.reduce((sum, part) => sum + part.valueUsd * part.liquidationThreshold, 0);
  const total = (parts: readonly LoanPart[]) => parts.reduce((sum, part) => sum + part.valueUsd, 0);
  return {
    volatile: weighted(loan.collateral.filter((part) => !part.stable)),
    stable: weighted(loan.collateral.filter((part) => part.stable)),
    volatileDebt: total(loan.debts.filter((part) => !part.stable)),
    stableDebt: total(loan.debts.filter((part) => part.stable)),
  };
}

export function healthFactor(loan: LoanShape): number {
  const { volatile, stable, volatileDebt, stableDebt } = sums(loan);
  const debt = volatileDebt + stableDebt;
  return debt === 0 ? Number.POSITIVE_INFINITY : (volatile + stable) / debt;
}

/**
 * The move of the volatile prices, together, that brings health to 1: a fall of `fraction` (0.38 = 38 %)
 * when the volatile collateral outweighs the volatile debt, a rise when the debt does; `fraction` 0 when
 * health is already at or under 1; null when no move can liquidate it (stable collateral alone covers the
 * stable debt and nothing volatile is owed, or the volatile parts balance).
 */
export interface LiquidationMove {
  direction: 'fall' | 'rise';
  fraction: number;
}

export function liquidationMove(loan: LoanShape): LiquidationMove | null {
  const { volatile, stable, volatileDebt, stableDebt } = sums(loan);
  const exposed = volatile - volatileDebt;
  const direction = exposed >= 0 ? 'fall' : 'rise';
  if (healthFactor(loan) <= 1) return { direction, fraction: 0 };
  if (exposed > 0) return stableDebt > stable ? { direction, fraction: 1 - (stableDebt - stable) / exposed } : null;
  if (exposed < 0) return { direction, fraction: (stable - stableDebt) / -exposed - 1 };
  return null;
}

/** How far the volatile prices can fall before health reaches 1; null when a fall cannot liquidate it. */
export function maxFall(loan: LoanShape): number | null {
  const move = liquidationMove(loan);
  return move?.direction === 'fall' ? move.fraction : null;
}

/** How far the volatile prices can rise before health reaches 1; null when a rise cannot liquidate it. */
export function maxRise(loan: LoanShape): number | null {
  const move = liquidationMove(loan);
  return move?.direction === 'rise' ? move.fraction : null;
}

/** The debt, in USD, to repay so health reaches `target` (0 when it already does). */
export function repayToReach(loan: LoanShape, target: number): number {
  const { volatile, stable, volatileDebt, stableDebt } = sums(loan);
  const debt = volatileDebt + stableDebt;
  return Math.max(0, debt - (volatile + stable) / target);
}

/**
 * The collateral, in USD, to withdraw (at its `liquidationThreshold`) and repay the debt with, so health reaches
 * `target`: (W − x·t) / (D − x) = target. 0 when it already does; null when withdrawing cannot get there (the
 * threshold is at or over the target, or it would take more than the debt).
 */
export function withdrawToReach(loan: LoanShape, target: number, liquidationThreshold: number): number | null {
  const { volatile, stable, volatileDebt, stableDebt } = sums(loan);
  const debt = volatileDebt + stableDebt;
  const missing = target * debt - (volatile + stable);
  if (missing <= 0) return 0;
  if (liquidationThreshold >= target) return null;
  const usd = missing / (target - liquidationThreshold);
  return usd <= debt ? usd : null;
}

/** The collateral, in USD, to add (at `liquidationThreshold`) so health reaches `target` (0 when it already does). */
export function collateralToReach(loan: LoanShape, target: number, liquidationThreshold: number): number {
  const { volatile, stable, volatileDebt, stableDebt } = sums(loan);
  const missing = target * (volatileDebt + stableDebt) - (volatile + stable);
  return Math.max(0, missing / liquidationThreshold);
}
