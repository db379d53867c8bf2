/**
 * Multicall3.aggregate3 as the readers use it: allowFailure on every call, so
 * one failing call (a reverting feed, a non-ERC-20) does not sink the others.
 * The calls are encoded and decoded by aggregate3Codec.ts and sent as one plain
 * eth_call (holdings.ts, prices/chainlink/ethCalls.ts).
 */
import type { Address, Hex } from 'viem';

export interface Call {
  target: Address;
  callData: Hex;
}

export interface CallResult {
  success: boolean;
  returnData: Hex;
}

/** Balance reads per eth_call: a balanceOf costs a few thousand gas, so 1,000 stay far under any node's eth_call gas cap. */
export const MAX_CALLS_PER_REQUEST = 1_000;
