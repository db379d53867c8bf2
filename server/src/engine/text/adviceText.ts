/**
 * A token's `result` and `description`: the call and its reason in everyday words first
 * ("ETH is 17% of your money but causes 45% of its ups and downs, so sell half, 60 ETH
 * (≈ $204,000)."), then what would change it. An asset held on several chains is told
 * once, on the holding the plan acts on; its other holdings get a short line pointing there.
 */
import { chainName } from '../../domain/chains';
import type { Trade } from '../types';
import type { Reason } from './describeHolding';
import { callWords, unpaidWords, type CallOutcome } from './describeTrade';
import { amount } from './plainWords';

export interface Words {
  result: string;
  description: string;
}

const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const UNPAID_DETAIL =
  'The plan pays for buys from your stablecoins and what its sales raise, the most useful first: the token furthest under its fair share ' +
  'of the swings, then the suggestions. The call comes back when there is money for it.';

/** The words of the asset's lead token (the one the plan acts on). */
export function leadWords(symbol: string, reason: Reason, detail: string, outcome: CallOutcome): Words {
  const call = callWords(symbol, outcome);
  if (outcome.wanted !== outcome.action) {
    const unpaid = unpaidWords(outcome);
    return {
      result: `${capital(call)}: ${unpaid}.`,
      description: `${reason.long}, but ${unpaid}, so ${call}. ${UNPAID_DETAIL}`,
    };
  }
  return { result: `${capital(call)}: ${reason.short}.`, description: `${reason.long}, so ${call}. ${detail}` };
}

/** Where the asset's advice is: "ETH on Ethereum". */
export interface Lead {
  symbol: string;
  chainId: number;
}

/** A holding of an asset whose advice is on another holding (ETH on Base, WETH beside ETH). */
export function otherChainWords(symbol: string, chainId: number, lead: Lead, outcome: CallOutcome, trade: Trade | null): Words {
  const there = `${lead.symbol} on ${chainName(lead.chainId)}`;
  const same = `${symbol} on ${chainName(chainId)} is the same asset as ${there}, where its advice is`;
  if (trade?.side === 'sell') {
    const moved = amount(trade.units, symbol, trade.usd);
    return { result: `Sell all of this one too, ${moved}: see ${there}.`, description: `${same}: sell all of it, this one too, ${moved}.` };
  }
  if (outcome.action === 'hold') return { result: `Keep it: see ${there}.`, description: `${same}: keep it.` };
  const verb = outcome.action === 'sell' ? 'sells' : 'buys';
  return {
    result: `Leave this one as it is: the plan ${verb} ${lead.symbol} on ${chainName(lead.chainId)}.`,
    description: `${same}: the plan ${verb} it there, in one step. Leave this one as it is.`,
  };
}
