/**
 * The reader on libocr's OCR2 aggregator (AccessControlledOCR2Aggregator, compiled from its sources
 * with solc 0.8.19) behind Chainlink's own EACAggregatorProxy, every round a real signed report
 * transmitted in a block at its time; the Flux phase before it is Chainlink's published
 * AccessControlledAggregator. Closes are checked against what the proxy itself answered
 * (latestRoundData) in the last block before each day's end.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeAbiParameters, getAddress, keccak256, type Address, type Hex } from 'viem';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { encodeAggregate3 } from '../../../src/chains/multicall/aggregate3Codec';
import type { Call } from '../../../src/chains/multicall/multicall';
import { rpc } from '../../../src/demoChain/anvilRpc';
import { tokenKey, type TokenInfo } from '../../../src/domain/types';
import { memoryClosesStore } from '../../../src/prices/closesStore';
import { ANSWERED_READ_GAS, callAll, REVERTING_READ_GAS } from '../../../src/prices/chainlink/ethCalls';
import { classifyRound, getRoundDataCall, SELECTORS } from '../../../src/prices/chainlink/rounds';
import { createChainlinkSource } from '../../../src/prices/chainlink/source';
import {
  ClockChain,
  confirmAggregator,
  deployFluxFeed,
  proposeAggregator,
  proxyDeploy,
  servedAt,
  servedCloses,
  submit,
  type Transaction,
} from '../../support/upstreamChainlink';
import { addReader, deployOcr2Aggregator, LIBOCR_OCR2_BIN_KECCAK, OBSERVATION_LEAD_SECONDS, ocr2Artifact } from '../../support/upstreamOcr2';
import { deployOcr1Aggregator, LIBOCR_OCR1_BIN_KECCAK, ocr1Artifact } from '../../support/upstreamOcr1';
import type { ContractArtifact } from '../../../src/demoChain/compile';
import { DAY } from './expectedCloses';

const DECIMALS = 8;
const DAYS = 180;
/** Day 0 of the test chain: a whole UTC day, 200 days before the wall clock, so 180 closed days have rounds. */
const START = Math.floor(Date.now() / 1000 / DAY) * DAY - 200 * DAY;
/** A heartbeat round every 12 hours off the day's edges; the OCR2 feed adds a deviation round 3 hours after every third. */
const ROUND_SPACING = 12 * 3_600;
const ROUND_OFFSET = 1_234;
const PHASE_1 = 1n << 64n;
const PHASE_2 = 2n << 64n;
const FLUX = { decimals: DECIMALS, description: 'UP / USD', submissionsPerRound: 1, timeoutSeconds: 600 };
const OCR = { decimals: DECIMALS, description: 'UP / USD' };

/** getRoundData's (roundId, answer, startedAt, updatedAt, answeredInRound). */
const ROUND_TUPLE = ['uint80', 'int256', 'uint256', 'uint256', 'uint80'].map((type) => ({ type }));

const price = (slot: number, scale = 1): bigint => BigInt(Math.round((2_000 + 40 * Math.sin(slot / 5) + slot) * scale * 10 ** DECIMALS));
function tokenOn(feed: Address, symbol: string): TokenInfo {
  const address = getAddress(`0x${Buffer.from(symbol).toString('hex').padStart(40, '0')}`);
  return { chainId: 1, address, symbol, name: symbol, decimals: 18, extensions: { priceFeed: feed } };
}

