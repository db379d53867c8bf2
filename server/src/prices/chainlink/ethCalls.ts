/**
 * One pass of feed reads: many calls in as few Multicall3.aggregate3 eth_calls
 * as the gas budget allows. A failure of the node itself (down, time-out, no
 * Multicall3) rejects with PriceError; a reverting feed is only its call's
 * failure; a feed that burns the gas of the whole eth_call is isolated by
 * splitting, and only its call fails.
 */
import type { Address } from 'viem';
import { shortMessage } from '../../chains/transport/errorMessage';
import { JsonRpcError } from '../../chains/transport/errors';
import { ethCallAggregate3, type Call, type CallResult, type EthCallClient } from '../../chains/multicall/multicall';
import { encodeAggregate3 } from '../../chains/multicall/aggregate3Codec';
import { PriceError } from '../priceSource';

/**
 * Calls per eth_call at most. Halving the batch from 2,000 halved the node's
 * work per eth_call, so one stays inside the client's time-out on a node with
 * cold state. The gas budget below may cut a batch shorter. docs/chainlink.md,
 * "Batch size, gas and time-outs".
 */
export const MAX_CALLS_PER_ETH_CALL = 1_000;
/** Gas one eth_call may take: a third of the 50M cap common RPC nodes put on an eth_call, half of anvil's 30M. */
export const ETH_CALL_GAS_BUDGET = 15_000_000n;
/**
 * What one proxied getRoundData costs through mainnet's Multicall3, measured on
 * Chainlink's own contracts (server/test/prices/chainlink/upstreamFlux.test.ts and
 * upstreamOcr.test.ts check every figure against these): ~10.9k when the round
 * answers (Flux; libocr's OCR1 and OCR2 less, a missing OCR round too, as it
 * answers zeros), ~19.1k when it reverts "No data present" (a missing Flux round:
 * the revert data travels back through the proxy and Multicall3).
 */
export const ANSWERED_READ_GAS = 11_000n;
export const REVERTING_READ_GAS = 19_500n;

/** A call and whether it may revert (a round that may be missing), so that a batch is sized at its real cost. */
export interface FeedCall extends Call {
  mayRevert?: boolean;
}

const gasOf = (call: FeedCall): bigint => (call.mayRevert ? REVERTING_READ_GAS : ANSWERED_READ_GAS);

/** The calls cut into batches of at most MAX_CALLS_PER_ETH_CALL whose gas stays within ETH_CALL_GAS_BUDGET, in order. */
export function gasBatches(calls: readonly FeedCall[]): FeedCall[][] {
  const batches: FeedCall[][] = [];
  let batch: FeedCall[] = [];
  let gas = 0n;
  for (const call of calls) {
    if (batch.length === MAX_CALLS_PER_ETH_CALL || (batch.length > 0 && gas + gasOf(call) > ETH_CALL_GAS_BUDGET)) {
      batches.push(batch);
      batch = [];
      gas = 0n;
    }
    batch.push(call);
    gas += gasOf(call);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
/** Extra eth_calls one pass may spend isolating calls that sink their batch: a bad call costs ~2 per halving (log2 1,000 ≈ 10). */
const MAX_SPLIT_ETH_CALLS = 48;

/** A call that could not be read (it sank its batch on its own): failed, with no revert data, so it reads as unknown. */
const UNREADABLE: CallResult = { success: false, returnData: '0x' };

/** The node answered the eth_call with an error (out of gas, a revert of aggregate3 itself): the calls, not the node, failed. */
function isExecutionFailure(error: unknown): boolean {
  return error instanceof JsonRpcError;
}

/** A failed call with no revert data may have burned its gas: the calls after it ran on what was left. */
const mayHaveBurnedGas = (result: CallResult): boolean => !result.success && result.returnData === '0x';

interface SplitBudget {
  left: number;
}

async function readBatch(client: EthCallClient, multicall3: Address, calls: readonly Call[], budget: SplitBudget): Promise<CallResult[]> {
  let results: CallResult[];
  try {
    results = await ethCallAggregate3(client, multicall3, encodeAggregate3(calls));
  } catch (error) {
    if (!isExecutionFailure(error) || budget.left <= 0) throw error;
    if (calls.length === 1) return [UNREADABLE];
    budget.left -= 2;
    const middle = Math.ceil(calls.length / 2);
    const [first, second] = await Promise.all([
      readBatch(client, multicall3, calls.slice(0, middle), budget),
      readBatch(client, multicall3, calls.slice(middle), budget),
    ]);
    return [...first, ...second];
  }
  // Multicall3 forwards all but 1/64 of its gas to each call (EIP-150): after a call
  // that burned it, the later failures without revert data may only be starved. Read them again without it.
  const burner = results.findIndex(mayHaveBurnedGas);
  if (burner >= 0 && burner < calls.length - 1 && results.slice(burner + 1).some(mayHaveBurnedGas) && budget.left > 0) {
    budget.left -= 1;
    const rest = await readBatch(client, multicall3, calls.slice(burner + 1), budget);
    return [...results.slice(0, burner + 1), ...rest];
  }
  return results;
}

/** Results in the order of `calls`. */
export async function callAll(client: EthCallClient, multicall3: Address, calls: readonly FeedCall[]): Promise<CallResult[]> {
  const budget: SplitBudget = { left: MAX_SPLIT_ETH_CALLS };
  try {
    const results = await Promise.all(gasBatches(calls).map((batch) => readBatch(client, multicall3, batch, budget)));
    return results.flat();
  } catch (error) {
    throw new PriceError(`Could not read price feeds: ${shortMessage(error)}`, { cause: error });
  }
}
