/**
 * Walks Chainlink-style feeds back in time through Multicall3, all feeds in the
 * same eth_calls. A feed with one round a day (the local chain) is done in one
 * pass; a feed updating every hour (mainnet ETH/USD) is sampled a few times a
 * day on later passes, so 180 days never costs thousands of calls.
 */
import { decodeFunctionResult, encodeFunctionData, formatUnits, getAbiItem, toFunctionSelector, type Address, type Hex, type PublicClient } from 'viem';
import { aggregatorV3Abi } from '../chain/abis';
import { aggregate3, type Call, type CallResult } from '../chain/multicall';
import { SECONDS_PER_DAY, utcDayStart, type Round } from './dailyCloses';

/** On dense feeds, rounds fetched per day of history (the close is the last sampled round of the day). */
const SAMPLES_PER_DAY = 4;
/** Each pass is one set of parallel eth_calls; the estimate of a feed's density converges in two. */
const MAX_PASSES = 6;
const MAX_ROUNDS_PER_FEED_PER_PASS = 1_000;
/** Chainlink proxy round ids are (phase << 64) | round; older phases are not walked. */
const PHASE_SHIFT = 64n;

export interface FeedWalk {
  feed: Address;
  decimals: number;
  latest: Round;
  rounds: Round[];
}

interface WalkState extends FeedWalk {
  windowStart: number;
  next: bigint;
  stride: bigint;
  plannedCount: number;
  phaseFloor: bigint;
  done: boolean;
}

/** Thrown when a feed does not answer decimals() or latestRoundData(). */
export class FeedUnavailableError extends Error {
  constructor(readonly feed: Address) {
    super(`Price feed ${feed} did not answer`);
  }
}

const GET_ROUND_DATA_SELECTOR = toFunctionSelector(getAbiItem({ abi: aggregatorV3Abi, name: 'getRoundData' }));
/** (roundId, answer, startedAt, updatedAt, answeredInRound): five static 32-byte words. */
const ROUND_DATA_HEX_LENGTH = 2 + 5 * 64;

/**
 * getRoundData(id) calldata, by hand: a walk encodes thousands of these and
 * viem's generic encoder (~35 µs each) would dominate a whale's request.
 */
function getRoundDataCall(roundId: bigint): Hex {
  return `${GET_ROUND_DATA_SELECTOR}${roundId.toString(16).padStart(64, '0')}`;
}

function word(data: Hex, index: number): bigint {
  return BigInt(`0x${data.slice(2 + index * 64, 2 + (index + 1) * 64)}`);
}

/** getRoundData and latestRoundData return the same tuple; decoded by hand for the same reason. */
function roundFrom(result: CallResult, decimals: number): Round | null {
  if (!result.success || result.returnData.length < ROUND_DATA_HEX_LENGTH) return null;
  const updatedAt = word(result.returnData, 3);
  // Chainlink marks a round that never completed with updatedAt 0.
  if (updatedAt === 0n) return null;
  const answer = BigInt.asIntN(256, word(result.returnData, 1));
  return { roundId: word(result.returnData, 0), priceUsd: Number(formatUnits(answer, decimals)), updatedAt: Number(updatedAt) };
}

async function readHeads(client: PublicClient, multicall3: Address, feeds: Address[]): Promise<Array<{ decimals: number; latest: Round }>> {
  const calls: Call[] = feeds.flatMap((feed) => [
    { target: feed, callData: encodeFunctionData({ abi: aggregatorV3Abi, functionName: 'decimals' }) },
    { target: feed, callData: encodeFunctionData({ abi: aggregatorV3Abi, functionName: 'latestRoundData' }) },
  ]);
  const results = await aggregate3(client, multicall3, calls);
  return feeds.map((feed, index) => {
    const decimalsResult = results[2 * index];
    if (!decimalsResult.success || decimalsResult.returnData === '0x') throw new FeedUnavailableError(feed);
    const decimals = decodeFunctionResult({ abi: aggregatorV3Abi, functionName: 'decimals', data: decimalsResult.returnData });
    const latest = roundFrom(results[2 * index + 1], decimals);
    if (!latest) throw new FeedUnavailableError(feed);
    return { decimals, latest };
  });
}

function plannedIds(state: WalkState): bigint[] {
  const ids: bigint[] = [];
  for (let id = state.next; ids.length < state.plannedCount && id > state.phaseFloor; id -= state.stride) ids.push(id);
  return ids;
}

/** After a pass: is the window covered? If not, how densely and how far to sample next. */
function advance(state: WalkState, fetched: Array<Round | null>): void {
  for (const round of fetched) {
    // A missing round means we walked past the feed's first round.
    if (!round) {
      state.done = true;
      break;
    }
    state.rounds.push(round);
    if (round.updatedAt < state.windowStart) {
      state.done = true;
      break;
    }
  }
  if (state.done) return;
  const oldest = state.rounds[state.rounds.length - 1];
  const spanDays = Math.max((state.latest.updatedAt - oldest.updatedAt) / SECONDS_PER_DAY, 1 / 24);
  const roundsPerDay = Number(state.latest.roundId - oldest.roundId) / spanDays;
  const remainingDays = (oldest.updatedAt - state.windowStart) / SECONDS_PER_DAY;
  state.stride = BigInt(Math.max(1, Math.floor(roundsPerDay / SAMPLES_PER_DAY)));
  state.next = oldest.roundId - state.stride;
  const needed = Math.ceil((remainingDays * roundsPerDay * 1.2) / Number(state.stride)) + 1;
  state.plannedCount = Math.min(MAX_ROUNDS_PER_FEED_PER_PASS, needed);
  if (state.next <= state.phaseFloor) state.done = true;
}

/** Rounds covering the `days` UTC days up to each feed's latest round (fewer if a feed is younger). */
export async function walkFeeds(client: PublicClient, multicall3: Address, feeds: Address[], days: number): Promise<FeedWalk[]> {
  const heads = await readHeads(client, multicall3, feeds);
  const states: WalkState[] = feeds.map((feed, index) => {
    const { decimals, latest } = heads[index];
    const phaseFloor = (latest.roundId >> PHASE_SHIFT) << PHASE_SHIFT;
    return {
      feed,
      decimals,
      latest,
      rounds: [latest],
      windowStart: utcDayStart(latest.updatedAt) - (days - 1) * SECONDS_PER_DAY,
      next: latest.roundId - 1n,
      stride: 1n,
      // One round a day is the common case on the local chain: done in one pass.
      plannedCount: days,
      phaseFloor,
      done: latest.roundId - 1n <= phaseFloor,
    };
  });
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const active = states.filter((state) => !state.done).map((state) => ({ state, ids: plannedIds(state) }));
    if (active.length === 0) break;
    const calls = active.flatMap(({ state, ids }) =>
      ids.map((id) => ({ target: state.feed, callData: getRoundDataCall(id) })),
    );
    const results = await aggregate3(client, multicall3, calls);
    let offset = 0;
    for (const { state, ids } of active) {
      const fetched = results.slice(offset, offset + ids.length).map((result) => roundFrom(result, state.decimals));
      offset += ids.length;
      advance(state, fetched);
    }
  }
  return states.map(({ feed, decimals, latest, rounds }) => ({ feed, decimals, latest, rounds }));
}
