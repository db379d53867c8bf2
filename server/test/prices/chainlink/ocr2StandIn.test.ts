/**
 * HistoricalPriceFeed's OCR behaviour (access check on, zeros for missing rounds) stands in for
 * OCR2 aggregators on the demo chain and in most reader tests. Here it is held to libocr's real
 * AccessControlledOCR2Aggregator holding the same rounds, each behind Chainlink's EACAggregatorProxy
 * listed as its only reader: every read the reader makes answers the same, word for word, but
 * startedAt (docs/chainlink.md, "Contracts and helpers for tests and the demo chain").
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { encodeDeployData, encodeFunctionData, type Address, type Hex } from 'viem';
import type { CallResult } from '../../../src/chains/multicall/multicall';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { loadArtifacts } from '../../../demo/compile';
import { rpc } from '../../../demo/anvilRpc';
import { callAll } from '../../../src/prices/chainlink/ethCalls';
import { getRoundDataCall, SELECTORS } from '../../../src/prices/chainlink/rounds';
import { ClockChain, proxyDeploy, type Transaction } from '../../support/upstreamChainlink';
import { addReader, configDigest, ocr2AggregatorDeploy, ocr2Artifact, ocrOracles, setConfig, transmit } from '../../support/upstreamOcr2';
import { DAY } from './expectedCloses';

const DECIMALS = 8;
const START = Math.floor(Date.now() / 1000 / DAY) * DAY - 10 * DAY;
const ROUNDS = 30;
/** OCR oracles observe a few seconds before the report lands on-chain. */
const OBSERVATION_LEAD = 7;
const PHASE_1 = 1n << 64n;
const VERSION = '0x54fd4d50';

const answerOf = (round: number): bigint => BigInt(2_000 + 17 * round) * 10n ** BigInt(DECIMALS);
const roundAt = (round: number): number => START + DAY + round * 5_000 + (round % 4) * 613;

/** A result's 32-byte words (hex), or its failure as is. */
const wordsOf = (result: CallResult): string[] | CallResult => (result.success ? (result.returnData.slice(2).match(/.{64}/g) ?? []) : result);
/** The round tuple with startedAt (word 2) left out: the one field in which the two differ. */
const withoutStartedAt = (result: CallResult): string[] | CallResult => {
  const words = wordsOf(result);
  return Array.isArray(words) ? words.filter((_, index) => index !== 2) : words;
};

