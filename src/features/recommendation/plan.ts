/**
 * The answer's plan as the result screen shows it: its steps most urgent first, each matched to
 * the card it is about. The plan comes from the service (contract/recommendation.ts, PlanSchema);
 * entries saved before engine 3 have none.
 */
import type { Plan, PlanStep, TokenAdvice } from '../../api/types';
import { urgencyOf } from './advice';

export interface ShownStep {
  step: PlanStep;
  /** The index in the answer's tokens of the card the step is about, or null when no card matches. */
  tokenIndex: number | null;
}

const sameAddress = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * The card of the step's token on the step's chain, where it sits (a sale from Lido is the Lido card's, a repayment
 * the debt's): by address, else (older tokens without one) by symbol.
 */
function cardOf(step: PlanStep, tokens: readonly TokenAdvice[]): number | null {
  const onChain = (token: TokenAdvice) => token.chainId === undefined || token.chainId === step.chainId;
  const samePlace = (token: TokenAdvice) => token.position?.protocol === step.protocol?.id && (token.position?.kind === 'debt') === (step.action === 'repay');
  const placed = tokens.findIndex((token) => onChain(token) && sameAddress(token.address, step.address) && samePlace(token));
  if (placed !== -1) return placed;
  const byAddress = tokens.findIndex((token) => onChain(token) && sameAddress(token.address, step.address));
  if (byAddress !== -1) return byAddress;
  const bySymbol = tokens.findIndex((token) => onChain(token) && token.symbol === step.symbol);
  return bySymbol === -1 ? null : bySymbol;
}

/** A loan's repayment comes before every trade: it is what keeps the collateral from being sold. */
const stepUrgency = (action: PlanStep['action']): number => (action === 'repay' ? -1 : urgencyOf(action));

/**
 * Repay, strongly sell, sell, buy more, buy; within one action the engine's order (its most useful buy
 * first) is kept.
 */
export function planSteps(plan: Plan, tokens: readonly TokenAdvice[]): ShownStep[] {
  return plan.steps
    .map((step, order) => ({ step, order, tokenIndex: cardOf(step, tokens) }))
    .sort((a, b) => stepUrgency(a.step.action) - stepUrgency(b.step.action) || a.order - b.order)
    .map(({ step, tokenIndex }) => ({ step, tokenIndex }));
}
