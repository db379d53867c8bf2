/**
 * Ribbit's recommendation engine: pure and deterministic. No I/O, no clock, no randomness; the same input
 * always gives a deep-equal output, so any price history can be replayed through `recommend`. docs/engine.md
 * explains the rules, the plan and the money rule.
 *
 * wallet → valued assets (portfolio.ts) → the plan, worked out on the wallet it leaves (plan/) → each asset's
 * call and its words (advice/, rules/book, text/) → the overview.
 */
import { advisedTokens } from './advice/cards';
import { answerLoans, debtCards, withLoanOrder } from './advice/debts';
import { planOutput } from './advice/planOutput';
import { summaryOf } from './advice/summary';
import { verdictOf, type AssetVerdict } from './advice/verdict';
import { assemblePlan, planLines, workOutPlan } from './plan/index';
import type { PlanAsset } from './plan/model';
import { brokenAction } from './plan/model';
import { chainsOf, valueHoldings } from './portfolio';
import { overviewText } from './text/overview';
import type { EngineInput, EngineOptions, EngineOutput } from './types';
import { valueHistory } from './valueHistory';

/** Bump when a rule, threshold or text changes, so stored advice says which engine made it. */
export const ENGINE_VERSION = '5.0.0';

export function recommend(input: EngineInput, options: EngineOptions = {}): EngineOutput {
  const rates = input.pegRatesUsd ?? {};
  const valuation = valueHoldings(input.holdings, rates, input.setAside);
  const owed = { debts: valuation.debts, loans: input.loans ?? [] };
  const outcome = workOutPlan({ ...assemblePlan(valuation.positions, input.universe, rates, owed), risk: input.risk }, options);
  const chainOrder = chainsOf(valuation.positions);
  const lines = planLines(outcome.ledger, (asset) => (asset.kind === 'broken' ? brokenAction(asset.signals) : 'sell'), chainOrder, outcome.repays);
  const verdicts = new Map<PlanAsset, AssetVerdict>(outcome.ledger.assets.map((asset, index) => [asset, verdictOf(asset, index, outcome, rates)]));
  const loans = answerLoans(outcome.loans);
  const tokens = [...advisedTokens(outcome, lines.steps, verdicts), ...debtCards(valuation.debts, loans, lines.repays, rates, outcome.repays)].map((card) =>
    withLoanOrder(card, loans),
  );
  const plan = planOutput(outcome, lines);
  const { portfolio, largest } = summaryOf(valuation, outcome);
  return {
    overview: overviewText({
      totalValueUsd: valuation.totalValueUsd,
      portfolio,
      largest,
      tokens,
      setAside: valuation.setAside,
      unreadableChains: input.unreadableChains ?? [],
      plan,
      loans: loans.loans,
    }),
    tokens,
    setAside: valuation.setAside,
    totalValueUsd: valuation.totalValueUsd,
    valueHistory: valueHistory(valuation.positions, valuation.debts),
    portfolio,
    plan,
    ...(loans.loans.length > 0 ? { loans: loans.loans } : {}),
  };
}

export type * from './types';
