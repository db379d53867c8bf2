/**
 * What `npm run check:plan` and the demo-wallet test measure in one answer: buy and buy-more
 * calls with no money behind them, and whether the buys stay within the reserve plus the
 * sells (issue 18). Reads only the wire shape, so it measures answers of any engine version:
 * without a plan (engine 2), from each token's trade.
 */
import type { Recommendation } from '../../../contract';

export interface PlanCheck {
  /** Buy and buy-more cards whose call has nothing to pay for it. */
  unfunded: string[];
  reserveUsd: number;
  raisedUsd: number;
  /** Buys paid from the reserve and the sells (a stablecoin bought from the other tokens is not one). */
  spentUsd: number;
}

const CENT = 0.005;

export function checkPlan(recommendation: Recommendation): PlanCheck {
  const buys = recommendation.tokens.filter((token) => token.action === 'buy' || token.action === 'buy more');
  const paid = (token: Recommendation['tokens'][number]): boolean => (token.trade?.usd ?? 0) >= CENT;
  // A holding whose advice is on the asset's other holding (ETH on Base beside ETH on Ethereum) is paid through that one's step.
  const lead = (token: Recommendation['tokens'][number]) =>
    recommendation.tokens.find((other) => other.chainId === token.adviceOn?.chainId && other.address === token.adviceOn.address) ?? token;
  const unfunded = buys.filter((token) => !paid(lead(token))).map((token) => `${token.symbol} (${token.chainName}, ${token.action})`);
  const reserveUsd = recommendation.portfolio?.stableReserveUsd ?? 0;
  const raisedUsd = recommendation.tokens.reduce((sum, token) => sum + (token.trade?.side === 'sell' ? token.trade.usd : 0), 0);
  const spentUsd = buys.reduce((sum, token) => sum + (token.trade?.paidFrom === 'reserve' ? token.trade.usd : 0), 0);
  return { unfunded, reserveUsd, raisedUsd, spentUsd };
}

/** Buys within the reserve plus the sells, to the cent. */
export const withinMoney = ({ reserveUsd, raisedUsd, spentUsd }: PlanCheck): boolean => spentUsd <= reserveUsd + raisedUsd + CENT;
