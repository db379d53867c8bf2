import type { Plan, PlanStep } from '../types';
import { planUsd } from './plainWords';

/** The most symbols a list names before "and N more". */
const NAMED = 3;

function list(items: readonly string[]): string {
  if (items.length === 1) return items[0];
  if (items.length > NAMED) return `${items.slice(0, NAMED).join(', ')} and ${items.length - NAMED} more`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const total = (steps: readonly PlanStep[]): number => steps.reduce((sum, step) => sum + step.usd, 0);

/** "Sell $204,000 of ETH and all of UST", or for many: "Sell $310,000 of ETH, CHZ, UNI and 2 more". */
function sells(steps: readonly PlanStep[]): string[] {
  if (steps.length === 0) return [];
  if (steps.length > NAMED) return [`sell ${planUsd(total(steps))} of ${list(steps.map((step) => step.symbol))}`];
  return [`sell ${list(steps.map((step) => (step.action === 'strongly sell' ? `all of ${step.symbol}` : `${planUsd(step.usd)} of ${step.symbol}`)))}`];
}

/**
 * The overview's first sentence: the plan in one line (docs/engine.md "The plan"):
 * "Sell $204,000 of ETH and all of UST; put $150,000 into LINK, AAVE and UNI; keep $40,000 in stablecoins."
 */
export function planSentence(plan: Plan, reserveSymbols: ReadonlySet<string>): string {
  const sold = plan.steps.filter((step) => step.action === 'sell' || step.action === 'strongly sell');
  const built = plan.steps.filter((step) => step.action === 'buy' && reserveSymbols.has(step.symbol));
  const bought = plan.steps.filter((step) => (step.action === 'buy' || step.action === 'buy more') && !reserveSymbols.has(step.symbol));
  if (plan.steps.length === 0) return 'The plan: keep everything as it is.';
  const parts = [
    ...sells(sold),
    ...built.map((step) => `move ${planUsd(step.usd)} of your other tokens into ${step.symbol}`),
    ...(bought.length > 0 ? [`put ${planUsd(total(bought))} into ${list(bought.map((step) => step.symbol))}`] : []),
    plan.reserveAfterUsd > 0 ? `keep ${planUsd(plan.reserveAfterUsd)} in stablecoins` : 'that leaves no stablecoins',
  ];
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
