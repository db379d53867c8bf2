/**
 * The reader on libocr's OCR2 aggregator (AccessControlledOCR2Aggregator, compiled from its sources
 * with solc 0.8.19) behind Chainlink's own EACAggregatorProxy, every round a real signed report
 * transmitted in a block at its time; the Flux phase before it is Chainlink's published
 * AccessControlledAggregator. Closes are checked against what the proxy itself answered
 * (latestRoundData) in the last block before each day's end.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeAbiParameters, getAddress, keccak256, type Abi, type Address, type Hex } from 'viem';
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
import {
  addReader,
  configDigest,
  LIBOCR_OCR2_BIN_KECCAK,
  ocr2AggregatorDeploy,
  ocr2Artifact,
  ocr2Oracles,
  setConfig,
  transmit,
  type Ocr2Oracles,
} from '../../support/upstreamOcr2';
import type { ContractArtifact } from '../../../src/demoChain/compile';
import { DAY } from './expectedCloses';

const DECIMALS = 8;
const DAYS = 180;
/** Day 0 of the test chain: a whole UTC day, 200 days before the wall clock, so 180 closed days have rounds. */
const START = Math.floor(Date.now() / 1000 / DAY) * DAY - 200 * DAY;
/** A heartbeat round every 12 hours off the day's edges; the OCR2 feed adds a deviation round 3 hours after every third. */
const ROUND_SPACING = 12 * 3_600;
const ROUND_OFFSET = 1_234;
/** OCR oracles observe a few seconds before the report lands on-chain: startedAt (observationsTimestamp) trails updatedAt. */
const OBSERVATION_LEAD = 7;
const PHASE_1 = 1n << 64n;
const PHASE_2 = 2n << 64n;
const FLUX = { decimals: DECIMALS, description: 'UP / USD', submissionsPerRound: 1, timeoutSeconds: 600 };
const OCR2 = { decimals: DECIMALS, description: 'UP / USD' };

const price = (slot: number, scale = 1): bigint => BigInt(Math.round((2_000 + 40 * Math.sin(slot / 5) + slot) * scale * 10 ** DECIMALS));
/** Three oracles' observations around a price; the median (the middle one) is the answer. */
const observationsAround = (answer: bigint): bigint[] => [answer - 3n, answer, answer + 5n];

function tokenOn(feed: Address, symbol: string): TokenInfo {
  const address = getAddress(`0x${Buffer.from(symbol).toString('hex').padStart(40, '0')}`);
  return { chainId: 1, address, symbol, name: symbol, decimals: 18, extensions: { priceFeed: feed } };
}

/** An OCR2 aggregator whose transmissions the test sends: each a report in the next OCR epoch. */
class Ocr2Feed {
  private epoch = 0;
  constructor(
    readonly address: Address,
    private readonly abi: Abi,
    private readonly oracles: Ocr2Oracles,
    private readonly digest: Hex,
  ) {}

  report(at: number, answer: bigint): Promise<Transaction> {
    const opts = { digest: this.digest, epoch: ++this.epoch, observedAt: at - OBSERVATION_LEAD, observations: observationsAround(answer) };
    return transmit(this.abi, this.address, this.oracles, opts);
  }
}

