import { BUY_WALLET_SHARE, SELL_FRACTION } from '../thresholds';
import type { AdvisedToken, Trade } from '../types';
import { approxUsd, compactNumber, percent, volatilityPoints } from './format';

/**
 * What the sale does to the figure the deciding rule caps, when that figure scales
 * with the position: the proceeds go to stablecoins, so the wallet keeps its value
 * and the figure falls by exactly `fraction`. A cap on the share: "…, to bring it
 * under 60.0%" (when it does); a cap on the part of the wallet's volatility, which the
 * description already names: "…, which brings its part of the wallet's volatility to
 * about 3.6 points" (about: the rest of the wallet shifts a little with the sale).
 */
function purpose(token: Pick<AdvisedToken, 'action' | 'rules'>, fraction: number): string {
  const deciding = token.rules.find((rule) => rule.action === token.action)?.id;
  const cap = token.rules.find((rule) => rule.id === deciding && (rule.comparison === '>=' || rule.comparison === '>'));
  if (!cap) return '';
  const after = cap.observed * (1 - fraction);
  if (cap.signal === 'weight') return after < cap.threshold ? `, to bring it under ${percent(cap.threshold)}` : '';
  if (cap.signal === 'riskContribution') return `, which brings its part of the wallet's volatility to about ${volatilityPoints(after)}`;
  return '';
}

/** "half the position", or another share in figures should SELL_FRACTION change. */
function partOfPosition(fraction: number): string {
  return fraction === 0.5 ? 'half the position' : `${percent(fraction)} of the position`;
}

const NO_RESERVE = 'but no stablecoins on their peg are left to pay for it';

/** The trade in words, appended to the token's description: "Sell 4.5B PEPE (≈ $42,800), half the position, which brings its part of the wallet's volatility to about 47.1 points." */
export function describeTrade(token: Pick<AdvisedToken, 'symbol' | 'action' | 'rules'>, trade: Trade): string {
  const amount = `${compactNumber(trade.units)} ${token.symbol} (${approxUsd(trade.usd)})`;
  if (trade.side === 'sell') {
    return token.action === 'strongly sell' ? `Sell all ${amount}.` : `Sell ${amount}, ${partOfPosition(SELL_FRACTION)}${purpose(token, SELL_FRACTION)}.`;
  }
  const share = percent(BUY_WALLET_SHARE);
  const covered = trade.usd >= trade.sizeUsd;
  if (trade.paidFrom === 'holdings') return `Buy ${amount}, ${share} of the wallet, with part of the other tokens.`;
  if (token.action === 'buy more') {
    if (covered) return `Buy ${amount} from the stablecoin reserve, doubling the position.`;
    if (trade.usd > 0) return `Buy ${amount} with what is left of the stablecoin reserve; doubling the position would take ${approxUsd(trade.sizeUsd)}.`;
    return `Doubling the position would take ${approxUsd(trade.sizeUsd)}, ${NO_RESERVE}.`;
  }
  if (covered) return `Use ${approxUsd(trade.usd)} of the stablecoin reserve, ${share} of the wallet, to buy ${compactNumber(trade.units)} ${token.symbol}.`;
  if (trade.usd > 0)
    return `Use what is left of the stablecoin reserve, ${approxUsd(trade.usd)}, to buy ${compactNumber(trade.units)} ${token.symbol}; ${share} of the wallet would be ${approxUsd(trade.sizeUsd)}.`;
  return `${share} of the wallet would be ${approxUsd(trade.sizeUsd)}, ${NO_RESERVE}.`;
}
