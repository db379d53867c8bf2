/**
 * The reader on Chainlink's own contracts (EACAggregatorProxy, Flux
 * AccessControlledAggregator, mainnet's Multicall3), rounds submitted by
 * oracles in blocks at their times. The closes are checked against what the
 * proxy itself answered (latestRoundData) in the last block before each day's
 * end: the price a reader of the feed got then, from the real contracts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getAddress, type Address } from 'viem';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { encodeAggregate3 } from '../../../src/chains/multicall/aggregate3Codec';
import { rpc } from '../../../demo/anvilRpc';
import { tokenKey, type TokenInfo } from '../../../src/domain/types';
import { createChainlinkSource } from '../../../src/prices/chainlink/source';
import { ANSWERED_READ_GAS, callAll, ETH_CALL_GAS_BUDGET, REVERTING_READ_GAS } from '../../../src/prices/chainlink/ethCalls';
import { classifyRound, decodeRound, getRoundDataCall } from '../../../src/prices/chainlink/rounds';
import type { Call } from '../../../src/chains/multicall/multicall';
import { recordingClient } from './recordingClient';
import { memoryClosesStore } from '../../../src/prices/closesStore';
import {
  ClockChain,
  confirmAggregator,
  deployFluxFeed,
  deployNextAggregator,
  proposeAggregator,
  servedAt,
  servedCloses,
  submit,
  type Transaction,
} from '../../support/upstreamChainlink';
import { DAY } from './expectedCloses';

const DECIMALS = 8;
/** Day 0 of the test chain: a whole UTC day, 40 days before the wall clock. */
const START = Math.floor(Date.now() / 1000 / DAY) * DAY - 40 * DAY;
/** Rounds every 6 hours, off the day's edges. */
const ROUND_SPACING = 6 * 3_600;
const ROUND_OFFSET = 1_234;
const PHASE_1 = 1n << 64n;
const PHASE_2 = 2n << 64n;
const FEED = { decimals: DECIMALS, description: 'UP / USD', submissionsPerRound: 1, timeoutSeconds: 600 };

const price = (slot: number, scale = 1): bigint => BigInt(Math.round((2_000 + 40 * Math.sin(slot / 5) + slot) * scale * 10 ** DECIMALS));

function tokenOn(chainId: number, feed: Address, symbol: string): TokenInfo {
  return {
    chainId,
    address: getAddress(`0x${Buffer.from(symbol).toString('hex').padStart(40, '0')}`),
    symbol,
    name: symbol,
    decimals: 18,
    extensions: { priceFeed: feed },
  };
}

