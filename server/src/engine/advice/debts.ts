/**
 * What the wallet owes, as the answer states it: the loans, most at risk first, each with how far its collateral
 * can fall and its status; and one card per debt, its `valueUsd` negative so the cards sum to the net worth. A
 * holding's `position.loan` is its loan's index in the answer's list, so it is renumbered to that order.
 */
import type { Repay } from '../plan/loanFix';
import type { WeighedLoan } from '../plan/loans';
import type { PricedHolding } from '../portfolio';
import { tokenSignals } from '../signals/tokenSignals';
import type { PegRates } from '../signals/peg';
import { sparkline } from '../sparkline';
import { debtWords } from '../text/loanWords';
import { priceNotes } from '../text/priceNotes';
import type { AdvisedLoan, AdvisedToken, PlanStep } from '../types';

export interface AnswerLoans {
  loans: AdvisedLoan[];
  /** The input's loan index → its index in `loans`. */
  renumber: (index: number) => number;
}

export function answerLoans(weighed: readonly WeighedLoan[]): AnswerLoans {
  const order = [...weighed].sort((a, b) => a.loan.healthFactor - b.loan.healthFactor || a.index - b.index);
  const at = new Map(order.map((entry, i) => [entry.index, i]));
  return { loans: order.map((entry) => entry.loan), renumber: (index) => at.get(index) ?? index };
}

/** Renumbers a card's `position.loan` to the answer's order of loans. */
export function withLoanOrder(card: AdvisedToken, { renumber }: AnswerLoans): AdvisedToken {
  const loan = card.position?.loan;
  return loan === undefined || !card.position ? card : { ...card, position: { ...card.position, loan: renumber(loan) } };
}

export function debtCards(
  debts: readonly PricedHolding[],
  answer: AnswerLoans,
  repays: readonly PlanStep[],
  rates: PegRates,
  fixes: readonly Repay[] = [],
): AdvisedToken[] {
  return debts.map((debt, at) => {
    const lines = repays.filter(
      (step) => step.chainId === debt.token.chainId && step.address === debt.token.address && step.protocol?.id === debt.position?.protocol,
    );
    const cents = lines.reduce((sum, step) => sum + Math.round(step.usd * 100), 0);
    const healthAfter = fixes.find((fix) => fix.weighed.debts.includes(at))?.healthAfter ?? 0;
    const repaid = lines.length > 0 ? { units: lines.reduce((sum, step) => sum + step.units, 0), usd: cents / 100, healthAfter } : null;
    const index = debt.position?.loan;
    const loan = index === undefined ? undefined : answer.loans[answer.renumber(index)];
    const { token, prices } = debt;
    return {
      chainId: token.chainId,
      symbol: token.symbol,
      name: token.name,
      address: token.address,
      ...(token.logoURI === undefined ? {} : { icon: token.logoURI }),
      action: 'hold',
      ...debtWords(debt, loan, repaid),
      count: debt.amount,
      price: prices.priceUsd,
      valueUsd: -debt.valueUsd,
      signals: tokenSignals(token, prices, 0, rates),
      rules: [],
      notes: priceNotes(prices, debt.otherPrice),
      sparkline: sparkline(prices.dailyCloses),
      ...(debt.position ? { position: debt.position } : {}),
    };
  });
}