describe('the reader on libocr’s OCR2 aggregator (AccessControlledOCR2Aggregator) behind EACAggregatorProxy', () => {
  let started: ClockChain | undefined;
  const chainOf = (): ClockChain => {
    if (!started) throw new Error('The chain did not start');
    return started;
  };
  const client = () => createJsonRpcClient({ rpcUrls: [chainOf().rpcUrl], timeoutMs: 10_000, retryCount: 0 });
  let artifact: ContractArtifact;
  let compileMs: number;
  let now: number;
  const feeds = {} as Record<'ocr2' | 'switched' | 'emptied', Address>;
  let ocr2Aggregator: Address;
  let ocr2Rounds = 0;

  /** An OCR2 aggregator, configured, with `reader` on its access list. */
  async function deployOcr2(chain: ClockChain, at: number, reader: Address | null, label: string): Promise<Ocr2Feed> {
    const [aggregator] = await chain.mine(at, [ocr2AggregatorDeploy(chain, artifact, OCR2)]);
    const oracles = await ocr2Oracles(chain, label);
    await chain.mine(at + 1, [setConfig(chain, artifact.abi, aggregator, oracles), ...(reader ? [addReader(chain, artifact.abi, aggregator, reader)] : [])]);
    return new Ocr2Feed(aggregator, artifact.abi, oracles, await configDigest(chain, artifact.abi, aggregator));
  }

  before(async () => {
    const compileStart = performance.now();
    artifact = await ocr2Artifact();
    compileMs = performance.now() - compileStart;
    started = await ClockChain.start(START);
    const chain = started;
    const [fluxOracle] = await chain.accounts(1);

    // An OCR2 feed from its first day: aggregator, then the proxy over it, then the proxy on its read list.
    const ocr2 = await deployOcr2(chain, START + 10, null, 'ocr2');
    ocr2Aggregator = ocr2.address;
    const [ocr2Proxy] = await chain.mine(START + 20, [proxyDeploy(chain, ocr2.address)]);
    await chain.mine(START + 21, [addReader(chain, artifact.abi, ocr2.address, ocr2Proxy)]);
    feeds.ocr2 = ocr2Proxy;

    // Flux → OCR2: the OCR2 aggregator transmits from day 178, is proposed on day 179 and confirmed on day 185 at 09:00,
    // when Flux stops. Its answers are 1 % above Flux's, so a close from the wrong one shows.
    const switched = await deployFluxFeed(chain, START + 30, { ...FLUX, oracles: [fluxOracle] });
    const next = await deployOcr2(chain, START + 40, switched.proxy, 'switched');
    feeds.switched = switched.proxy;
    const nextLive = START + 178 * DAY;
    const confirmAt = START + 185 * DAY + 9 * 3_600;
    // Flux → an OCR2 aggregator that never transmits: confirmed on day 195.
    const emptied = await deployFluxFeed(chain, START + 50, { ...FLUX, oracles: [fluxOracle] });
    const silent = await deployOcr2(chain, START + 60, emptied.proxy, 'silent');
    feeds.emptied = emptied.proxy;
    const emptiedAt = START + 195 * DAY + 9 * 3_600;

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
      events.push({ at, txs });
      if (slot % 3 === 0) {
        events.push({ at: at + 3 * 3_600, txs: [await ocr2.report(at + 3 * 3_600, price(slot + 0.5, 2))] });
        ocr2Rounds++;
      }
    }
    events.push({ at: nextLive + DAY + 60, txs: [proposeAggregator(chain, switched.proxy, next.address)] });
    events.push({ at: confirmAt, txs: [confirmAggregator(chain, switched.proxy, next.address)] });
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

  it('compiles libocr’s contract2/ with solc 0.8.19 into the very bytecode of libocr’s own Go binding', (t) => {
    t.diagnostic(`compile (or cache hit): ${Math.round(compileMs)} ms`);
    assert.equal(keccak256(artifact.bytecode), LIBOCR_OCR2_BIN_KECCAK);
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
    assert.equal(round.startedAt, round.updatedAt - OBSERVATION_LEAD);
  });

  it('refuses the aggregator’s own reads to Multicall3 ("No access", read as unknown) and answers the transaction’s origin', async () => {
    const calls: Call[] = [getRoundDataCall(1n), SELECTORS.latestRoundData, SELECTORS.description].map((callData) => ({ target: ocr2Aggregator, callData }));
    const results = await callAll(client(), chainOf().multicall3, calls);
    for (const result of results) {
      assert.equal(result.success, false);
      assert.equal(decodeAbiParameters([{ type: 'string' }], `0x${result.returnData.slice(10)}`)[0], 'No access');
    }
    assert.equal(classifyRound(results[0]), 'unknown');
    const asOrigin = await rpc<Hex>(chainOf().rpcUrl, 'eth_call', [{ from: chainOf().deployer, to: ocr2Aggregator, data: getRoundDataCall(1n) }, 'latest']);
    assert.equal(BigInt(`0x${asOrigin.slice(2 + 3 * 64, 2 + 4 * 64)}`), BigInt(START + ROUND_SPACING + ROUND_OFFSET));
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

  it('costs what the batch sizing counts: a proxied OCR2 read, answered or missing, within ANSWERED_READ_GAS', async (t) => {
    const estimate = async (calls: readonly Call[]): Promise<bigint> =>
      BigInt(await rpc<string>(chainOf().rpcUrl, 'eth_estimateGas', [{ to: chainOf().multicall3, data: encodeAggregate3(calls) }]));
    const empty = await estimate([]);
    // Distinct rounds (cold storage), through the proxy into the access-controlled aggregator, through mainnet's Multicall3.
    const answered = Array.from({ length: 120 }, (_, index) => ({ target: feeds.ocr2, callData: getRoundDataCall(PHASE_1 | BigInt(index + 1)) }));
    const missing = Array.from({ length: 1_000 }, (_, index) => ({ target: feeds.ocr2, callData: getRoundDataCall(PHASE_1 | BigInt(10_000 + index)) }));
    const perAnswer = ((await estimate(answered)) - empty) / 120n;
    const perMissing = ((await estimate(missing)) - empty) / 1_000n;
    t.diagnostic(`per call: ${perAnswer} gas answered, ${perMissing} gas a missing round (zeros)`);
    assert.ok(perAnswer <= ANSWERED_READ_GAS, `${perAnswer} gas an answer`);
    assert.ok(perMissing <= ANSWERED_READ_GAS, `${perMissing} gas a missing round`);
    assert.ok(REVERTING_READ_GAS > perMissing, 'the probes for a phase’s end are counted at more than they cost on OCR2');
  });
});
