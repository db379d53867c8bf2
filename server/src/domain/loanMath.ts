/**
 * A loan's health in plain numbers (docs/positions.md, "Loans"): how far its volatile collateral
 * can fall before the protocol may liquidate, and what brings it back to a target health factor.
 * Pure; both Aave and Compound fit the same shape:
 *
 *   health = Σ collateral value × its liquidation threshold / debt value
 *
 * (Aave's getUserAccountData health factor; Compound's isLiquidatable is "health < 1" with the
 * liquidate collateral factors as thresholds.) Liquidation may start below 1.
 *
 * A fall moves every volatile part together, collateral and debt alike (a loan of ETH against ETH
 * shrinks with it); stablecoins stay at their price. With V the volatile collateral's weighted value,
 * S the stable collateral's, Dv and Ds the volatile and stable debt, health after a fall f is
 * (V(1 − f) + S) / (Dv(1 − f) + Ds), and it reaches 1 at f = 1 − (Ds − S) / (V − Dv).
 */
export interface LoanPart {
  valueUsd: number;
  /** Whether its price holds when the market falls (a stablecoin). */
  stable: boolean;
}

export interface CollateralPart extends LoanPart {
  /** 0.83 = 83 %. */
  liquidationThreshold: number;
}

export interface LoanShape {
  collateral: readonly CollateralPart[];
  debts: readonly LoanPart[];
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
 * The fraction (0.38 = 38 %) the volatile prices can fall, together, before health reaches 1;
 * 0 when it is already at or under 1; null when no fall can liquidate it (the stable collateral
 * alone covers the stable debt, or there is nothing volatile to fall).
 */
export function maxFall(loan: LoanShape): number | null {
  const { volatile, stable, volatileDebt, stableDebt } = sums(loan);
  if (healthFactor(loan) <= 1) return 0;
  const exposed = volatile - volatileDebt;
  if (exposed <= 0 || stableDebt <= stable) return null;
  return 1 - (stableDebt - stable) / exposed;
}

/** The debt, in USD, to repay so health reaches `target` (0 when it already does). */
export function repayToReach(loan: LoanShape, target: number): number {
  const { volatile, stable, volatileDebt, stableDebt } = sums(loan);
  const debt = volatileDebt + stableDebt;
  return Math.max(0, debt - (volatile + stable) / target);
}

/** The collateral, in USD, to add (at `liquidationThreshold`) so health reaches `target` (0 when it already does). */
export function collateralToReach(loan: LoanShape, target: number, liquidationThreshold: number): number {
  const { volatile, stable, volatileDebt, stableDebt } = sums(loan);
  const missing = target * (volatileDebt + stableDebt) - (volatile + stable);
  return Math.max(0, missing / liquidationThreshold);
}
