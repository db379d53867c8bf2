import type { Plan, PlanStep, SavedRecommendation, TokenAdvice } from '../../api/types';
import type { Fields } from './fields';
import { defaultIconOf, stepFrom } from './packedEntry';
import { tokensToColumns } from './tokenColumns';

/**
 * Packs a compact entry as history writes it since version 6 (packedEntry.ts says how, and reads
 * it back). A chunk of its own: nothing is written before history is read, after the first
 * render, so the writer loads then (storedForm.ts, loadHistoryPacker).
 */

/** The specification's token entry (symbol, icon, action, description, result, count, price), in its order. */
function tokenEntry({ symbol, icon, action, description, result, count, price }: TokenAdvice): Fields {
  // A default icon is rebuilt on reading; a token without one is marked among its facts.
  return { symbol, ...(icon === undefined || icon === defaultIconOf(symbol) ? {} : { icon }), action, description, result, count, price };
}

/** What else history keeps of a token (grading's chain, address and volatility, a position), beside the list. */
function tokenFacts({ symbol: _s, icon, action: _a, description: _d, result: _r, count: _c, price: _p, ...facts }: TokenAdvice): Fields {
  return { ...facts, ...(icon === undefined ? { icon: null } : {}) };
}

/** The index of the card a stablecoin of the step's chain is, or the cash as it was sent. */
function cashOf(cash: PlanStep['cash'], chainId: number, tokens: readonly TokenAdvice[]): unknown {
  if (cash === undefined) return undefined;
  const index = tokens.findIndex((token) => token.chainId === chainId && token.address === cash.address && token.symbol === cash.symbol);
  return index === -1 ? cash : index;
}

function packStep(step: PlanStep, tokens: readonly TokenAdvice[], chains: SavedRecommendation['chains']): Fields {
  const cash = cashOf(step.cash, step.chainId, tokens);
  const index = tokens.findIndex((token) => token.chainId === step.chainId && token.address === step.address);
  if (index === -1) return { ...step, ...(cash === undefined ? {} : { cash }) };
  const known = stepFrom({ ...tokens[index] }, chains);
  const differs = Object.entries(step).filter(([key, value]) => key !== 'cash' && known[key] !== value);
  // null: a field the token would give that this step does not have (a step decoded without its chain's name).
  const missing = Object.keys(known).filter((key) => !(key in step));
  return {
    token: index,
    ...Object.fromEntries(differs),
    ...Object.fromEntries(missing.map((key) => [key, null])),
    ...(cash === undefined ? {} : { cash }),
  };
}

function packPlan(plan: Plan, tokens: readonly TokenAdvice[], chains: SavedRecommendation['chains']): Fields {
  const { steps, after } = plan;
  return {
    ...plan,
    steps: steps.map((step) => packStep(step, tokens, chains)),
    // Each asset after the plan by field, as the tokens' facts are: its three names written once.
    ...(after === undefined ? {} : { after: { ...after, assets: tokensToColumns(after.assets).columns } }),
  };
}

/** A compact entry as written under `history` (version 6). */
export function packEntry(entry: SavedRecommendation): unknown {
  const { tokens, plan, chains } = entry;
  return {
    ...entry,
    tokens: tokens.map(tokenEntry),
    ...(tokens.length === 0 ? {} : { tokenFacts: tokensToColumns(tokens.map(tokenFacts)).columns }),
    ...(plan === undefined ? {} : { plan: packPlan(plan, tokens, chains) }),
  };
}