describe('HistoricalPriceFeed’s OCR stand-in against libocr’s AccessControlledOCR2Aggregator, the same rounds', () => {
  let started: ClockChain | undefined;
  const chainOf = (): ClockChain => {
    if (!started) throw new Error('The chain did not start');
    return started;
  };
  const read = (calls: Array<{ target: Address; callData: Hex }>) =>
    callAll(createJsonRpcClient({ rpcUrls: [chainOf().rpcUrl], timeoutMs: 10_000, retryCount: 0 }), chainOf().multicall3, calls);
  const feed = {} as Record<'real' | 'standIn', { aggregator: Address; proxy: Address }>;

  before(async () => {
    const [ocr2, artifacts] = await Promise.all([ocr2Artifact(), loadArtifacts()]);
    const standIn = artifacts.contracts.HistoricalPriceFeed;
    started = await ClockChain.start(START);
    const chain = started;
    const oracles = await ocrOracles(chain, 'stand-in');
    const rounds = Array.from({ length: ROUNDS }, (_, index) => ({ answer: answerOf(index + 1), updatedAt: roundAt(index + 1) }));
    const standInDeploy = encodeDeployData({
      abi: standIn.abi,
      bytecode: standIn.bytecode,
      args: [DECIMALS, 'UP / USD', rounds.map((round) => round.answer), rounds.map((round) => BigInt(round.updatedAt))],
    });
    const [real, standInFeed] = await chain.mine(START + 10, [
      ocr2AggregatorDeploy(chain, ocr2, { decimals: DECIMALS, description: 'UP / USD' }),
      { from: chain.deployer, data: standInDeploy },
    ]);
    const [realProxy, standInProxy] = await chain.mine(START + 20, [
      proxyDeploy(chain, real),
      proxyDeploy(chain, standInFeed),
      setConfig(chain, ocr2.abi, real, oracles),
    ]);
    const standInCall = (functionName: string, args: readonly unknown[] = []): Transaction => ({
      from: chain.deployer,
      to: standInFeed,
      data: encodeFunctionData({ abi: standIn.abi, functionName, args }),
    });
    // As the demo chain seeds it: the access check on, only the proxy listed, zeros for a missing round.
    await chain.mine(START + 30, [
      addReader(chain, ocr2.abi, real, realProxy),
      standInCall('enableAccessCheck'),
      standInCall('addAccess', [standInProxy]),
      standInCall('answerMissingRoundsWithZeros'),
    ]);
    const digest = await configDigest(chain, ocr2.abi, real);
    for (const [index, round] of rounds.entries()) {
      const observations = [round.answer - 2n, round.answer, round.answer + 9n];
      await chain.mine(round.updatedAt, [
        await transmit(ocr2.abi, real, oracles, { digest, epoch: index + 1, observedAt: round.updatedAt - OBSERVATION_LEAD, observations }),
      ]);
    }
    feed.real = { aggregator: real, proxy: realProxy };
    feed.standIn = { aggregator: standInFeed, proxy: standInProxy };
  });

  after(async () => {
    await started?.stop();
  });

  /** The same calls on both feeds, at the proxy or the aggregator; the results side by side. */
  async function both(at: 'proxy' | 'aggregator', callData: readonly Hex[]): Promise<{ real: CallResult[]; standIn: CallResult[] }> {
    const results = await read([
      ...callData.map((data) => ({ target: feed.real[at], callData: data })),
      ...callData.map((data) => ({ target: feed.standIn[at], callData: data })),
    ]);
    return { real: results.slice(0, callData.length), standIn: results.slice(callData.length) };
  }

  const roundIds = [
    ...Array.from({ length: ROUNDS + 3 }, (_, round) => BigInt(round)),
    0xffff_fffen,
    0xffff_ffffn,
    1n << 32n,
    (1n << 32n) + 1n,
    (1n << 64n) - 1n,
  ];

  it('answers every round through the proxy as the real one does (answers, updatedAt, missing rounds up to and past 2³² − 1), all but startedAt', async () => {
    const { real, standIn } = await both('proxy', [...roundIds.map((round) => getRoundDataCall(PHASE_1 | round)), SELECTORS.latestRoundData]);
    assert.ok(real.every((result) => result.success));
    assert.deepEqual(standIn.map(withoutStartedAt), real.map(withoutStartedAt));
  });

  it('answers decimals and description through the proxy as the real one does', async () => {
    const { real, standIn } = await both('proxy', [SELECTORS.decimals, SELECTORS.description]);
    assert.deepEqual(standIn.map(wordsOf), real.map(wordsOf));
  });

  it('refuses Multicall3, which is not on the access list, as the real one does: the same "No access" revert, byte for byte', async () => {
    const { real, standIn } = await both('aggregator', [
      getRoundDataCall(1n),
      getRoundDataCall(BigInt(ROUNDS + 1)),
      SELECTORS.latestRoundData,
      SELECTORS.description,
    ]);
    assert.ok(real.every((result) => !result.success && result.returnData.length > 10));
    assert.deepEqual(standIn, real);
  });

  it('answers the transaction’s origin directly, as the real one does', async () => {
    const asOrigin = (to: Address, data: Hex) => rpc<Hex>(chainOf().rpcUrl, 'eth_call', [{ from: chainOf().deployer, to, data }, 'latest']);
    for (const data of [getRoundDataCall(3n), getRoundDataCall(BigInt(ROUNDS + 5)), SELECTORS.latestRoundData]) {
      const [real, standIn] = await Promise.all([asOrigin(feed.real.aggregator, data), asOrigin(feed.standIn.aggregator, data)]);
      assert.deepEqual(withoutStartedAt({ success: true, returnData: standIn }), withoutStartedAt({ success: true, returnData: real }));
    }
  });

  it('differs where the reader does not look: startedAt (the observations’ time on OCR2, updatedAt on the stand-in) and version (6, 4)', async () => {
    const { real, standIn } = await both('proxy', [getRoundDataCall(PHASE_1 | 5n), VERSION]);
    const startedAt = (result: CallResult) => BigInt(`0x${(wordsOf(result) as string[])[2]}`);
    assert.equal(startedAt(real[0]), BigInt(roundAt(5) - OBSERVATION_LEAD));
    assert.equal(startedAt(standIn[0]), BigInt(roundAt(5)));
    assert.deepEqual([BigInt(real[1].returnData), BigInt(standIn[1].returnData)], [6n, 4n]);
  });
});
