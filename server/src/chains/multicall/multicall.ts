/**
 * Multicall3.aggregate3, the one way the readers batch calls: allowFailure on
 * every call, so one failing call (a reverting feed, a non-ERC-20) does not
 * sink the others. The calls are encoded and decoded by aggregate3Codec.ts and
 * sent as one plain eth_call (aggregate3 is payable, so viem's readContract,
 * view functions only, would not take it).
 */
import type { Address, Hex } from 'viem';
import type { Turn } from '../../domain/fairQueue';
import { chunks } from './chunks';
import { decodeAggregate3, encodeAggregate3, type Call, type CallResult } from './aggregate3Codec';

export type { Call, CallResult } from './aggregate3Codec';

/** What a reader needs of a node: one eth_call (for a visitor's `turn`, or the service's own). The JSON-RPC client (chains/transport/client.ts) is one. */
export interface EthCallClient {
  request(args: { method: 'eth_call'; params: [{ to: Address; data: Hex; gas?: Hex }, 'latest'] }, turn?: Turn): Promise<unknown>;
}

/**
 * One aggregate3 eth_call of ready calldata (holdings.ts fills a template); throws when the node or Multicall3
 * cannot answer. `gas`: the eth_call's gas bound; absent, the node's own cap.
 */
export async function ethCallAggregate3(client: EthCallClient, multicall3: Address, data: Hex, turn?: Turn, gas?: bigint): Promise<CallResult[]> {
  const call = gas === undefined ? { to: multicall3, data } : { to: multicall3, data, gas: `0x${gas.toString(16)}` as const };
  const returned = await client.request({ method: 'eth_call', params: [call, 'latest'] }, turn);
  if (typeof returned !== 'string' || !returned.startsWith('0x')) throw new Error(`Multicall3 at ${multicall3} answered something that is not hex data`);
  if (returned === '0x') throw new Error(`Multicall3 at ${multicall3} returned nothing: is it deployed on this chain?`);
  return decodeAggregate3(returned as Hex);
}

/**
 * Results in the order of `calls`, in eth_calls of at most `callsPerEthCall`
 * (the caller knows what its calls cost in gas), sent in parallel.
 */
export async function aggregate3(
  client: EthCallClient,
  multicall3: Address,
  calls: readonly Call[],
  callsPerEthCall: number,
  turn?: Turn,
): Promise<CallResult[]> {
  const results = await Promise.all(chunks(calls, callsPerEthCall).map((chunk) => ethCallAggregate3(client, multicall3, encodeAggregate3(chunk), turn)));
  return results.flat();
}
