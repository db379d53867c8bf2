/**
 * Ribbit's recommendation engine: pure and deterministic. No I/O, no clock, no
 * randomness; the same input always gives a deep-equal output, so any price
 * history can be replayed through `recommend`. docs/engine.md explains the rules.
 */
import { chainName } from '../domain/chains';
import { assetKey } from '../domain/types';
import { adviseAsset, type AssetAdvice } from './advise';
import { makePlan, type AssetOutcome } from './plan';
import { valueHoldings } from './portfolio';
import { riskBudget } from './riskBudget';
import { riskContributions } from './riskContribution';
import { unfundedRule } from './rules/unfunded';
import { suggestBuys } from './suggestions';
import { leadWords, otherChainWords } from './text/adviceText';
import { overviewText } from './text/overview';
import type { AdvisedToken, EngineInput, EngineOptions, EngineOutput } from './types';
import { valueHistory } from './valueHistory';
import { walletRisk } from './walletRisk';

/** Bump when a rule, threshold or text changes, so stored advice says which engine made it. */
export const ENGINE_VERSION = '3.0.1';

export function recommend(input: EngineInput, options: EngineOptions = {}): EngineOutput {
  const disabled = options.disabledRules ?? [];
  const rates = input.pegRatesUsd ?? {};
  const { positions, setAside, totalValueUsd, portfolio } = valueHoldings(input.holdings, rates);
  const held = new Set(input.holdings.map((holding) => assetKey(holding.token)));
  const budget = riskBudget(positions, rates);
  const contributions = riskContributions(positions, rates);
  const parts = [...contributions.values()].filter((part): part is number => part !== null);
  const walletSwing = parts.length > 0 ? parts.reduce((sum, part) => sum + part, 0) : null;
  const assets = [
    ...positions.map((position) => adviseAsset(position, { budget, contribution: contributions.get(position.asset) ?? null, walletSwing }, rates, disabled)),
    ...suggestBuys(input.universe, held, portfolio, rates, disabled),
  ];
  const risk = walletRisk(positions, totalValueUsd, rates);
  const { plan, assets: outcomes } = makePlan(assets, risk.stableReserveUsd, totalValueUsd);
  // What the buys could be paid with at all: the reserve plus the sells (a buy turned hold says which is missing).
  const sold = plan.steps.filter((step) => step.action === 'sell' || step.action === 'strongly sell');
  const planMoneyUsd = plan.reserveBeforeUsd + sold.reduce((sum, step) => sum + step.usd, 0);
  const tokens = assets.flatMap((asset, i) => withPlan(asset, outcomes[i], planMoneyUsd));
  const summary = { ...portfolio, ...risk };
  const reserveSymbols = new Set(assets.filter((asset) => asset.buildsReserve).map((asset) => asset.tokens[0].symbol));
  return {
    overview: overviewText({ totalValueUsd, portfolio: summary, tokens, setAside, unreadableChains: input.unreadableChains ?? [], plan, reserveSymbols }),
    tokens,
    setAside,
    totalValueUsd,
    valueHistory: valueHistory(positions.flatMap((position) => position.holdings)),
    portfolio: summary,
    plan,
  };
}

/** The asset's tokens with the plan's action, trades and words: the lead told in full, the others pointing to it. */
function withPlan(asset: AssetAdvice, outcome: AssetOutcome, planMoneyUsd: number): AdvisedToken[] {
  const [lead] = asset.tokens;
  const unpaid = outcome.action !== lead.action;
  const rules =
    unpaid && outcome.fundsLeftUsd !== null && outcome.fullUsd !== null
      ? [...lead.rules, unfundedRule(outcome.fundsLeftUsd, outcome.fullUsd, planMoneyUsd > 0)]
      : lead.rules;
  return asset.tokens.map((token, k) => {
    const trade = outcome.trades[k];
    const call = {
      action: outcome.action,
      wanted: lead.action,
      trade,
      fullUsd: outcome.fullUsd,
      planMoneyUsd,
      only: asset.tokens.length === 1,
      chainName: chainName(lead.chainId),
      suggested: token.count === 0,
    };
    const words = k === 0 ? leadWords(token.symbol, asset.reason, asset.detail, call) : otherChainWords(token.symbol, token.chainId, lead, call, trade);
    const adviceOn = k === 0 ? {} : { adviceOn: { chainId: lead.chainId, address: lead.address } };
    return { ...token, ...words, action: outcome.action, rules, ...(trade ? { trade } : {}), ...adviceOn };
  });
}

export type * from './types';
