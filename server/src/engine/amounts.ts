import { roundSignificant } from './significant';
import { BUY_MORE_FRACTION, BUY_WALLET_SHARE, SELL_FRACTION, STRONGLY_SELL_FRACTION } from './thresholds';
import type { AdvisedToken, Trade } from './types';

/** What sizing reads of a token's advice. */
export type TradeFacts = Pick<AdvisedToken, 'action' | 'count' | 'price' | 'valueUsd'> & {
  /** A stablecoin on its peg suggested to build the reserve: paid from the other holdings, not the reserve. */
  buildsReserve: boolean;
};

/** Cents, and units to 8 significant figures: the trade's figures without float noise (38596.520000000004). */
const cents = (usd: number): number => Math.round(usd * 100) / 100;
const units = (value: number): number => (value > 0 ? roundSignificant(value, 8) : 0);

function sell(token: TradeFacts, fraction: number): Trade {
  const usd = cents(token.valueUsd * fraction);
  return { side: 'sell', units: units(token.count * fraction), usd, sizeUsd: usd };
}

/** A buy of `sizeUsd`, paid from what is left of the reserve as far as it goes (or, building the reserve, from the other holdings). */
function buy(token: TradeFacts, sizeUsd: number, reserveLeftUsd: number): Trade {
  if (token.buildsReserve) return { side: 'buy', units: units(sizeUsd / token.price), usd: cents(sizeUsd), sizeUsd: cents(sizeUsd), paidFrom: 'holdings' };
  const usd = Math.min(sizeUsd, Math.max(0, reserveLeftUsd));
  return { side: 'buy', units: units(usd / token.price), usd: cents(usd), sizeUsd: cents(sizeUsd), paidFrom: 'reserve' };
}

/**
 * The trade of each token's advice, in the answer's order (docs/engine.md
 * "Amounts"): sell half, strongly sell all, buy more as much again, buy
 * BUY_WALLET_SHARE of the wallet; hold: null. Buys share one reserve: each takes
 * what the ones listed before it left, so together they never spend more than the
 * wallet has. Proceeds of the sells are not counted in: the advice does not
 * depend on the order the trades are made in.
 */
export function sizeTrades(tokens: readonly TradeFacts[], stableReserveUsd: number, totalValueUsd: number): Array<Trade | null> {
  let reserveLeftUsd = stableReserveUsd;
  return tokens.map((token) => {
    switch (token.action) {
      case 'strongly sell':
        return sell(token, STRONGLY_SELL_FRACTION);
      case 'sell':
        return sell(token, SELL_FRACTION);
      case 'hold':
        return null;
      case 'buy more':
      case 'buy': {
        const sizeUsd = token.action === 'buy' ? totalValueUsd * BUY_WALLET_SHARE : token.valueUsd * BUY_MORE_FRACTION;
        const trade = buy(token, sizeUsd, reserveLeftUsd);
        if (trade.paidFrom === 'reserve') reserveLeftUsd -= trade.usd;
        return trade;
      }
    }
  });
}
