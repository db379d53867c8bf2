import type { AdvisedToken, Plan } from '../src/engine';
import { BUY_MORE_FRACTION, BUY_WALLET_SHARE, SELL_FRACTION } from '../src/engine/thresholds';
import type { Series } from './series';
import { buyUsd, positionValue, priceOn, sellUsd, walletValue, type Wallet } from './wallet';

/**
 * Follows one answer's plan exactly as it gives it (engine 4, issue 28): each line's units of its token at
 * `day`'s close, the price the engine was given, in the plan's order: the sales into the reserve first, then the
 * buys paid from it. The backtest's wallet has one stablecoin, the USDC reserve, which every line names. The plan
 * never spends more than the reserve plus its sales, so every buy is paid in full. Holds are not lines.
 */
export function followPlan(wallet: Wallet, plan: Plan, assets: readonly Series[], day: number): void {
  const bySymbol = new Map(assets.map((series) => [series.symbol, series]));
  for (const step of plan.steps) {
    const series = bySymbol.get(step.symbol);
    if (!series) continue;
    const usd = step.units * priceOn(series, day);
    if (step.action === 'sell' || step.action === 'strongly sell') sellUsd(wallet, series, day, usd);
    else if (step.action === 'buy' || step.action === 'buy more') buyUsd(wallet, series, day, usd);
  }
}

/**
 * Follows each card's call alone, without the plan: sell half on a sell, all on a strongly sell, as much again on a
 * buy more, BUY_WALLET_SHARE of the wallet on a buy, the buys paid from the reserve as far as it goes, in the
 * answer's order. What a person who read only the badges would do; the report sets the plan beside it.
 */
export function followCalls(wallet: Wallet, tokens: readonly AdvisedToken[], assets: readonly Series[], day: number): void {
  const bySymbol = new Map(assets.map((series) => [series.symbol, series]));
  const calls = tokens.flatMap((token) => {
    const series = bySymbol.get(token.symbol);
    return series ? [{ action: token.action, series }] : [];
  });
  for (const { action, series } of calls) {
    if (action === 'sell') sellUsd(wallet, series, day, positionValue(wallet, series, day) * SELL_FRACTION);
    if (action === 'strongly sell') sellUsd(wallet, series, day, positionValue(wallet, series, day));
  }
  const total = walletValue(wallet, assets, day);
  for (const { action, series } of calls) {
    if (action === 'buy more') buyUsd(wallet, series, day, positionValue(wallet, series, day) * BUY_MORE_FRACTION);
    if (action === 'buy') buyUsd(wallet, series, day, total * BUY_WALLET_SHARE);
  }
}
