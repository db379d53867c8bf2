/**
 * Chainlink rounds on the wire: round ids, the getRoundData / latestRoundData
 * tuple, and calldata built by hand: a cold read encodes thousands of
 * getRoundData calls, each only a round id in a fixed layout, which viem's
 * generic encoder would work out again for every call (docs/architecture.md,
 * "Talking to a node").
 */
import { decodeAbiParameters, formatUnits, type Hex } from 'viem';
import type { CallResult } from '../../chains/multicall/multicall';

/** Proxy round ids are (phaseId << 64) | the phase aggregator's own round id. */
export const PHASE_SHIFT = 64n;
const ROUND_MASK = (1n << PHASE_SHIFT) - 1n;

export const SELECTORS = {
  decimals: '0x313ce567',
  description: '0x7284e416',
  latestRoundData: '0xfeaf968c',
  getRoundData: '0x9a6fc8f5',
  phaseAggregators: '0xc1597304',
} as const satisfies Record<string, Hex>;

export interface Round {
  /** The proxy round id, (phase << 64) | round. */
  roundId: bigint;
  /** The raw answer; decimals are applied where prices are made. */
  answer: bigint;
  /** Unix seconds the round started; on a sequencer uptime feed, when the status changed. */
  startedAt: number;
  /** Unix seconds the answer was written. */
  updatedAt: number;
}

export function phaseOf(roundId: bigint): bigint {
  return roundId >> PHASE_SHIFT;
}

export function aggregatorRoundOf(roundId: bigint): bigint {
  return roundId & ROUND_MASK;
}

export function proxyRoundId(phase: bigint, aggregatorRound: bigint): bigint {
  return (phase << PHASE_SHIFT) | aggregatorRound;
}

const uintWord = (value: bigint): string => value.toString(16).padStart(64, '0');

export function getRoundDataCall(roundId: bigint): Hex {
  return `${SELECTORS.getRoundData}${uintWord(roundId)}`;
}

export function phaseAggregatorsCall(phase: bigint): Hex {
  return `${SELECTORS.phaseAggregators}${uintWord(phase)}`;
}

function word(data: Hex, index: number): bigint {
  return BigInt(`0x${data.slice(2 + index * 64, 2 + (index + 1) * 64)}`);
}

/** (roundId, answer, startedAt, updatedAt, answeredInRound): five static words. */
const ROUND_DATA_HEX_LENGTH = 2 + 5 * 64;

/**
 * A round from getRoundData / latestRoundData, or null when the call failed,
 * returned too little (no contract there), or the round never completed
 * (Chainlink marks those with updatedAt 0).
 */
export function decodeRound(result: CallResult): Round | null {
  if (!result.success || result.returnData.length < ROUND_DATA_HEX_LENGTH) return null;
  const updatedAt = word(result.returnData, 3);
  if (updatedAt === 0n) return null;
  return {
    roundId: word(result.returnData, 0),
    answer: BigInt.asIntN(256, word(result.returnData, 1)),
    startedAt: Number(word(result.returnData, 2)),
    updatedAt: Number(updatedAt),
  };
}

/** Error(string): the selector of a Solidity revert with a reason. */
const ERROR_STRING_SELECTOR = '0x08c379a0';
/** The revert reason of FluxAggregator.getRoundData for a round it does not have (smartcontractkit/chainlink, contracts/src/v0.6/FluxAggregator.sol). */
export const NO_DATA_REASON = 'No data present';

function revertReason(data: Hex): string | null {
  if (!data.startsWith(ERROR_STRING_SELECTOR)) return null;
  try {
    return decodeAbiParameters([{ type: 'string' }], `0x${data.slice(ERROR_STRING_SELECTOR.length)}`)[0];
  } catch {
    return null;
  }
}

/**
 * What a getRoundData read through a proxy says of a round:
 * - the round;
 * - 'absent': the aggregator says it has no such round: zeros (updatedAt 0) from
 *   OCR2 (smartcontractkit/libocr, contract2/OCR2Aggregator.sol) and, up to round
 *   2^32 - 1, OCR (contract/OffchainAggregator.sol, every version); the revert
 *   "No data present" from FluxAggregator and from OCR past 2^32 - 1;
 * - 'unknown': any other failure (out of gas, no access, a node that cut the
 *   call short): nothing is learnt, and the round is asked again.
 */
export function classifyRound(result: CallResult): Round | 'absent' | 'unknown' {
  if (!result.success) return revertReason(result.returnData) === NO_DATA_REASON ? 'absent' : 'unknown';
  if (result.returnData.length < ROUND_DATA_HEX_LENGTH) return 'unknown';
  return decodeRound(result) ?? 'absent';
}

/** A uint8 / address / uint word, or null when the call failed or returned less than one word. */
export function decodeWord(result: CallResult): bigint | null {
  if (!result.success || result.returnData.length < 66) return null;
  return word(result.returnData, 0);
}

/** An answer as a number of whole units (USD for X / USD, ETH for X / ETH). */
export function toPrice(answer: bigint, decimals: number): number {
  return Number(formatUnits(answer, decimals));
}
