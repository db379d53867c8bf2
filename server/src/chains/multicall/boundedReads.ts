/**
 * Multicall3.aggregate3 where one bad contract fails alone (docs/positions.md, "Bounds").
 *
 * aggregate3 with allowFailure survives a call that reverts, not one that burns its gas: Multicall3
 * forwards all but 1/64 of what is left to each call (EIP-150), so a burner starves the calls after it
 * and, often, Multicall3 itself, and the whole eth_call fails. Every eth_call here carries a gas bound
 * (READ_GAS_CAP); one that fails in execution is cut in two and each half asked again, down to the call
 * that sinks it alone, which is answered `outOfGas`; a batch that answers with a burner followed by
 * starved calls has the calls after the burner asked again. Why not a per-call gas bound: Multicall3 has
 * none, and a contract of our own would have to be deployed on every chain or injected by a state
 * override not every node honours; this works on any node, as the price feeds' reads do (prices/chainlink/ethCalls.ts).
 *
 * The splitting costs about two eth_calls per halving, so a burner found is remembered (BurnerMemo) by
 * its contract and function, and for BURNER_MEMORY_MS is answered `outOfGas` without being asked: a
 * token on the list that burns gas costs the next wallets nothing.
 */
import type { Address, Hex } from 'viem';
import { JsonRpcError } from '../transport/errors';
import type { Turn } from '../../domain/fairQueue';
import { encodeAggregate3, type Call, type CallResult } from './aggregate3Codec';
import { chunks } from './chunks';
import { ethCallAggregate3, type EthCallClient } from './multicall';

/**
 * Gas one read eth_call may take: half of anvil's 30M block gas limit, under the 50M eth_call cap of geth
 * and most providers. A thousand balance reads take a few million; a call that burns all it is given
 * burns at most this (tens of milliseconds of a node's time).
 */
export const READ_GAS_CAP = 15_000_000n;
/** Gas a suspect call is asked alone with: far above any honest read's, far below what a burner takes of a batch. */
const SOLO_GAS_CAP = 2_000_000n;
/** Extra eth_calls one read may spend isolating calls that sink their batch: ~2 per halving, log2 1,000 ≈ 10 halvings a burner. */
export const MAX_SPLIT_ETH_CALLS = 48;
/** How long a call found to burn its gas is answered from memory. */
export const BURNER_MEMORY_MS = 5 * 60_000;
/** Burners remembered per chain at most: the oldest is forgotten first (anyone can deploy more). */
const MAX_BURNERS = 512;

/** A call that sank its eth_call alone. */
export const OUT_OF_GAS: CallResult = { success: false, returnData: '0x', outOfGas: true };

/**
 * The node ran the eth_call and it failed (out of gas, a revert of aggregate3 itself): the calls failed, not the
 * node. A node that refuses the request (rate limited, -32005) is the node failing: never split, or every call
 * would be taken for a burner.
 */
const isExecutionFailure = (error: unknown): boolean => error instanceof JsonRpcError && EXECUTION_WORDS.test(error.message);
/** How nodes word an eth_call whose execution failed (geth, erigon, anvil, reth): out of gas, reverted, an EVM error. */
const EXECUTION_WORDS = /out ?of ?gas|revert|EVM error|execution|invalid opcode|stack/i;
const OUT_OF_GAS_WORDS = /out ?of ?gas/i;

/** A failed call with no revert data may have burned its gas: the calls after it ran on what was left. */
const mayHaveBurnedGas = (result: CallResult): boolean => !result.success && result.returnData === '0x';

/** The contract and function of a call: a burner burns whatever the arguments (the wallet) are. */
const burnerKey = (call: Call): string => `${call.target.toLowerCase()}${call.callData.slice(0, 10)}`;

/** The calls found to burn their gas on one chain, each for BURNER_MEMORY_MS. */
export class BurnerMemo {
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  has(call: Call): boolean {
    const key = burnerKey(call);
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  add(call: Call): void {
    const key = burnerKey(call);
    this.until.delete(key);
    this.until.set(key, this.now() + BURNER_MEMORY_MS);
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.until.size > MAX_BURNERS) this.until.delete(this.until.keys().next().value as string);
  }

  get size(): number {
    return this.until.size;
  }
}

export interface BoundedReadOptions {
  /** The visitor's turn at the chain's request gate; absent: the service's own read. */
  turn?: Turn;
  /** Where burners found are remembered; absent: nowhere. */
  memo?: BurnerMemo;
}

interface Budget {
  left: number;
}

