/**
 * Ribbit's recommendation engine: pure and deterministic. No I/O, no clock, no
 * randomness; the same input always gives a deep-equal output, so any price
 * history can be replayed through `recommend`. docs/engine.md explains the rules.
 */
import { assetKey } from '../domain/types';
import { adviseAsset } from './advise';
import { valueHoldings } from './portfolio';
import { suggestBuys } from './suggestions';
import { overviewText } from './text/overview';
import type { EngineInput, EngineOptions, EngineOutput } from './types';

/** Bump when a rule, threshold or text changes, so stored advice says which engine made it. */
export const ENGINE_VERSION = '2.1.0';

export function recommend(input: EngineInput, options: EngineOptions = {}): EngineOutput {
  const disabled = options.disabledRules ?? [];
  const rates = input.pegRatesUsd ?? {};
  const { positions, setAside, totalValueUsd, portfolio } = valueHoldings(input.holdings, rates);
  const held = new Set(input.holdings.map((holding) => assetKey(holding.token)));
  const tokens = [...positions.flatMap((position) => adviseAsset(position, rates, disabled)), ...suggestBuys(input.universe, held, portfolio, rates, disabled)];
  return {
    overview: overviewText({ totalValueUsd, portfolio, tokens, setAside, unreadableChains: input.unreadableChains ?? [] }),
    tokens,
    setAside,
    totalValueUsd,
    portfolio,
  };
}

export type * from './types';
