import type { PlanStep, SavedRecommendation, TokenAdvice } from '../../api/types';
import type { Fields } from './fields';
import { defaultIconOf, stepFrom } from './packedEntry';
import { tokensToColumns } from './tokenColumns';

/**
 * Packs a compact entry as history writes it since version 5 (packedEntry.ts says how, and reads
 * it back). A chunk of its own: nothing is written before history is read, after the first
 * render, so the writer loads then (storedForm.ts, loadHistoryPacker).
 */

function packToken({ result, description, icon, ...rest }: TokenAdvice): Fields {
  return {
    ...rest,
    ...(icon === defaultIconOf(rest.symbol) ? {} : { icon: icon ?? null }),
    ...(result ? { result } : {}),
    ...(description ? { description } : {}),
  };
}

function packStep(step: PlanStep, tokens: readonly TokenAdvice[], chains: SavedRecommendation['chains']): Fields {
  const index = tokens.findIndex((token) => token.chainId === step.chainId && token.address === step.address);
  if (index === -1) return { ...step };
  const known = stepFrom({ ...tokens[index] }, chains);
  const differs = Object.entries(step).filter(([key, value]) => known[key] !== value);
  // null: a field the token would give that this step does not have (a step decoded without its chain's name).
  const missing = Object.keys(known).filter((key) => !(key in step));
  return { token: index, ...Object.fromEntries(differs), ...Object.fromEntries(missing.map((key) => [key, null])) };
}

/** A compact entry as written under `history` (version 5). */
export function packEntry(entry: SavedRecommendation): unknown {
  const { tokens, plan, chains } = entry;
  const { columns, results } = tokensToColumns(tokens.map(packToken));
  return {
    ...entry,
    tokens: columns,
    ...(results.length === 0 ? {} : { results }),
    ...(plan === undefined ? {} : { plan: { ...plan, steps: plan.steps.map((step) => packStep(step, tokens, chains)) } }),
  };
}
