/**
 * One pass of feed reads: many calls in as few Multicall3.aggregate3 eth_calls
 * as the node's gas cap allows. A failure of the eth_call itself (node down,
 * time-out, no Multicall3) rejects with PriceError; a reverting feed is only
 * its call's failure.
 */
import type { Address } from 'viem';
import { shortMessage } from '../../chain/errorMessage';
import { aggregate3, type Call, type CallResult, type EthCallClient } from '../../chain/multicall';
import { PriceError } from '../../domain/types';

/**
 * Calls per eth_call. A proxied getRoundData costs ~8.8k gas inside aggregate3
 * (measured on anvil: 2,000 cost 17.6M, see docs/chainlink.md): under anvil's
 * 30M default and the 50M cap common RPC nodes put on eth_call.
 */
export const MAX_CALLS_PER_ETH_CALL = 2_000;

/** Results in the order of `calls`. */
export async function callAll(client: EthCallClient, multicall3: Address, calls: readonly Call[]): Promise<CallResult[]> {
  try {
    return await aggregate3(client, multicall3, calls, MAX_CALLS_PER_ETH_CALL);
  } catch (error) {
    throw new PriceError(`Could not read price feeds: ${shortMessage(error)}`, { cause: error });
  }
}
