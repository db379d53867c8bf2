/**
 * An EthCallClient in front of the real one that remembers what each eth_call
 * asked: the calls inside every aggregate3, decoded. Lets a test see which
 * rounds a read fetched, not only how many eth_calls it made.
 */
import { decodeFunctionData, type Address, type Hex } from 'viem';
import { multicall3Abi } from '../../../src/chains/abis';
import type { EthCallClient } from '../../../src/chains/multicall/multicall';

export interface RecordedCall {
  target: Address;
  callData: Hex;
}

export function recordingClient(inner: EthCallClient): EthCallClient & { ethCalls: RecordedCall[][] } {
  const ethCalls: RecordedCall[][] = [];
  return {
    ethCalls,
    request(args) {
      const { args: decoded } = decodeFunctionData({ abi: multicall3Abi, data: args.params[0].data });
      const [calls] = decoded as readonly [readonly { target: Address; callData: Hex }[]];
      ethCalls.push(calls.map(({ target, callData }) => ({ target, callData })));
      return inner.request(args);
    },
  };
}
