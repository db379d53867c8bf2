/**
 * The wallet's loans as the plan weighs them (docs/positions.md, "Loans"): each loan's collateral and debts at
 * the answer's prices, how far its collateral can fall, its status, and, for a loan in danger, the repayment
 * that brings it back to LOAN_SAFE_HEALTH, made first, with the stablecoins on the loan's own chain.
 */
import { collateralToReach, maxFall, repayToReach, type LoanShape } from '../../domain/loanMath';
import type { PricedHolding } from '../portfolio';
import { LOAN_DANGER_HEALTH, LOAN_SAFE_HEALTH } from '../thresholds';
import type { AdvisedLoan, EngineLoan } from '../types';
import type { Ledger } from './ledger';
import type { PlanAsset } from './model';

export interface WeighedLoan {
  loan: AdvisedLoan;
  /** Its index in the input's loans. */
  index: number;
  shape: LoanShape;
  /** The debts of this loan, by their index in the valuation's (and ledger's) debts. */
  debts: number[];
  /** The largest volatile collateral, the one to add to instead of repaying; null when all is stable. */
  collateral: PricedHolding | null;
}

export function loanStatus(healthFactor: number): AdvisedLoan['status'] {
  return healthFactor < LOAN_DANGER_HEALTH ? 'danger' : healthFactor < LOAN_SAFE_HEALTH ? 'warning' : 'safe';
}

/** Each loan with its parts from the valued holdings; `stable` says which assets are cash. */
export function weighLoans(loans: readonly EngineLoan[], assets: readonly PlanAsset[], debts: readonly PricedHolding[]): WeighedLoan[] {
  return loans.map((loan, index) => {
    const collateral = assets.flatMap((asset) =>
      asset.holdings.flatMap(({ held }) => (held?.position?.loan === index ? [{ held, stable: asset.kind === 'cash' }] : [])),
    );
    const owed = debts.flatMap((held, at) => (held.position?.loan === index ? [{ held, at }] : []));
    const shape: LoanShape = {
      collateral: collateral.map(({ held, stable }) => ({ valueUsd: held.valueUsd, stable, liquidationThreshold: loan.liquidationThreshold })),
      debts: owed.map(({ held }) => ({ valueUsd: held.valueUsd, stable: isCashLike(held, assets) })),
    };
    const volatile = collateral.filter(({ stable }) => !stable).sort((a, b) => b.held.valueUsd - a.held.valueUsd);
    return {
      loan: { ...loan, maxFall: maxFall(shape), status: loanStatus(loan.healthFactor) },
      index,
      shape,
      debts: owed.map(({ at }) => at),
      collateral: volatile.at(0)?.held ?? null,
    };
  });
}

/** A debt is stable when its token is one of the wallet's cash assets, or is the symbol of one. */
function isCashLike(debt: PricedHolding, assets: readonly PlanAsset[]): boolean {
  return assets.some((asset) => asset.kind === 'cash' && asset.holdings.some((holding) => holding.token.symbol === debt.token.symbol));
}

/** What a repayment of a loan in danger is: paid, wanted, and the collateral that would do instead. */
export interface Repay {
  weighed: WeighedLoan;
  wantedUsd: number;
  alternative: { holding: PricedHolding; usd: number } | null;
}

/**
 * Repays every loan in danger, most at risk first, with its own chain's stablecoins in the wallet (the debt's own
 * token first): up to the amount that brings it to LOAN_SAFE_HEALTH. Made before any sale or buy, so no buy is
 * paid with money the loan needs.
 */
export function repayInDanger(ledger: Ledger, weighed: readonly WeighedLoan[]): Repay[] {
  const repays: Repay[] = [];
  for (const entry of [...weighed].sort((a, b) => a.loan.healthFactor - b.loan.healthFactor)) {
    if (entry.loan.status !== 'danger' || entry.debts.length === 0) continue;
    const wantedUsd = repayToReach(entry.shape, LOAN_SAFE_HEALTH);
    const debt = entry.debts[0];
    const debtSymbol = ledger.debts[debt].token.symbol;
    const cash = ledger.cashOn(entry.loan.chainId).sort((a, b) => Number(b.token.symbol === debtSymbol) - Number(a.token.symbol === debtSymbol));
    let left = Math.min(Math.round(wantedUsd * 100), ledger.debtCents[debt]);
    for (const holding of cash) {
      const cents = Math.min(left, ledger.cents[holding.index]);
      ledger.repay(holding, debt, cents);
      left -= Math.max(0, cents);
    }
    const usd = collateralToReach(entry.shape, LOAN_SAFE_HEALTH, entry.loan.liquidationThreshold);
    repays.push({ weighed: entry, wantedUsd, alternative: entry.collateral && usd > 0 ? { holding: entry.collateral, usd } : null });
  }
  return repays;
}
