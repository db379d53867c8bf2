/**
 * Reads what is inside the protocols' markets on one chain (protocol.ts, Discovery): every protocol's
 * calls of a round in one aggregate3 eth_call, as many rounds as the deepest of them asks for, so a
 * chain's whole discovery costs that many requests however many markets it has.
 */
import type { Address } from 'viem';
import type { Call, EthCallClient } from '../chains/multicall/multicall';
import { boundedAggregate3, type BurnerMemo } from '../chains/multicall/boundedReads';
import type { Turn } from '../domain/fairQueue';
import type { Discovery, ProtocolChainReader } from './protocol';

/** A discovery's calls per eth_call: reserve data and token metadata cost a few thousand gas each, so a thousand stay far under any node's eth_call gas cap. */
const CALLS_PER_DISCOVERY_ETH_CALL = 1_000;
/** No protocol needs more rounds than this (Aave needs three); more is a discovery's bug. */
const MAX_DISCOVERY_ROUNDS = 4;

export interface Discovered {
  reader: ProtocolChainReader;
  complete: boolean;
}

export async function discover(
  client: EthCallClient,
  multicall3: Address,
  first: readonly Discovery[],
  turn: Turn | undefined,
  memo?: BurnerMemo,
): Promise<Discovered[]> {
  let steps = first;
  for (let round = 0; ; round++) {
    const calls: Call[] = [];
    const starts = steps.map((step) => {
      const start = calls.length;
      if ('calls' in step) calls.push(...step.calls);
      return start;
    });
    const done = steps.flatMap((step) => ('reader' in step ? [step] : []));
    if (done.length === steps.length) return done;
    if (round >= MAX_DISCOVERY_ROUNDS) throw new Error(`A protocol's discovery asked for more than ${MAX_DISCOVERY_ROUNDS} rounds`);
    // A listed reserve's token that burns gas (its symbol()) fails alone: boundedReads.ts.
    const results = calls.length > 0 ? await boundedAggregate3(client, multicall3, calls, CALLS_PER_DISCOVERY_ETH_CALL, { turn, memo }) : [];
    steps = steps.map((step, index) => ('calls' in step ? step.next(results.slice(starts[index], starts[index] + step.calls.length)) : step));
  }
}
