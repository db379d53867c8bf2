/**
 * Multicall3.aggregate3 with allowFailure on every call: one eth_call reads many
 * contracts, and one failing call (a reverting feed, a non-ERC-20) does not sink
 * the others. A failure of the eth_call itself (node down, time-out) rejects.
 */
import type { Address, Hex, PublicClient } from 'viem';
import { decodeAggregate3, encodeAggregate3 } from './aggregate3Codec';

export interface Call {
  target: Address;
  callData: Hex;
}

export interface CallResult {
  success: boolean;
  returnData: Hex;
}

/**
 * Calls per eth_call. A Chainlink getRoundData costs ~10k gas, so 1,000 calls stay
 * well under the 50M gas cap common RPC nodes put on eth_call.
 */
export const MAX_CALLS_PER_REQUEST = 1_000;

/** Results in the order of `calls`. Chunks (only for more than `maxCallsPerRequest`) run in parallel. */
export async function aggregate3(
  client: PublicClient,
  multicall3: Address,
  calls: Call[],
  maxCallsPerRequest = MAX_CALLS_PER_REQUEST,
): Promise<CallResult[]> {
  const chunks: Call[][] = [];
  for (let start = 0; start < calls.length; start += maxCallsPerRequest) {
    chunks.push(calls.slice(start, start + maxCallsPerRequest));
  }
  const results = await Promise.all(chunks.map((chunk) => callAggregate3(client, multicall3, chunk)));
  return results.flat();
}

// aggregate3 is payable, so viem's readContract (view functions only) does not take it: eth_call by hand.
async function callAggregate3(client: PublicClient, multicall3: Address, calls: Call[]): Promise<CallResult[]> {
  const { data } = await client.call({ to: multicall3, data: encodeAggregate3(calls) });
  if (data === undefined || data === '0x') throw new Error(`Multicall3 at ${multicall3} returned nothing: is it deployed on this chain?`);
  return decodeAggregate3(data);
}