describe('the reader on libocr’s OCR2 and OCR1 aggregators (AccessControlledOCR2Aggregator, AccessControlledOffchainAggregator) behind EACAggregatorProxy', () => {
  let started: ClockChain | undefined;
  const chainOf = (): ClockChain => {
    if (!started) throw new Error('The chain did not start');
    return started;
  };
  const client = () => createJsonRpcClient({ rpcUrls: [chainOf().rpcUrl], timeoutMs: 10_000, retryCount: 0 });
  let artifacts: Record<'ocr1' | 'ocr2', ContractArtifact>;
  let compileMs: number;
  let now: number;
  const feeds = {} as Record<'ocr2' | 'switched' | 'emptied' | 'ocr1', Address>;
  let ocr2Aggregator: Address;
  let ocr1Aggregator: Address;
  let ocr2Rounds = 0;

  before(async () => {
    const compileStart = performance.now();
    const [ocr1, ocr2Build] = await Promise.all([ocr1Artifact(), ocr2Artifact()]);
    artifacts = { ocr1, ocr2: ocr2Build };
    compileMs = performance.now() - compileStart;
    started = await ClockChain.start(START);
    const chain = started;
    const [fluxOracle] = await chain.accounts(1);

    // An OCR2 feed from its first day: aggregator, then the proxy over it, then the proxy on its read list.
    const deployOcr2 = (at: number, reader: Address | null, label: string) => deployOcr2Aggregator(chain, ocr2Build, at, { ...OCR, reader, label });
    const ocr2 = await deployOcr2(START + 10, null, 'ocr2');
    ocr2Aggregator = ocr2.address;
    const [ocr2Proxy] = await chain.mine(START + 20, [proxyDeploy(chain, ocr2.address)]);
    await chain.mine(START + 21, [addReader(chain, ocr2Build.abi, ocr2.address, ocr2Proxy)]);
    feeds.ocr2 = ocr2Proxy;

    // Flux → OCR2: the OCR2 aggregator transmits from day 178, is proposed on day 179 and confirmed on day 185 at 09:00,
    // when Flux stops. Its answers are 1 % above Flux's, so a close from the wrong one shows.
    const switched = await deployFluxFeed(chain, START + 30, { ...FLUX, oracles: [fluxOracle] });
    const next = await deployOcr2(START + 40, switched.proxy, 'switched');
    feeds.switched = switched.proxy;
    const nextLive = START + 178 * DAY;
    const confirmAt = START + 185 * DAY + 9 * 3_600;
    // Flux → an OCR2 aggregator that never transmits: confirmed on day 195.
    const emptied = await deployFluxFeed(chain, START + 50, { ...FLUX, oracles: [fluxOracle] });
    const silent = await deployOcr2(START + 60, emptied.proxy, 'silent');
    feeds.emptied = emptied.proxy;
    const emptiedAt = START + 195 * DAY + 9 * 3_600;
    // OCR1 → OCR2, as most of mainnet's feeds went: OCR2 transmits from day 165, is confirmed on day 170 at 12:00, when OCR1 stops.
    const firstOcr1 = await deployOcr1Aggregator(chain, ocr1, START + 70, { ...OCR, reader: null, label: 'ocr1' });
    const [ocr1Proxy] = await chain.mine(START + 80, [proxyDeploy(chain, firstOcr1.address)]);
    await chain.mine(START + 81, [addReader(chain, ocr1.abi, firstOcr1.address, ocr1Proxy)]);
    const afterOcr1 = await deployOcr2(START + 90, ocr1Proxy, 'after ocr1');
    feeds.ocr1 = ocr1Proxy;
    ocr1Aggregator = firstOcr1.address;
    const afterOcr1Live = START + 165 * DAY;
    const ocr1ConfirmAt = START + 170 * DAY + 12 * 3_600;

    const rounds = { switched: 0, emptied: 0 };
    const events: Array<{ at: number; txs: Transaction[] }> = [];
    const lastSlot = Math.floor((199 * DAY + 12 * 3_600 - ROUND_OFFSET) / ROUND_SPACING);
    for (let slot = 1; slot <= lastSlot; slot++) {
      const at = START + slot * ROUND_SPACING + ROUND_OFFSET;
      const txs: Transaction[] = [await ocr2.report(at, price(slot, 2))];
      ocr2Rounds++;
      if (at < confirmAt) txs.push(submit(fluxOracle, switched.aggregator, ++rounds.switched, price(slot)));
      if (at >= nextLive) txs.push(await next.report(at, price(slot, 1.01)));
      if (at < emptiedAt) txs.push(submit(fluxOracle, emptied.aggregator, ++rounds.emptied, price(slot, 3)));
      if (at < ocr1ConfirmAt) txs.push(await firstOcr1.report(at, price(slot, 4)));
      if (at >= afterOcr1Live) txs.push(await afterOcr1.report(at, price(slot, 4.04)));
      events.push({ at, txs });
      if (slot % 3 === 0) {
        events.push({ at: at + 3 * 3_600, txs: [await ocr2.report(at + 3 * 3_600, price(slot + 0.5, 2))] });
        ocr2Rounds++;
      }
    }
    events.push({ at: nextLive + DAY + 60, txs: [proposeAggregator(chain, switched.proxy, next.address)] });
    events.push({ at: confirmAt, txs: [confirmAggregator(chain, switched.proxy, next.address)] });
    events.push({ at: afterOcr1Live + 60, txs: [proposeAggregator(chain, ocr1Proxy, afterOcr1.address)] });
    events.push({ at: ocr1ConfirmAt, txs: [confirmAggregator(chain, ocr1Proxy, afterOcr1.address)] });
    events.push({ at: emptiedAt - 60, txs: [proposeAggregator(chain, emptied.proxy, silent.address)] });
    events.push({ at: emptiedAt, txs: [confirmAggregator(chain, emptied.proxy, silent.address)] });
    events.sort((a, b) => a.at - b.at);
    for (const { at, txs } of events) await chain.mine(at, txs);
    now = chain.lastTimestamp + 600;
  });

  after(async () => {
    await started?.stop();
  });

  const reader = () =>
    createChainlinkSource({ rpc: client(), chainId: 1, multicall3: chainOf().multicall3, closes: memoryClosesStore(), days: DAYS, now: () => now * 1000 });

  const read = async (feed: Address, symbol: string) => {
    const token = tokenOn(feed, symbol);
    return (await reader().read([token])).get(tokenKey(token));
  };

  it('compiles libocr’s contract2/ with solc 0.8.19 and contract/ with solc 0.7.6 into the very bytecode of libocr’s own Go bindings', (t) => {
    t.diagnostic(`compile of both (or cache hit): ${Math.round(compileMs)} ms`);
    assert.equal(keccak256(artifacts.ocr2.bytecode), LIBOCR_OCR2_BIN_KECCAK);
    assert.equal(keccak256(artifacts.ocr1.bytecode), LIBOCR_OCR1_BIN_KECCAK);
  });

  it('reads 180 daily closes of an OCR2 feed, each what the proxy served before the day’s end', async () => {
    const reading = await read(feeds.ocr2, 'OCRTWO');
    assert.ok(reading && reading.status === 'ok', JSON.stringify(reading));
    const served = await servedCloses(chainOf(), feeds.ocr2, DECIMALS, now, DAYS);
    assert.equal(served.length, DAYS);
    assert.deepEqual(reading.history.dailyCloses, served);
  });

  it('reads 180 daily closes across a real Flux → OCR2 switch, each from the aggregator the proxy served', async () => {
    const reading = await read(feeds.switched, 'SWITCHED');
    assert.ok(reading && reading.status === 'ok', JSON.stringify(reading));
    const served = await servedCloses(chainOf(), feeds.switched, DECIMALS, now, DAYS);
    assert.equal(served.length, DAYS);
    assert.deepEqual(reading.history.dailyCloses, served);
  });

  it('reads 180 daily closes across a real OCR1 → OCR2 switch, each from the aggregator the proxy served', async () => {
    const reading = await read(feeds.ocr1, 'OCRONE');
    assert.ok(reading && reading.status === 'ok', JSON.stringify(reading));
    const served = await servedCloses(chainOf(), feeds.ocr1, DECIMALS, now, DAYS);
    assert.equal(served.length, DAYS);
    assert.deepEqual(reading.history.dailyCloses, served);
  });

  it('answers a missing OCR1 round through the proxy with (id, 0, 0, 0, id) up to 2³² − 1 and reverts "No data present" past it; both absent', async () => {
    const ids = [PHASE_1 | 100_000n, PHASE_1 | 0xffff_ffffn, PHASE_1 | (1n << 32n)];
    const results = await callAll(
      client(),
      chainOf().multicall3,
      ids.map((id) => ({ target: feeds.ocr1, callData: getRoundDataCall(id) })),
    );
    assert.deepEqual(
      results.slice(0, 2).map((result) => result.success && decodeAbiParameters(ROUND_TUPLE, result.returnData)),
      ids.slice(0, 2).map((id) => [id, 0n, 0n, 0n, id]),
    );
    assert.equal(results[2].success, false);
    assert.equal(decodeAbiParameters([{ type: 'string' }], `0x${results[2].returnData.slice(10)}`)[0], 'No data present');
    assert.deepEqual(
      results.map((result) => classifyRound(result)),
      ['absent', 'absent', 'absent'],
    );
  });

  it('answers a missing OCR2 round through the proxy without a revert: (id, 0, 0, 0, id) up to 2³² − 1, all zeros past it; both read as absent', async () => {
    const ids = [PHASE_1 | BigInt(ocr2Rounds + 1), PHASE_1 | 0xffff_ffffn, PHASE_1 | (1n << 32n), PHASE_1 | 0n];
    const results = await callAll(
      client(),
      chainOf().multicall3,
      ids.map((id) => ({ target: feeds.ocr2, callData: getRoundDataCall(id) })),
    );
    const words = results.map((result) => {
      assert.ok(result.success, 'no revert');
      return decodeAbiParameters(
        ['uint80', 'int256', 'uint256', 'uint256', 'uint80'].map((type) => ({ type })),
        result.returnData,
      );
    });
    // The proxy adds its phase to the aggregator's round id (AggregatorProxy.addPhaseIds), so "all zeros" reads as (phase << 64).
    assert.deepEqual(words, [
      [ids[0], 0n, 0n, 0n, ids[0]],
      [ids[1], 0n, 0n, 0n, ids[1]],
      [PHASE_1, 0n, 0n, 0n, PHASE_1],
      [PHASE_1, 0n, 0n, 0n, PHASE_1],
    ]);
    assert.deepEqual(
      results.map((result) => classifyRound(result)),
      ['absent', 'absent', 'absent', 'absent'],
    );
  });

  it('gives startedAt as the observations’ time, before updatedAt (the block’s): the reader takes updatedAt', async () => {
    const [result] = await callAll(client(), chainOf().multicall3, [{ target: feeds.ocr2, callData: getRoundDataCall(PHASE_1 | 1n) }]);
    const round = classifyRound(result);
    assert.ok(typeof round === 'object');
    assert.equal(round.updatedAt, START + ROUND_SPACING + ROUND_OFFSET);
    assert.equal(round.startedAt, round.updatedAt - OBSERVATION_LEAD_SECONDS);
  });

  it('refuses Multicall3 on both OCR aggregators, description included ("No access", read as unknown), and answers the transaction’s origin', async () => {
    for (const aggregator of [ocr2Aggregator, ocr1Aggregator]) {
      const calls: Call[] = [getRoundDataCall(1n), SELECTORS.latestRoundData, SELECTORS.description].map((callData) => ({ target: aggregator, callData }));
      const results = await callAll(client(), chainOf().multicall3, calls);
      for (const result of results) {
        assert.equal(result.success, false);
        assert.equal(decodeAbiParameters([{ type: 'string' }], `0x${result.returnData.slice(10)}`)[0], 'No access');
      }
      assert.equal(classifyRound(results[0]), 'unknown');
      const asOrigin = await rpc<Hex>(chainOf().rpcUrl, 'eth_call', [{ from: chainOf().deployer, to: aggregator, data: getRoundDataCall(1n) }, 'latest']);
      assert.equal(BigInt(`0x${asOrigin.slice(2 + 3 * 64, 2 + 4 * 64)}`), BigInt(START + ROUND_SPACING + ROUND_OFFSET));
    }
  });

  it('says a feed switched to an OCR2 aggregator that has not transmitted has no price: the proxy answers zeros, not a revert', async () => {
    const latest = await chainOf().call(feeds.emptied, SELECTORS.latestRoundData);
    assert.ok(latest !== null, 'latestRoundData answers');
    const [roundId, answer, , updatedAt] = decodeAbiParameters(
      ['uint80', 'int256', 'uint256', 'uint256', 'uint80'].map((type) => ({ type })),
      latest,
    );
    assert.deepEqual([roundId, answer, updatedAt], [PHASE_2, 0n, 0n]);
    assert.equal(await servedAt(chainOf(), feeds.emptied, now), null);
    const reading = await read(feeds.emptied, 'EMPTIED');
    assert.equal(reading?.status, 'unavailable');
    assert.match(reading.reason, /has no round yet: its current aggregator has not answered since the feed switched to it/);
  });

  it('costs what the batch sizing counts: proxied OCR reads within ANSWERED_READ_GAS, OCR1’s reverts past 2³² − 1 within REVERTING_READ_GAS', async (t) => {
    const estimate = async (calls: readonly Call[]): Promise<bigint> =>
      BigInt(await rpc<string>(chainOf().rpcUrl, 'eth_estimateGas', [{ to: chainOf().multicall3, data: encodeAggregate3(calls) }]));
    const empty = await estimate([]);
    // Distinct rounds (cold storage), through the proxy into the access-controlled aggregator, through mainnet's Multicall3.
    const perCall = async (feed: Address, rounds: (index: number) => bigint, count: number): Promise<bigint> =>
      ((await estimate(Array.from({ length: count }, (_, index) => ({ target: feed, callData: getRoundDataCall(rounds(index)) })))) - empty) / BigInt(count);
    const ocr2Answered = await perCall(feeds.ocr2, (index) => PHASE_1 | BigInt(index + 1), 120);
    const ocr2Missing = await perCall(feeds.ocr2, (index) => PHASE_1 | BigInt(10_000 + index), 1_000);
    const ocr1Answered = await perCall(feeds.ocr1, (index) => PHASE_1 | BigInt(index + 1), 120);
    const ocr1Missing = await perCall(feeds.ocr1, (index) => PHASE_1 | BigInt(10_000 + index), 1_000);
    const ocr1PastUint32 = await perCall(feeds.ocr1, (index) => PHASE_1 | ((1n << 32n) + BigInt(index)), 1_000);
    t.diagnostic(`OCR2 per call: ${ocr2Answered} gas answered, ${ocr2Missing} a missing round (zeros)`);
    t.diagnostic(`OCR1 per call: ${ocr1Answered} gas answered, ${ocr1Missing} a missing round (zeros), ${ocr1PastUint32} past 2^32 - 1 (revert)`);
    for (const gas of [ocr2Answered, ocr2Missing, ocr1Answered, ocr1Missing]) assert.ok(gas <= ANSWERED_READ_GAS, `${gas} gas a read that answers`);
    assert.ok(ocr1PastUint32 <= REVERTING_READ_GAS, `${ocr1PastUint32} gas a revert`);
  });
});
