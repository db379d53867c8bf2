/**
 * The fix of a loan under the warning line (docs/engine.md, "Loans"), made before any sale or buy of the rules:
 * repay the debt until its health factor is back at LOAN_SAFE_HEALTH, at the market's own prices. Paid from the
 * wallet's own stablecoins on the loan's chain first (a deposit's or a pool's are not cash until withdrawn); what
 * they lack from selling the wallet's other tokens on that chain, then what it can withdraw and sell (staked, in a
 * vault, deposited without backing a loan); what is still missing by withdrawing collateral and repaying with it. Adding collateral is named beside the repayment as the other way.
 *
 * Every amount is rounded up to what the answer writes, so the health the fix states is reached or passed.
 */
import { collateralToReach, healthFactor, repayToReach, withdrawToReach, type LoanShape } from '../../domain/loanMath';
import type { PricedHolding } from '../portfolio';
import { LOAN_SAFE_HEALTH } from '../thresholds';
import type { Ledger } from './ledger';
import { unitsUp, type WeighedLoan } from './loans';
import type { PlanHolding } from './model';

/** What fixing one loan took. */
export interface Repay {
  weighed: WeighedLoan;
  /** The repayment that reaches LOAN_SAFE_HEALTH, in USD at the market's prices. */
  wantedUsd: number;
  /** The health factor the fix leaves, at the market's prices. */
  healthAfter: number;
  /** The holdings sold or withdrawn to pay it (their ledger indexes): their lines come first in the plan. */
  funding: number[];
  alternative: { holding: PricedHolding; usd: number } | null;
}

/**
 * A margin on the target: Aave rounds the collateral's average threshold down to a basis point (up to 1.5e-4 of it
 * at a 68 % threshold), and interest accrues between the read and the repayment.
 */
const TARGET_MARGIN = 5e-4;
/** Less than this (USD) left to repay is done. */
const DONE_USD = 0.005;

/** The shape after `repaidUsd` of debt is repaid (from the first debt on) and `withdrawnUsd` taken from collateral `at`. */
function after(shape: LoanShape, repaidUsd: number, withdrawn: { at: number; usd: number } | null = null): LoanShape {
  let left = repaidUsd;
  const debts = shape.debts.map((part) => {
    const paid = Math.min(left, part.valueUsd);
    left -= paid;
    return { ...part, valueUsd: part.valueUsd - paid };
  });
  const collateral = shape.collateral.map((part, at) => (withdrawn?.at === at ? { ...part, valueUsd: part.valueUsd - withdrawn.usd } : part));
  return { collateral, debts };
}

/** One loan's repayments as they are made: each debt's units rounded up, at most what is owed and what `cash` holds. */
class Repayer {
  repaidUsd = 0;
  constructor(
    private readonly ledger: Ledger,
    private readonly entry: WeighedLoan,
  ) {}

  /** Per debt, the units to repay for `usd` (market prices), rounded up, and their cents at the answer's prices. */
  private lines(usd: number): Array<{ debt: number; cents: number; usd: number }> {
    const lines = [];
    let left = usd;
    for (const debt of this.entry.debts) {
      if (left <= DONE_USD) break;
      const owed = this.ledger.debts[debt];
      const marketPrice = this.entry.debtPrices.get(debt) ?? owed.prices.priceUsd;
      const owedUnits = this.ledger.debtCents[debt] / 100 / owed.prices.priceUsd;
      const units = Math.min(unitsUp(left / marketPrice), owedUnits);
      const cents = Math.min(Math.ceil(units * owed.prices.priceUsd * 100 - 1e-6), this.ledger.debtCents[debt]);
      if (cents <= 0) continue;
      lines.push({ debt, cents, usd: units * marketPrice });
      left -= units * marketPrice;
    }
    return lines;
  }

  /** The cents (answer's prices) repaying `usd` takes. */
  centsFor(usd: number): number {
    return this.lines(usd).reduce((sum, line) => sum + line.cents, 0);
  }

  /** Repays up to `usd` with `cash`, as far as it holds. */
  pay(cash: PlanHolding, usd: number): void {
    for (const line of this.lines(usd)) {
      const cents = Math.min(line.cents, this.ledger.cents[cash.index]);
      if (cents <= 0) break;
      this.ledger.repay(cash, line.debt, cents);
      this.repaidUsd += (line.usd * cents) / line.cents;
    }
  }
}