/**
 * Whether `call` burns the gas it is given: asked alone, straight from the node (not through Multicall3, which
 * would answer a burner and a revert alike, as a failure), under SOLO_GAS_CAP. Nodes word it differently
 * (anvil "EVM error OutOfGas", geth "out of gas"); a revert is any other error.
 */
async function burnsGas(client: EthCallClient, call: Call, options: BoundedReadOptions): Promise<boolean> {
  try {
    await client.request(
      { method: 'eth_call', params: [{ to: call.target, data: call.callData, gas: `0x${SOLO_GAS_CAP.toString(16)}` }, 'latest'] },
      options.turn,
    );
    return false;
  } catch (error) {
    if (!isExecutionFailure(error)) throw error;
    return OUT_OF_GAS_WORDS.test((error as Error).message);
  }
}

async function readBatch(
  client: EthCallClient,
  multicall3: Address,
  calls: readonly Call[],
  budget: Budget,
  options: BoundedReadOptions,
  /** The batch is half of one that sank: a failure without revert data in it is a suspect. */
  suspect = false,
): Promise<CallResult[]> {
  let results: CallResult[];
  try {
    results = await ethCallAggregate3(client, multicall3, encodeAggregate3(calls), options.turn, READ_GAS_CAP);
  } catch (error) {
    if (!isExecutionFailure(error)) throw error;
    if (calls.length === 1) {
      options.memo?.add(calls[0]);
      return [OUT_OF_GAS];
    }
    // Past the budget the calls are not asked again: each is answered as one that could not be read.
    if (budget.left <= 0) return calls.map(() => OUT_OF_GAS);
    budget.left -= 2;
    const middle = Math.ceil(calls.length / 2);
    const [first, second] = await Promise.all([
      readBatch(client, multicall3, calls.slice(0, middle), budget, options, true),
      readBatch(client, multicall3, calls.slice(middle), budget, options, true),
    ]);
    return [...first, ...second];
  }
  // After a call that burned its gas, the later failures without revert data may only be starved: asked again without it.
  const burner = results.findIndex(mayHaveBurnedGas);
  if (burner < 0) return results;
  if (burner < calls.length - 1 && results.slice(burner + 1).some(mayHaveBurnedGas) && budget.left > 0) {
    budget.left -= 1;
    const rest = await readBatch(client, multicall3, calls.slice(burner + 1), budget, options, true);
    const starved = rest.some((result, index) => result.success && !results[burner + 1 + index].success);
    if (starved) options.memo?.add(calls[burner]);
    return [...results.slice(0, burner), starved ? OUT_OF_GAS : results[burner], ...rest];
  }
  // A half of a batch that sank answers when the burner left enough gas for the calls after it: it is asked alone.
  if (!suspect) return results;
  return Promise.all(
    results.map(async (result, index) => {
      if (!mayHaveBurnedGas(result) || budget.left <= 0) return result;
      budget.left -= 1;
      if (!(await burnsGas(client, calls[index], options))) return result;
      options.memo?.add(calls[index]);
      return OUT_OF_GAS;
    }),
  );
}

/**
 * Results in the order of `calls`, in eth_calls of at most `callsPerEthCall` each under READ_GAS_CAP, sent in
 * parallel. A call that burns its gas is answered OUT_OF_GAS and the others are read; a failure of the node
 * itself (down, time-out, no Multicall3, a busy gate) rejects.
 */
export async function boundedAggregate3(
  client: EthCallClient,
  multicall3: Address,
  calls: readonly Call[],
  callsPerEthCall: number,
  options: BoundedReadOptions = {},
): Promise<CallResult[]> {
  const results: CallResult[] = new Array<CallResult>(calls.length);
  const asked: number[] = [];
  calls.forEach((call, index) => {
    if (options.memo?.has(call)) results[index] = OUT_OF_GAS;
    else asked.push(index);
  });
  const budget: Budget = { left: MAX_SPLIT_ETH_CALLS };
  const batches = chunks(asked, callsPerEthCall);
  const answered = await Promise.all(
    batches.map((indexes) =>
      readBatch(
        client,
        multicall3,
        indexes.map((index) => calls[index]),
        budget,
        options,
      ),
    ),
  );
  batches.forEach((indexes, batch) => {
    indexes.forEach((index, at) => {
      results[index] = answered[batch][at];
    });
  });
  return results;
}

/** The call's calldata with every WALLET_WORD_SLOT-like `slot` filled with `word`. */
export function filled(call: Call, slot: string, word: string): Call {
  return call.callData.includes(slot) ? { target: call.target, callData: call.callData.split(slot).join(word) as Hex } : call;
}
