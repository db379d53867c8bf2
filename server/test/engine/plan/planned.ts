/** The planner's own input and ledger for a wallet, as recommend() builds them (plan/assemble.ts), for the plan's unit tests. */
import type { EngineInput } from '../../../src/engine';
import { assemblePlan } from '../../../src/engine/plan';
import { Ledger } from '../../../src/engine/plan/ledger';
import type { PlanAsset, PlanHolding } from '../../../src/engine/plan/model';
import type { PlannerInput } from '../../../src/engine/plan/planner';
import { valueHoldings } from '../../../src/engine/portfolio';

export function plannerInput(input: EngineInput): PlannerInput {
  const rates = input.pegRatesUsd ?? {};
  return { ...assemblePlan(valueHoldings(input.holdings, rates).positions, input.universe, rates), risk: input.risk };
}

/** A fresh ledger of the wallet: held assets, the cash a sale needs, then the spread's candidates. */
export function ledgerOf(input: EngineInput): Ledger {
  const { assets, candidates } = plannerInput(input);
  return new Ledger([...assets, ...candidates]);
}

export function assetOf(ledger: Ledger, symbol: string): PlanAsset {
  const asset = ledger.assets.find((entry) => entry.symbol === symbol);
  if (!asset) throw new Error(`${symbol} is not in the ledger: ${ledger.assets.map((entry) => entry.symbol).join(', ')}`);
  return asset;
}

/** The asset's holding on `chainId` (its only one when not given). */
export function holdingOf(ledger: Ledger, symbol: string, chainId?: number): PlanHolding {
  const holding = assetOf(ledger, symbol).holdings.find((entry) => chainId === undefined || entry.token.chainId === chainId);
  if (!holding) throw new Error(`${symbol} has no holding on chain ${chainId}`);
  return holding;
}

export const indexOf = (ledger: Ledger, symbol: string): number => ledger.assets.indexOf(assetOf(ledger, symbol));
