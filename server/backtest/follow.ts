import type { AdvisedToken } from '../src/engine';
import type { Series } from './series';
import { buyUsd, positionValue, sellUsd, walletValue, type Wallet } from './wallet';

/** "buy": this share of the wallet, from the reserve. */
export const BUY_SHARE = 0.1;

/**
 * Follows one recommendation literally, as issue #7 defines it:
 * - sell: half of the position goes to the reserve; strongly sell: all of it;
 * - buy more: double the position, from the reserve, as far as it goes;
 * - buy: 10 % of the wallet, from the reserve (a "buy" of the reserve
 *   stablecoin itself moves nothing);
 * - hold: nothing.
 * Sells go first, so what they raise can fund the buys of the same week; buys
 * are then served in the engine's order (held tokens by value, then suggestions
 * best first) until the reserve runs out. Everything trades at `day`'s close.
 */
export function followAdvice(wallet: Wallet, advice: readonly AdvisedToken[], assets: readonly Series[], day: number): void {
  const bySymbol = new Map(assets.map((series) => [series.symbol, series]));
  const walletUsd = walletValue(wallet, assets, day);
  const sized = advice.flatMap((entry) => {
    const series = bySymbol.get(entry.symbol);
    return series ? [{ action: entry.action, series, held: positionValue(wallet, series, day) }] : [];
  });
  for (const { action, series, held } of sized) {
    if (action === 'sell') sellUsd(wallet, series, day, held / 2);
    if (action === 'strongly sell') sellUsd(wallet, series, day, held);
  }
  for (const { action, series, held } of sized) {
    if (action === 'buy more') buyUsd(wallet, series, day, held);
    if (action === 'buy') buyUsd(wallet, series, day, BUY_SHARE * walletUsd);
  }
}
