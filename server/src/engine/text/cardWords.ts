/**
 * A card's `result` and `description`: the call with its amounts and its reason in everyday words first, then
 * where the plan leaves the token and what would change the call. Amounts are the plan's own lines, written as
 * every figure of the answer is (contract/format.ts), so a card and its plan line read the same.
 */
import { formatUnits, formatUsd } from '../../../../contract/format';
import { plainPercent } from './plainWords';
import type { Reason } from '../rules/book';

export interface Words {
  result: string;
  description: string;
}

const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** One card's share of the plan: its lines summed, the stablecoin(s) they move through, and where. */
export interface CardTrade {
  side: 'sell' | 'buy';
  units: number;
  usd: number;
  symbol: string;
  /** The stablecoins the lines go into or are paid with, in line order. */
  cash: string[];
  /** "on Ethereum", said when the asset is held on several chains; '' otherwise. */
  where: string;
  /** Sales: the share of the holding sold (1: all of it). */
  share?: number;
  /** A buy of a token the wallet already holds here. */
  more?: boolean;
}

function cashWords(cash: readonly string[]): string {
  return cash.length === 0 ? 'stablecoins' : cash.length === 1 ? cash[0] : `${cash.slice(0, -1).join(', ')} and ${cash[cash.length - 1]}`;
}

function shareWords(share: number | undefined): string {
  if (share === undefined) return '';
  if (share >= 0.9995) return 'all of it, ';
  if (Math.abs(share - 0.5) < 0.0005) return 'half of it, ';
  return `${plainPercent(share)} of it, `;
}

/** "sell half of it, 60.5 ETH on Ethereum, for USDC ($204,117)", "buy 2,500 LDO more with USDC ($2,875)". */
export function tradeWords(trade: CardTrade): string {
  const amount = `${formatUnits(trade.units)} ${trade.symbol}${trade.more ? ' more' : ''}${trade.where ? ` ${trade.where}` : ''}`;
  const money = `(${formatUsd(trade.usd)})`;
  if (trade.side === 'sell') return `sell ${shareWords(trade.share)}${amount}, for ${cashWords(trade.cash)} ${money}`;
  return `buy ${amount} with ${cashWords(trade.cash)} ${money}`;
}

/** "After the plan it is 8.4% of your money and causes 22% of the swings." */
export function afterWords(weight: number, swingShare: number | null): string {
  if (!(weight > 0)) return 'After the plan none of it is left.';
  const swings = swingShare === null ? '' : swingShare < 0 ? ' and steadies the rest' : ` and causes ${plainPercent(swingShare)} of the swings`;
  return `After the plan it is ${plainPercent(weight)} of your money${swings}.`;
}

/** A call with a trade: its amounts, then its reason, then where it leaves the token and what would change it. */
export function tradedWords(symbol: string, trade: CardTrade, reason: Reason, after: string, detail: string): Words {
  const call = tradeWords(trade);
  return {
    result: `${capital(call)}: ${reason.short}.`,
    description: `${capital(reason.long)}, so ${call}. ${after} ${detail}`.replace(/ {2,}/g, ' ').trim(),
  };
}

/** A call without a trade: keep it (or the rule's own call), and why. */
export function keptWords(reason: Reason, detail: string, extra = '', call = 'keep it'): Words {
  return {
    result: `${capital(call)}: ${reason.short}.`,
    description: `${capital(reason.long)}, so ${call}.${extra ? ` ${extra}` : ''} ${detail}`.trim(),
  };
}

/** A holding of an asset whose trade is on another of its holdings (ETH on Base while the plan sells ETH on Ethereum). */
export function otherHoldingWords(symbol: string, chain: string, lead: { symbol: string; chain: string }, verb: 'sells' | 'buys' | null): Words {
  const there = `${lead.symbol} on ${lead.chain}`;
  if (verb === null)
    return { result: `Keep it: see ${there}.`, description: `${symbol} on ${chain} is the same asset as ${there}, where its advice is: keep it.` };
  return {
    result: `Keep this one as it is: the plan ${verb} ${there}.`,
    description: `${symbol} on ${chain} is the same asset as ${there}, where its advice is: the plan ${verb} it there. Keep this one as it is.`,
  };
}

/** A stablecoin the plan moves money through: what goes in, what is spent, and what it ends at. */
export function cashFlowWords(inUsd: number, outUsd: number, afterUsd: number): string {
  if (inUsd === 0 && outUsd === 0) return `The plan leaves it at ${formatUsd(afterUsd)}.`;
  const parts = [inUsd > 0 ? `the plan’s sales put ${formatUsd(inUsd)} into it` : '', outUsd > 0 ? `its buys spend ${formatUsd(outUsd)} of it` : ''].filter(
    Boolean,
  );
  return `${capital(parts.join(' and '))}, leaving ${formatUsd(afterUsd)}.`;
}
