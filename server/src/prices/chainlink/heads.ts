/**
 * The head of each feed, read in the first eth_call of every read: decimals(),
 * description() and latestRoundData(). A feed that fails any of them, or
 * answers a price ≤ 0, or is quoted in a currency Ribbit cannot turn into USD,
 * is unavailable: that token's reading says why, the others go on.
 */
import { decodeFunctionResult, type Address } from 'viem';
import { aggregatorV3Abi } from '../../chains/abis';
import type { Call, CallResult } from '../../chains/multicall/multicall';
import { classifyRound, decodeRound, decodeWord, SELECTORS, type Round } from './rounds';

/** The currencies a feed may be quoted in: USD as is, ETH converted with the chain's ETH / USD feed. */
export type Quote = 'USD' | 'ETH';

export interface FeedHead {
  feed: Address;
  decimals: number;
  /** As the feed says it, e.g. "stETH / ETH". */
  description: string;
  quote: Quote;
  latest: Round;
}

export type HeadReading = { ok: true; head: FeedHead } | { ok: false; reason: string };

export const CALLS_PER_HEAD = 3;

/** A feed's answers are scaled by 10^decimals; no real feed uses more than 18, and anything past 36 is nonsense. */
const MAX_DECIMALS = 36;

export function headCalls(feed: Address): Call[] {
  return [
    { target: feed, callData: SELECTORS.decimals },
    { target: feed, callData: SELECTORS.description },
    { target: feed, callData: SELECTORS.latestRoundData },
  ];
}

/** "X / USD" → USD, "X / ETH" → ETH, anything else → null (Chainlink writes descriptions as "BASE / QUOTE"). */
export function quoteOf(description: string): Quote | null {
  const match = /^\s*\S.*\/\s*([A-Za-z]+)\s*$/.exec(description);
  const quote = match?.[1];
  return quote === 'USD' || quote === 'ETH' ? quote : null;
}

function decodeDescription(result: CallResult): string | null {
  if (!result.success || result.returnData === '0x') return null;
  try {
    return decodeFunctionResult({ abi: aggregatorV3Abi, functionName: 'description', data: result.returnData });
  } catch {
    return null;
  }
}

/** Decodes the three results of headCalls(feed), in that order. */
export function decodeHead(feed: Address, [decimalsResult, descriptionResult, latestResult]: readonly CallResult[]): HeadReading {
  const decimals = decodeWord(decimalsResult);
  if (decimals === null) return { ok: false, reason: `The feed ${feed} did not answer decimals(): no feed at this address, or it reverted` };
  if (decimals > BigInt(MAX_DECIMALS)) return { ok: false, reason: `The feed ${feed} claims ${decimals} decimals` };
  const description = decodeDescription(descriptionResult);
  if (description === null) return { ok: false, reason: `The feed ${feed} did not answer description()` };
  const quote = quoteOf(description);
  if (!quote) return { ok: false, reason: `The feed ${feed} ("${description}") is not quoted in USD or ETH` };
  const latest = decodeRound(latestResult);
  // A proxy switched to an aggregator that has not answered yet: Flux reverts "No data present", OCR answers zeros.
  if (!latest && classifyRound(latestResult) === 'absent')
    return { ok: false, reason: `The feed ${feed} ("${description}") has no round yet: its current aggregator has not answered since the feed switched to it` };
  if (!latest) return { ok: false, reason: `The feed ${feed} did not answer latestRoundData()` };
  if (latest.answer <= 0n) return { ok: false, reason: `The feed ${feed} ("${description}") answers ${latest.answer}, not a price` };
  return { ok: true, head: { feed, decimals: Number(decimals), description, quote, latest } };
}
