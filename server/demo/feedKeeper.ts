/**
 * Keeps a demo chain's prices fresh: nothing else writes rounds after seeding,
 * and with the registry's heartbeats (1,200 s for ETH / USD on Base) a reader
 * would call them stale within the hour. Every half of the shortest heartbeat,
 * each feed's current aggregator gets a new round repeating its latest answer
 * (appendRounds, as the deployer), so a long-running demo keeps its prices
 * and its daily closes simply carry forward.
 */
import { decodeFunctionResult, encodeFunctionData, toHex, type Address, type Hash, type Hex } from 'viem';
import { aggregatorV3Abi } from '../src/chains/abis';
import type { Artifacts } from './compile';
import { waitForReceipts } from './seed/blocks';
import { rpc, rpcBatch } from './anvilRpc';
import type { LiveAggregator } from './seed/seedChain';

/** Chainlink's usual heartbeat where the registry gives none. */
const DEFAULT_HEARTBEAT_SECONDS = 86_400;
const MIN_INTERVAL_MS = 60_000;
const APPEND_GAS = 200_000n;

export interface FeedKeeper {
  /** Resolves once the round in progress, if any, is written. */
  stop(): Promise<void>;
}

/** Half the shortest heartbeat, at least a minute. */
export function refreshIntervalMs(aggregators: readonly LiveAggregator[]): number {
  const shortest = Math.min(DEFAULT_HEARTBEAT_SECONDS, ...aggregators.map((aggregator) => aggregator.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS));
  return Math.max(MIN_INTERVAL_MS, (shortest * 1000) / 2);
}

/**
 * Appends one round at `now` (unix seconds; or the latest round's time if later), repeating each
 * aggregator's latest answer, or moving it by `factor` (1.2: 20 % up), as the browser journey
 * that grades saved advice does.
 */
export async function appendLatestRounds(rpcUrl: string, artifacts: Artifacts, aggregators: readonly LiveAggregator[], now: number, factor = 1): Promise<void> {
  const latestData = encodeFunctionData({ abi: aggregatorV3Abi, functionName: 'latestRoundData' });
  const replies = (await rpcBatch(
    rpcUrl,
    aggregators.map(({ address }) => ({ method: 'eth_call', params: [{ to: address, data: latestData }, 'latest'] })),
  )) as Hex[];
  const [from] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
  const firstNonce = Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [from, 'pending']));
  const { abi } = artifacts.contracts.HistoricalPriceFeed;
  const hashes = (await rpcBatch(
    rpcUrl,
    aggregators.map(({ address }, index) => {
      const [, answer, , updatedAt] = decodeFunctionResult({ abi: aggregatorV3Abi, functionName: 'latestRoundData', data: replies[index] });
      // Never before the latest round: appendRounds reverts on a round out of order.
      const at = BigInt(now) > updatedAt ? BigInt(now) : updatedAt;
      // In ten-thousandths, so the answer stays an exact integer.
      const moved = factor === 1 ? answer : (answer * BigInt(Math.round(factor * 10_000))) / 10_000n;
      const data = encodeFunctionData({ abi, functionName: 'appendRounds', args: [[moved], [at]] });
      return { method: 'eth_sendTransaction', params: [{ from, to: address, data, gas: toHex(APPEND_GAS), nonce: toHex(firstNonce + index) }] };
    }),
  )) as Hash[];
  // Automine mines them a moment after they are accepted: the new rounds are readable once this resolves.
  await waitForReceipts(rpcUrl, hashes);
}

export function keepFeedsFresh(
  rpcUrl: string,
  artifacts: Artifacts,
  aggregators: readonly LiveAggregator[],
  opts: { intervalMs?: number; log?: (line: string) => void } = {},
): FeedKeeper {
  let inProgress: Promise<void> | null = null;
  const timer = setInterval(
    () => {
      // A slow round (busy machine) is not overlapped: both would take the same nonces.
      if (inProgress) return;
      inProgress = appendLatestRounds(rpcUrl, artifacts, aggregators, Math.floor(Date.now() / 1000))
        .catch((error: unknown) => {
          // A chain being restarted is seeded afresh: the next tick finds it again.
          opts.log?.(`Feeds at ${rpcUrl} not refreshed: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => {
          inProgress = null;
        });
    },
    opts.intervalMs ?? refreshIntervalMs(aggregators),
  );
  // The keeper alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await inProgress;
    },
  };
}
