/**
 * A loan's health in plain numbers (docs/engine.md, "Loans"): which move of prices liquidates it and
 * what brings it back to a target health factor. Pure; both Aave and Compound fit the same shape:
 *
 *   health = Σ collateral value × its own liquidation threshold / debt value
 *
 * (Aave's getUserAccountData health factor; Compound's isLiquidatable is "health < 1" with the
 * liquidate collateral factors as thresholds.) Liquidation may start below 1.
 *
 * A fall moves the volatile collateral's assets together, debts of those same assets with them (a loan of ETH
 * against ETH keeps its ratio), every other price held; a rise moves the volatile debt's assets the same way.
 * With A and a the moving assets' weighted collateral and debt, B and b the rest, health after the moving
 * prices are multiplied by x is (A·x + B) / (a·x + b), and it reaches 1 at x = (b − B) / (A − a).
 */
export interface LoanPart {
  valueUsd: number;
  /** Whether its price holds when the market moves (a stablecoin). */
  stable: boolean;
  /** Which asset it is (the token's address): parts of one asset move together; absent, every volatile part is one asset. */
  asset?: string;
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

function total(parts: readonly LoanPart[]): number {
  return parts.reduce((sum, part) => sum + part.valueUsd, 0);
}

function weighted(parts: readonly CollateralPart[]): number {
  return parts.reduce((sum, part) => sum + part.valueUsd * part.liquidationThreshold, 0);
}

export function healthFactor(loan: LoanShape): number {
  const debt = total(loan.debts);
  return debt === 0 ? Number.POSITIVE_INFINITY : weighted(loan.collateral) / debt;
}

const assetOf = (part: LoanPart): string | null => (part.stable ? null : (part.asset ?? 'volatile'));

/** The factor on the prices of `moving` assets at which health reaches 1; null when no positive factor does. */
function factorToLiquidation(loan: LoanShape, moving: ReadonlySet<string>): number | null {
  const moves = (part: LoanPart) => {
    const asset = assetOf(part);
    return asset !== null && moving.has(asset);
  };
  const movingCollateral = weighted(loan.collateral.filter(moves));
  const movingDebt = total(loan.debts.filter(moves));
  const restCollateral = weighted(loan.collateral.filter((part) => !moves(part)));
  const restDebt = total(loan.debts.filter((part) => !moves(part)));
  if (movingCollateral === movingDebt) return null;
  const factor = (restDebt - restCollateral) / (movingCollateral - movingDebt);
  return factor > 0 ? factor : null;
}

const assets = (parts: readonly LoanPart[]): Set<string> => new Set(parts.flatMap((part) => assetOf(part) ?? []));

/**
 * How far the volatile collateral's prices can fall, together (the debt of those same assets falling with them, every
 * other price held), before health reaches 1: 0.38 = 38 %. 0 when health is already at or under 1; null when no fall
 * can liquidate it.
 */
export function maxFall(loan: LoanShape): number | null {
  if (healthFactor(loan) <= 1) return 0;
  const factor = factorToLiquidation(loan, assets(loan.collateral));
  return factor !== null && factor < 1 ? 1 - factor : null;
}

/**
 * How far the volatile debt's prices can rise, together (collateral of those same assets rising with them, every other
 * price held), before health reaches 1: 0.15 = 15 %. null when no rise can liquidate it, or it is already past its limit.
 */
export function maxRise(loan: LoanShape): number | null {
  if (healthFactor(loan) <= 1) return null;
  const factor = factorToLiquidation(loan, assets(loan.debts));
  return factor !== null && factor > 1 ? factor - 1 : null;
}

/** The debt, in USD, to repay so health reaches `target` (0 when it already does). */
export function repayToReach(loan: LoanShape, target: number): number {
  return Math.max(0, total(loan.debts) - weighted(loan.collateral) / target);
}

/**
 * The collateral, in USD, to withdraw (at its `liquidationThreshold`) and repay the debt with, so health reaches
 * `target`: (W − x·t) / (D − x) = target. 0 when it already does; null when withdrawing cannot get there (the
 * threshold is at or over the target, or it would take more than the debt).
 */
export function withdrawToReach(loan: LoanShape, target: number, liquidationThreshold: number): number | null {
  const debt = total(loan.debts);
  const missing = target * debt - weighted(loan.collateral);
  if (missing <= 0) return 0;
  if (liquidationThreshold >= target) return null;
  const usd = missing / (target - liquidationThreshold);
  return usd <= debt ? usd : null;
}

/** The collateral, in USD, to add (at `liquidationThreshold`) so health reaches `target` (0 when it already does). */
export function collateralToReach(loan: LoanShape, target: number, liquidationThreshold: number): number {
  const missing = target * total(loan.debts) - weighted(loan.collateral);
  return Math.max(0, missing / liquidationThreshold);
}
