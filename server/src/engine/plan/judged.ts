/**
 * The wallet as a rule saw one asset when it judged it: its weight and part, the budget, the wallet's stable
 * share, swing and spread. The words and the "Why?" entries of a call are written from this, so the figures a
 * person reads are the ones the rule compared, even when it fired in a later round of the plan.
 */
import { budgetOf, type RiskBudget, type RiskReading } from './risk';

export interface Judged {
  weight: number;
  part: number | null;
  /** Its part over the sum of every part; null when unknown. */
  swingShare: number | null;
  budget: RiskBudget;
  stableShare: number;
  walletSwing: number | null;
  cryptoTokens: number;
}

export function judged(risk: RiskReading, index: number): Judged {
  const part = Number.isNaN(risk.parts[index]) ? null : risk.parts[index];
  const parts = risk.partsSum;
  return {
    weight: risk.weights[index],
    part,
    swingShare: part === null || !(parts > 0) ? null : part / parts,
    budget: budgetOf(risk),
    stableShare: risk.stableShare,
    walletSwing: risk.swing,
    cryptoTokens: risk.cryptoTokens,
  };
}
