/**
 * The reader on libocr's OCR2 and OCR1 aggregators (AccessControlledOCR2Aggregator,
 * AccessControlledOffchainAggregator, compiled from their sources with solc 0.8.19 and 0.7.6) behind
 * Chainlink's own EACAggregatorProxy, every round a real signed report transmitted in a block at its
 * time; a Flux phase is Chainlink's published AccessControlledAggregator (ocrScenario.ts). Closes are checked against what the proxy itself answered
 * (latestRoundData) in the last block before each day's end.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeAbiParameters, getAddress, keccak256, type Address, type Hex } from 'viem';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { encodeAggregate3 } from '../../../src/chains/multicall/aggregate3Codec';
import type { Call } from '../../../src/chains/multicall/multicall';
import { rpc } from '../../../demo/anvilRpc';
import { tokenKey, type TokenInfo } from '../../../src/domain/types';
import { memoryClosesStore } from '../../../src/prices/closesStore';
import { ANSWERED_READ_GAS, callAll, REVERTING_READ_GAS } from '../../../src/prices/chainlink/ethCalls';
import { classifyRound, getRoundDataCall, SELECTORS } from '../../../src/prices/chainlink/rounds';
import { createChainlinkSource } from '../../../src/prices/chainlink/source';
import { servedAt, servedCloses, type ClockChain } from '../../support/upstreamChainlink';
import { LIBOCR_OCR2_BIN_KECCAK, OBSERVATION_LEAD_SECONDS, SOLC_0_8_19_METADATA_TAIL } from '../../support/upstreamOcr2';
import { LIBOCR_OCR1_BIN_KECCAK, SOLC_0_7_6_METADATA_TAIL } from '../../support/upstreamOcr1';
import { DECIMALS, ROUND_OFFSET, ROUND_SPACING, START, startOcrScenario, type OcrScenario } from './ocrScenario';

const DAYS = 180;
const PHASE_1 = 1n << 64n;
const PHASE_2 = 2n << 64n;

/** getRoundData's (roundId, answer, startedAt, updatedAt, answeredInRound). */
const ROUND_TUPLE = ['uint80', 'int256', 'uint256', 'uint256', 'uint80'].map((type) => ({ type }));

function tokenOn(feed: Address, symbol: string): TokenInfo {
  const address = getAddress(`0x${Buffer.from(symbol).toString('hex').padStart(40, '0')}`);
  return { chainId: 1, address, symbol, name: symbol, decimals: 18, extensions: { priceFeed: feed } };
}

describe('the reader on libocr’s OCR2 and OCR1 aggregators (AccessControlledOCR2Aggregator, AccessControlledOffchainAggregator) behind EACAggregatorProxy', () => {
  let scenario: OcrScenario | undefined;
  const scenarioOf = (): OcrScenario => {
    if (!scenario) throw new Error('The chain did not start');
    return scenario;
  };
  const chainOf = (): ClockChain => scenarioOf().chain;
  const client = () => createJsonRpcClient({ rpcUrls: [chainOf().rpcUrl], timeoutMs: 10_000, retryCount: 0 });
  let now: number;
  let feeds: OcrScenario['feeds'];

  before(async () => {
    scenario = await startOcrScenario();
    ({ feeds, now } = scenario);
  });

  after(async () => {
    await scenario?.chain.stop();
  });

  const reader = () =>
    createChainlinkSource({ rpc: client(), chainId: 1, multicall3: chainOf().multicall3, closes: memoryClosesStore(), days: DAYS, now: () => now * 1000 });

  const read = async (feed: Address, symbol: string) => {
    const token = tokenOn(feed, symbol);
    return (await reader().read([token])).get(tokenKey(token));
  };

  it('compiles libocr’s contract2/ with solc 0.8.19 and contract/ with solc 0.7.6 into the very bytecode of libocr’s own Go bindings', (t) => {
    const { artifacts, compileMs } = scenarioOf();
    t.diagnostic(`compile of both (or cache hit): ${Math.round(compileMs)} ms`);
    assert.equal(keccak256(artifacts.ocr2.bytecode), LIBOCR_OCR2_BIN_KECCAK);
    assert.equal(keccak256(artifacts.ocr1.bytecode), LIBOCR_OCR1_BIN_KECCAK);
    // The runtime code's CBOR tail names the compiler: {"solc": 0.8.19} and {"solc": 0.7.6}.
    assert.ok(artifacts.ocr2.deployedBytecode.endsWith(SOLC_0_8_19_METADATA_TAIL));
    assert.ok(artifacts.ocr1.deployedBytecode.endsWith(SOLC_0_7_6_METADATA_TAIL));
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
    const ids = [PHASE_1 | BigInt(scenarioOf().ocr2Rounds + 1), PHASE_1 | 0xffff_ffffn, PHASE_1 | (1n << 32n), PHASE_1 | 0n];
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
    for (const aggregator of Object.values(scenarioOf().aggregators)) {
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
