/**
 * One pass of reads: many calls in as few Multicall3.aggregate3 eth_calls as
 * the node's gas cap allows, every call with allowFailure (a reverting feed is
 * that call's failure, never the pass's). A failure of the eth_call itself
 * (node down, time-out, no Multicall3) rejects with PriceError.
 */
import type { Address, Hex } from 'viem';
import { decodeAggregate3, encodeAggregate3 } from '../../chain/aggregate3Codec';
import { shortMessage } from '../../chain/errorMessage';
import type { EthCallClient } from '../../chain/holdings';
import type { Call, CallResult } from '../../chain/multicall';
import { PriceError } from '../../domain/types';

/**
 * Calls per eth_call. A proxied getRoundData costs ~8.8k gas inside aggregate3
 * (measured on anvil: 2,000 cost 17.6M, see docs/chainlink.md): under anvil's
 * 30M default and the 50M cap common RPC nodes put on eth_call.
 */
export const MAX_CALLS_PER_ETH_CALL = 2_000;

async function callOnce(client: EthCallClient, multicall3: Address, calls: readonly Call[]): Promise<CallResult[]> {
  const returned = await client.request({ method: 'eth_call', params: [{ to: multicall3, data: encodeAggregate3(calls) }, 'latest'] });
  if (typeof returned !== 'string' || !returned.startsWith('0x')) throw new Error(`Multicall3 at ${multicall3} answered something that is not hex data`);
  if (returned === '0x') throw new Error(`Multicall3 at ${multicall3} returned nothing: is it deployed on this chain?`);
  return decodeAggregate3(returned as Hex);
}

/** Results in the order of `calls`; chunks (past MAX_CALLS_PER_ETH_CALL) go out in parallel. */
export async function callAll(client: EthCallClient, multicall3: Address, calls: readonly Call[]): Promise<CallResult[]> {
  const chunks: Call[][] = [];
  for (let start = 0; start < calls.length; start += MAX_CALLS_PER_ETH_CALL) chunks.push(calls.slice(start, start + MAX_CALLS_PER_ETH_CALL));
  try {
    return (await Promise.all(chunks.map((chunk) => callOnce(client, multicall3, chunk)))).flat();
  } catch (error) {
    throw new PriceError(`Could not read price feeds: ${shortMessage(error)}`, { cause: error });
  }
}
