/**
 * The wallet's loans as the plan weighs them (docs/engine.md, "Loans"): each loan's parts at the lending market's
 * own prices, read with its health factor (at the answer's prices only when the market's could not be read), the
 * move of prices that liquidates it, its status, and, for a loan under the warning line, the fix made first.
 */
import { roundSignificant } from '../../../../contract/format';
import { maxFall, maxRise, type LoanShape, type ProtocolLoanPart } from '../../domain/loanMath';
import { isStablecoin } from '../signals/peg';
import type { PricedHolding } from '../portfolio';
import { LOAN_DANGER_HEALTH, LOAN_SAFE_HEALTH } from '../thresholds';
import type { AdvisedLoan, EngineLoan } from '../types';
import type { PlanAsset, PlanHolding } from './model';

export interface WeighedLoan {
  loan: AdvisedLoan;
  /** Its index in the input's loans. */
  index: number;
  shape: LoanShape;
  /** The debts of this loan, by their index in the valuation's (and ledger's) debts. */
  debts: number[];
  /** Its collateral in the plan's holdings, each with the market's price and its own threshold. */
  collateral: LoanCollateral[];
  /** The market's price of each debt, by the debt's index in the valuation's debts. */
  debtPrices: Map<number, number>;
}

export interface LoanCollateral {
  holding: PlanHolding;
  stable: boolean;
  /** The market's price of one unit, in USD. */
  priceUsd: number;
  liquidationThreshold: number;
}

export function loanStatus(healthFactor: number): AdvisedLoan['status'] {
  return healthFactor < LOAN_DANGER_HEALTH ? 'danger' : healthFactor < LOAN_SAFE_HEALTH ? 'warning' : 'safe';
}

const sameToken = (part: ProtocolLoanPart, token: PricedHolding['token']) => part.address.toLowerCase() === token.address.toLowerCase();

/** The market's figure for `token` on `side`, or null when the loan was read without its parts. */
function partOf(loan: EngineLoan, side: ProtocolLoanPart['side'], token: PricedHolding['token']): ProtocolLoanPart | null {
  return loan.parts?.find((part) => part.side === side && sameToken(part, token)) ?? null;
}

/** Each loan with its parts; `stable` says which assets are cash (a debt: a dollar stablecoin). */
export function weighLoans(loans: readonly EngineLoan[], assets: readonly PlanAsset[], debts: readonly PricedHolding[]): WeighedLoan[] {
  return loans.map((loan, index) => {
    const collateral: LoanCollateral[] = assets.flatMap((asset) =>
      asset.holdings.flatMap((holding) => {
        const held = holding.held;
        if (held?.position?.loan !== index || held.position.kind === 'debt') return [];
        const part = partOf(loan, 'collateral', held.token);
        // Without the market's parts: the answer's price, and the loan's weighted threshold for every asset.
        const priceUsd = part?.priceUsd ?? held.prices.priceUsd;
        return [{ holding, stable: asset.kind === 'cash', priceUsd, liquidationThreshold: part?.liquidationThreshold ?? loan.liquidationThreshold }];
      }),
    );
    const owed = debts.flatMap((held, at) => (held.position?.loan === index ? [{ held, at }] : []));
    const debtPrices = new Map(owed.map(({ held, at }) => [at, partOf(loan, 'debt', held.token)?.priceUsd ?? held.prices.priceUsd]));
    const units = (held: PricedHolding, side: ProtocolLoanPart['side']) => partOf(loan, side, held.token)?.units ?? held.amount;
    const shape: LoanShape = {
      collateral: collateral.map(({ holding, stable, priceUsd, liquidationThreshold }) => ({
        valueUsd: (holding.held ? units(holding.held, 'collateral') : 0) * priceUsd,
        stable,
        asset: holding.token.address.toLowerCase(),
        liquidationThreshold,
      })),
      debts: owed.map(({ held, at }) => ({
        valueUsd: units(held, 'debt') * (debtPrices.get(at) ?? 0),
        stable: isStablecoin(held.token, {}),
        asset: held.token.address.toLowerCase(),
      })),
    };
    const rise = maxRise(shape);
    // The wire's loan: the market's figures, without the parts they came with.
    const { parts: _parts, ...figures } = loan;
    return {
      loan: {
        ...figures,
        maxFall: maxFall(shape),
        ...(rise === null ? {} : { maxRise: rise }),
        status: loanStatus(loan.healthFactor),
      },
      index,
      shape,
      debts: owed.map(({ at }) => at),
      collateral,
      debtPrices,
    };
  });
}

/**
 * An amount of units rounded up to the three significant figures the answer writes (contract/format.ts
 * formatUnits): the amount a person reads is never less than the one that restores the loan.
 */
export function unitsUp(units: number): number {
  if (!(units > 0)) return 0;
  const shown = roundSignificant(units, 3);
  if (shown >= units) return shown;
  const step = 10 ** (Math.floor(Math.log10(units)) - 2);
  return roundSignificant(shown + step, 3);
}

/** Where the fix of a loan is worked out (loanFix.ts); named here too, where the plan's lines have always found it. */
export type { Repay } from './loanFix';
