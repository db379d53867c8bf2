/**
 * Ribbit's recommendation engine: pure and deterministic. No I/O, no clock, no
 * randomness; the same input always gives a deep-equal output, so any price
 * history can be replayed through `recommend`. docs/engine.md explains the rules.
 */
import { assetKey } from '../domain/types';
import { adviseAsset } from './advise';
import { sizeTrades } from './amounts';
import { valueHoldings } from './portfolio';
import { riskBudget } from './riskBudget';
import { riskContributions } from './riskContribution';
import { suggestBuys } from './suggestions';
import { describeTrade } from './text/describeTrade';
import { overviewText } from './text/overview';
import type { AdvisedToken, EngineInput, EngineOptions, EngineOutput, WalletRisk } from './types';
import { walletRisk } from './walletRisk';

/** Bump when a rule, threshold or text changes, so stored advice says which engine made it. */
export const ENGINE_VERSION = '2.2.1';

export function recommend(input: EngineInput, options: EngineOptions = {}): EngineOutput {
  const disabled = options.disabledRules ?? [];
  const rates = input.pegRatesUsd ?? {};
  const { positions, setAside, totalValueUsd, portfolio } = valueHoldings(input.holdings, rates);
  const held = new Set(input.holdings.map((holding) => assetKey(holding.token)));
  const budget = riskBudget(positions, rates);
  const contributions = riskContributions(positions, rates);
  const advised = [
    ...positions.flatMap((position) => adviseAsset(position, { budget, contribution: contributions.get(position.asset) ?? null }, rates, disabled)),
    ...suggestBuys(input.universe, held, portfolio, rates, disabled),
  ];
  const risk = walletRisk(positions, totalValueUsd, rates);
  const tokens = withTrades(advised, risk, totalValueUsd);
  const summary = { ...portfolio, ...risk };
  return {
    overview: overviewText({ totalValueUsd, portfolio: summary, tokens, setAside, unreadableChains: input.unreadableChains ?? [] }),
    tokens,
    setAside,
    totalValueUsd,
    portfolio: summary,
  };
}

/** Each token with how much to move (amounts.ts), said at the end of its description. */
function withTrades(tokens: readonly AdvisedToken[], risk: WalletRisk, totalValueUsd: number): AdvisedToken[] {
  // A stablecoin suggestion is the reserve itself (its peg is measured: pegDeviation is set).
  const facts = tokens.map(({ action, count, price, valueUsd, signals }) => ({
    ...{ action, count, price, valueUsd },
    buildsReserve: action === 'buy' && signals.pegDeviation !== null,
  }));
  const trades = sizeTrades(facts, risk.stableReserveUsd, totalValueUsd);
  return tokens.map((token, i) => {
    const trade = trades[i];
    return trade ? { ...token, description: `${token.description} ${describeTrade(token, trade)}`, trade } : token;
  });
}

export type * from './types';