export function fixLoans(ledger: Ledger, weighed: readonly WeighedLoan[]): Repay[] {
  const target = LOAN_SAFE_HEALTH * (1 + TARGET_MARGIN);
  return [...weighed]
    .sort((a, b) => a.loan.healthFactor - b.loan.healthFactor)
    .filter((entry) => entry.loan.status !== 'safe' && entry.debts.length > 0)
    .map((entry) => fixLoan(ledger, entry, target));
}

function fixLoan(ledger: Ledger, entry: WeighedLoan, target: number): Repay {
  const chainId = entry.loan.chainId;
  const wantedUsd = repayToReach(entry.shape, target);
  const repayer = new Repayer(ledger, entry);
  const funding: number[] = [];
  const missing = () => wantedUsd - repayer.repaidUsd;
  // 1. The wallet's own stablecoins on the loan's chain, the debt's own token first.
  const debtSymbol = ledger.debts[entry.debts[0]].token.symbol;
  const cash = ledger.cashOn(chainId).sort((a, b) => Number(b.token.symbol === debtSymbol) - Number(a.token.symbol === debtSymbol));
  for (const holding of cash) if (missing() > DONE_USD) repayer.pay(holding, missing());
  const into = ledger.cashOn(chainId).at(0);
  // 2. The wallet's other tokens on that chain, largest first, then what it may withdraw and sell (staked, in a vault,
  // deposited without backing a loan), sold into its stablecoin (units rounded up).
  if (into) {
    const inPosition = (holding: PlanHolding) => Number(holding.held?.position !== undefined);
    const sellable = ledger.holdings
      .filter(({ holding, asset }) => asset.kind !== 'cash' && holding.token.chainId === chainId && holding.held && holding.movable)
      .map(({ holding }) => holding)
      .sort((a, b) => inPosition(a) - inPosition(b) || ledger.cents[b.index] - ledger.cents[a.index] || a.index - b.index);
    for (const holding of sellable) {
      if (missing() <= DONE_USD) break;
      const needCents = repayer.centsFor(missing()) - ledger.cents[into.index];
      const units = Math.min(unitsUp(needCents / 100 / holding.price), ledger.cents[holding.index] / 100 / holding.price);
      const cents = Math.min(Math.ceil(units * holding.price * 100 - 1e-6), ledger.cents[holding.index]);
      if (cents <= 0) continue;
      ledger.move(holding, into, cents);
      funding.push(holding.index);
      repayer.pay(into, missing());
    }
  }
  // 3. Collateral withdrawn and repaid with, the one of lowest threshold first (it lifts health most).
  let withdrawn: { at: number; usd: number } | null = null;
  if (into && missing() > DONE_USD) {
    const order = entry.collateral.map((part, at) => ({ part, at })).sort((a, b) => a.part.liquidationThreshold - b.part.liquidationThreshold);
    for (const { part, at } of order) {
      const shape = after(entry.shape, repayer.repaidUsd);
      const usd = withdrawToReach(shape, target, part.liquidationThreshold);
      const value = entry.shape.collateral[at].valueUsd;
      if (usd === null || usd <= 0 || usd > value) continue;
      const units = Math.min(unitsUp(usd / part.priceUsd), value / part.priceUsd);
      const cents = Math.min(Math.ceil(units * part.holding.price * 100 - 1e-6), ledger.cents[part.holding.index]);
      ledger.move(part.holding, into, cents);
      funding.push(part.holding.index);
      withdrawn = { at, usd: units * part.priceUsd };
      // What the withdrawal leaves to repay: at least the debt that brings the lighter collateral to the target.
      const owedNow = after(entry.shape, repayer.repaidUsd, withdrawn);
      repayer.pay(into, repayToReach(owedNow, target));
      break;
    }
  }
  const add = entry.collateral
    .filter((part) => !part.stable)
    .sort((a, b) => ledger.cents[b.holding.index] - ledger.cents[a.holding.index])
    .at(0);
  // The other way, instead of any repayment: collateral added until the loan is safe.
  const usd = add ? collateralToReach(entry.shape, target, add.liquidationThreshold) : 0;
  return {
    weighed: entry,
    wantedUsd,
    healthAfter: healthFactor(after(entry.shape, repayer.repaidUsd, withdrawn)),
    funding,
    alternative: add?.holding.held && usd > 0 && withdrawn === null ? { holding: add.holding.held, usd } : null,
  };
}