describe('the reader on upstream Chainlink contracts (EACAggregatorProxy, Flux AccessControlledAggregator)', () => {
  let started: ClockChain | undefined;
  const chainOf = (): ClockChain => {
    if (!started) throw new Error('The chain did not start');
    return started;
  };
  const client = () => createJsonRpcClient({ rpcUrls: [chainOf().rpcUrl], timeoutMs: 10_000, retryCount: 0 });
  let now: number;
  const feeds: Record<'switched' | 'timedOut' | 'emptied', Address> = {} as Record<'switched' | 'timedOut' | 'emptied', Address>;

  before(async () => {
    started = await ClockChain.start(START);
    const chain = started;
    const [oracleA, oracleB] = await chain.accounts(2);
    const switched = await deployFluxFeed(chain, START + 10, { ...FEED, oracles: [oracleA] });
    const timedOut = await deployFluxFeed(chain, START + 20, { ...FEED, oracles: [oracleA, oracleB], submissionsPerRound: 2 });
    const emptied = await deployFluxFeed(chain, START + 30, { ...FEED, oracles: [oracleA] });
    feeds.switched = switched.proxy;
    feeds.timedOut = timedOut.proxy;
    feeds.emptied = emptied.proxy;

    // The switch: the new aggregator transmits from day 26, is proposed on day 27 and confirmed on day 35 at 09:00;
    // the old one stops at the confirmation. Its answers are 1 % above the old one's, so a close from the wrong one shows.
    const newLive = START + 26 * DAY;
    const confirmAt = START + 35 * DAY + 9 * 3_600;
    const next = await deployNextAggregator(chain, START + 40, switched.proxy, { ...FEED, oracles: [oracleA] });
    const emptyNext = await deployNextAggregator(chain, START + 50, emptied.proxy, { ...FEED, oracles: [oracleA] });

    const rounds = { old: 0, next: 0, timedOut: 0, emptied: 0 };
    const events: Array<{ at: number; txs: Transaction[] }> = [];
    const lastSlot = Math.floor((39 * DAY + 12 * 3_600 - ROUND_OFFSET) / ROUND_SPACING);
    for (let slot = 4; slot <= lastSlot; slot++) {
      const at = START + slot * ROUND_SPACING + ROUND_OFFSET;
      const txs: Transaction[] = [];
      if (at < confirmAt) txs.push(submit(oracleA, switched.aggregator, ++rounds.old, price(slot)));
      if (at >= newLive) txs.push(submit(oracleA, next, ++rounds.next, price(slot, 1.01)));
      // Day 30's last round gets one submission of the two it needs: it times out, and the next round, at 06:00, supersedes it.
      const timedOutSlot = (30 * DAY + 18 * 3_600) / ROUND_SPACING;
      txs.push(submit(oracleA, timedOut.aggregator, ++rounds.timedOut, price(slot, 3)));
      if (slot !== timedOutSlot) txs.push(submit(oracleB, timedOut.aggregator, rounds.timedOut, price(slot, 3)));
      if (at < confirmAt) txs.push(submit(oracleA, emptied.aggregator, ++rounds.emptied, price(slot, 5)));
      events.push({ at, txs });
    }
    events.push({ at: newLive + DAY + 60, txs: [proposeAggregator(chain, switched.proxy, next), proposeAggregator(chain, emptied.proxy, emptyNext)] });
    events.push({ at: confirmAt, txs: [confirmAggregator(chain, switched.proxy, next), confirmAggregator(chain, emptied.proxy, emptyNext)] });
    events.sort((a, b) => a.at - b.at);
    for (const { at, txs } of events) await chain.mine(at, txs);
    now = chain.lastTimestamp + 600;
  });

  after(async () => {
    await started?.stop();
  });

  const reader = () =>
    createChainlinkSource({
      rpc: client(),
      chainId: 1,
      multicall3: chainOf().multicall3,
      closes: memoryClosesStore(),
      days: 90,
      now: () => now * 1000,
    });

  it('reads the days around a real propose/confirm switch from the aggregator the proxy served', async () => {
    const token = tokenOn(1, feeds.switched, 'SWITCHED');
    const reading = (await reader().read([token])).get(tokenKey(token));
    assert.ok(reading && reading.status !== 'none' && reading.status !== 'unavailable', JSON.stringify(reading));
    const served = await servedCloses(chainOf(), feeds.switched, DECIMALS, now, 90);
    assert.ok(served.length >= 38, `${served.length} days served`);
    assert.deepEqual(reading.history.dailyCloses, served);
  });

  it('reads a feed with a Flux round that timed out: the contract gives it the previous answer, and the closes are what the proxy served', async () => {
    // Round 120 (day 30, 18:20) had one submission of two; round 121 superseded it at 00:20 the next day.
    const [timedOutRound, before] = await callAll(client(), chainOf().multicall3, [
      { target: feeds.timedOut, callData: getRoundDataCall(PHASE_1 | 120n) },
      { target: feeds.timedOut, callData: getRoundDataCall(PHASE_1 | 119n) },
    ]);
    const timedOut = decodeRound(timedOutRound);
    assert.equal(timedOut?.answer, decodeRound(before)?.answer, 'a timed-out round carries the previous answer');
    assert.equal(timedOut?.updatedAt, START + 31 * DAY + ROUND_OFFSET, 'written when the next round started, after the day ended');
    const token = tokenOn(1, feeds.timedOut, 'TIMEDOUT');
    const reading = (await reader().read([token])).get(tokenKey(token));
    assert.ok(reading && reading.status !== 'none' && reading.status !== 'unavailable', JSON.stringify(reading));
    assert.deepEqual(reading.history.dailyCloses, await servedCloses(chainOf(), feeds.timedOut, DECIMALS, now, 90));
  });

  it('says a feed whose proxy was switched to an aggregator with no rounds has no price, as the proxy itself answers none', async () => {
    assert.equal(await servedAt(chainOf(), feeds.emptied, now), null, 'latestRoundData reverts through the proxy');
    const token = tokenOn(1, feeds.emptied, 'EMPTIED');
    const reading = (await reader().read([token])).get(tokenKey(token));
    assert.equal(reading?.status, 'unavailable');
    assert.match(reading.reason, /has no round yet: its current aggregator has not answered since the feed switched to it/);
  });

  it('sizes a batch of reverting reads at their real cost: 1,000 missing Flux rounds go in eth_calls that each stay within the gas budget', async (t) => {
    const estimate = async (calls: readonly Call[]): Promise<bigint> =>
      BigInt(await rpc<string>(chainOf().rpcUrl, 'eth_estimateGas', [{ to: chainOf().multicall3, data: encodeAggregate3(calls) }]));
    const empty = await estimate([]);
    // Distinct rounds (cold storage), through the proxy into the access-controlled aggregator, through mainnet's Multicall3.
    const answered = Array.from({ length: 120 }, (_, index) => ({ target: feeds.switched, callData: getRoundDataCall(PHASE_1 | BigInt(index + 1)) }));
    const missing = Array.from({ length: 1_000 }, (_, index) => ({
      target: feeds.switched,
      callData: getRoundDataCall(PHASE_2 | BigInt(1_000 + index)),
      mayRevert: true,
    }));
    const perAnswer = (await estimate(answered)) - empty;
    const perRevert = (await estimate(missing)) - empty;
    t.diagnostic(`per call: ${perAnswer / 120n} gas answered, ${perRevert / 1_000n} reverted "No data present"`);
    assert.ok(perAnswer <= 120n * ANSWERED_READ_GAS, `${perAnswer / 120n} gas an answer`);
    assert.ok(perRevert <= 1_000n * REVERTING_READ_GAS, `${perRevert / 1_000n} gas a revert`);
    assert.ok(perRevert > ETH_CALL_GAS_BUDGET, 'one eth_call of them all would be over the budget');

    const recording = recordingClient(client());
    const results = await callAll(recording, chainOf().multicall3, missing);
    assert.equal(results.length, 1_000);
    assert.ok(results.every((result) => classifyRound(result) === 'absent'));
    assert.ok(recording.ethCalls.length >= 2, `${recording.ethCalls.length} eth_calls`);
    for (const calls of recording.ethCalls) {
      const gas = await estimate(calls);
      assert.ok(gas <= ETH_CALL_GAS_BUDGET, `${calls.length} calls: ${gas} gas`);
    }
  });
});
