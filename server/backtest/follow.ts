import type { Plan } from '../src/engine';
import type { Series } from './series';
import { buyUsd, priceOn, sellUsd, type Wallet } from './wallet';

/**
 * Follows one answer's plan as it gives it (engine 3, issue 18): each step's units,
 * at `day`'s close, the price the engine was given. The sells first, so what they raise
 * pays for the same week's buys; then the buys in the plan's order. The plan never
 * spends more than the reserve plus the sells, so every buy is paid in full. A step on
 * the reserve stablecoin itself (a suggestion to build a reserve the wallet then has)
 * moves nothing. Holds are not steps: nothing changes.
 */
export function followPlan(wallet: Wallet, plan: Plan, assets: readonly Series[], day: number): void {
  const bySymbol = new Map(assets.map((series) => [series.symbol, series]));
  const steps = plan.steps.flatMap((step) => {
    const series = bySymbol.get(step.symbol);
    return series ? [{ step, series, usd: step.units * priceOn(series, day) }] : [];
  });
  for (const { step, series, usd } of steps) if (step.action === 'sell' || step.action === 'strongly sell') sellUsd(wallet, series, day, usd);
  for (const { step, series, usd } of steps) if (step.action === 'buy' || step.action === 'buy more') buyUsd(wallet, series, day, usd);
}
