import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { encodeFunctionData, getAddress, type Address, type Hash, type Hex } from 'viem';
import { rpc } from '../../../demo/anvilRpc';
import { loadArtifacts, type Artifacts } from '../../../demo/compile';
import { tokenKey, type TokenInfo } from '../../../src/domain/types';
import { createChainlinkSource } from '../../../src/prices/chainlink/source';
import { callAll } from '../../../src/prices/chainlink/ethCalls';
import { decodeRound, getRoundDataCall, SELECTORS } from '../../../src/prices/chainlink/rounds';
import { memoryClosesStore } from '../../../src/prices/closesStore';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import type { EthCallClient } from '../../../src/chains/multicall/multicall';
import { useLocalChain } from '../../support/anvil';
import { denseRounds, deployHistoricalFeed, deployPhasedProxy, deployRealisticFeed, type FeedRound, type MissingRounds } from '../../support/feeds';
import { DAY, expectedCloses, expectedPhasedCloses } from './expectedCloses';
import { recordingClient } from './recordingClient';

const chain = useLocalChain();
const NOW = Math.floor(Date.now() / 1000);
const rpcClient = () => createJsonRpcClient({ rpcUrls: [chain().rpcUrl], timeoutMs: 10_000, retryCount: 0 });
const PHASE_2 = 2n << 64n;

/** One transaction from the node's first account (the deployer of every test contract), mined before it resolves. */
async function rpcSend(to: Address, data: Hex): Promise<void> {
  const [from] = await rpc<Address[]>(chain().rpcUrl, 'eth_accounts');
  const hash = await rpc<Hash>(chain().rpcUrl, 'eth_sendTransaction', [{ from, to, data }]);
  for (let tries = 0; tries < 500; tries++) {
    const receipt = await rpc<{ status: Hex } | null>(chain().rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt) {
      assert.equal(receipt.status, '0x1');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${hash} was not mined`);
}

function tokenOn(feed: Address, symbol: string): TokenInfo {
  return {
    chainId: chain().chainId,
    address: getAddress(`0x${symbol.length.toString(16).padStart(40, 'a')}`),
    symbol,
    name: symbol,
    decimals: 18,
    extensions: { priceFeed: feed },
  };
}

describe('a feed whose aggregator changed inside the window (phases)', () => {
  let artifacts: Artifacts;
  before(async () => {
    artifacts = await loadArtifacts();
  });

  async function phasedFeed(phases: FeedRound[][]): Promise<Address> {
    const aggregators: Address[] = [];
    for (const rounds of phases) aggregators.push(await deployHistoricalFeed(chain().rpcUrl, artifacts, { decimals: 8, description: 'PHASED / USD', rounds }));
    return deployPhasedProxy(chain().rpcUrl, artifacts, aggregators);
  }

  it('the proxy numbers rounds (phase << 64) | round and reads any phase, as Chainlink proxies do', async () => {
    const feed = await phasedFeed([
      [{ answer: 10n, updatedAt: NOW - 3 * DAY }],
      [
        { answer: 20n, updatedAt: NOW - 2 * DAY },
        { answer: 21n, updatedAt: NOW - DAY },
      ],
    ]);
    const [latest, old, unknownPhase, unknownRound] = await callAll(rpcClient(), chain().multicall3, [
      { target: feed, callData: SELECTORS.latestRoundData },
      { target: feed, callData: getRoundDataCall((1n << 64n) | 1n) },
      { target: feed, callData: getRoundDataCall((3n << 64n) | 1n) },
      { target: feed, callData: getRoundDataCall(PHASE_2 | 3n) },
    ]);
    assert.equal(decodeRound(latest)?.roundId, PHASE_2 | 2n);
    assert.equal(decodeRound(latest)?.answer, 21n);
    assert.equal(decodeRound(old)?.answer, 10n);
    assert.equal(unknownPhase.success, false);
    assert.equal(unknownRound.success, false);
  });

  it('continues into the previous phase for the days before the current one began, closes exact', async (t) => {
    // Phase 1: a round every 2 h until 50 days ago; phase 2 (current): every hour since.
    const changeAt = NOW - 50 * DAY + 1_234;
    const phase1 = denseRounds({ from: NOW - 200 * DAY, to: changeAt - 600, heartbeatSeconds: 7_200, deviationEvery: 10, base: 500_000_000n });
    const phase2 = denseRounds({ from: changeAt, to: NOW - 60, heartbeatSeconds: 3_600, deviationEvery: 10, base: 900_000_000n });
    const feed = await phasedFeed([phase1, phase2]);
    const client = recordingClient(rpcClient());
    const source = createChainlinkSource({
      rpc: client,
      chainId: chain().chainId,
      multicall3: chain().multicall3,
      closes: memoryClosesStore(),
      now: () => NOW * 1000,
    });
    const token = tokenOn(feed, 'PHASED');
    const reading = (await source.read([token])).get(tokenKey(token));
    assert.equal(reading?.status, 'ok');
    t.diagnostic(`phase change 50 days ago: ${client.ethCalls.length} eth_calls`);
    const closes = reading.history.dailyCloses;
    assert.equal(closes.length, 180);
    assert.deepEqual(closes, expectedCloses([...phase1, ...phase2], 8, NOW, 180));
    assert.ok(
      closes.some((close) => close < 9),
      'the oldest closes come from phase 1',
    );
  });

  it('walks back through several phases, and leaves out the days before the first round', async () => {
    const phase1 = denseRounds({ from: NOW - 120 * DAY, to: NOW - 90 * DAY, heartbeatSeconds: 86_400, deviationEvery: 3, base: 100_000_000n });
    const phase2 = denseRounds({ from: NOW - 90 * DAY + 60, to: NOW - 10 * DAY, heartbeatSeconds: 10_800, deviationEvery: 5, base: 200_000_000n });
    const phase3 = denseRounds({ from: NOW - 10 * DAY + 60, to: NOW - 60, heartbeatSeconds: 3_600, deviationEvery: 5, base: 300_000_000n });
    const feed = await phasedFeed([phase1, phase2, phase3]);
    const source = createChainlinkSource({
      rpc: rpcClient(),
      chainId: chain().chainId,
      multicall3: chain().multicall3,
      closes: memoryClosesStore(),
      now: () => NOW * 1000,
    });
    const token = tokenOn(feed, 'THREE');
    const reading = (await source.read([token])).get(tokenKey(token));
    assert.equal(reading?.status, 'ok');
    const expected = expectedCloses([...phase1, ...phase2, ...phase3], 8, NOW, 180);
    assert.ok(expected.length > 110 && expected.length < 125, `${expected.length} days since the first round`);
    assert.deepEqual(reading.history.dailyCloses, expected);
  });

  function readerOf(client: EthCallClient = rpcClient()) {
    return createChainlinkSource({ rpc: client, chainId: chain().chainId, multicall3: chain().multicall3, closes: memoryClosesStore(), now: () => NOW * 1000 });
  }

  for (const missingRounds of ['flux-revert', 'ocr-zeros'] as MissingRounds[]) {
    it(`access-controlled aggregators (${missingRounds}): a feed upgraded 30 days ago still gives 180 exact closes, the old phase read through the proxy only`, async () => {
      const changeAt = NOW - 30 * DAY + 777;
      const phase1 = denseRounds({ from: NOW - 200 * DAY, to: changeAt - 300, heartbeatSeconds: 3_600, deviationEvery: 8, base: 400_000_000n });
      const phase2 = denseRounds({ from: changeAt, to: NOW - 60, heartbeatSeconds: 3_600, deviationEvery: 8, base: 800_000_000n });
      const { proxy, aggregators } = await deployRealisticFeed(chain().rpcUrl, artifacts, {
        decimals: 8,
        description: 'AC / USD',
        phases: [phase1, phase2],
        missingRounds,
      });
      // As on a real chain: the old aggregator refuses Multicall3, and its missing rounds read the aggregator's way.
      const [direct, pastTheEnd] = await callAll(rpcClient(), chain().multicall3, [
        { target: aggregators[0], callData: SELECTORS.latestRoundData },
        { target: proxy, callData: getRoundDataCall((1n << 64n) | BigInt(phase1.length + 1)) },
      ]);
      assert.equal(direct.success, false, 'Multicall3 is not on the access list');
      if (missingRounds === 'ocr-zeros') assert.equal(decodeRound(pastTheEnd), null, 'zeros: updatedAt 0');
      else assert.equal(pastTheEnd.success, false);
      const client = recordingClient(rpcClient());
      const token = tokenOn(proxy, 'AC');
      const reading = (await readerOf(client).read([token])).get(tokenKey(token));
      assert.equal(reading?.status, 'ok');
      assert.equal(reading.history.dailyCloses.length, 180);
      assert.deepEqual(reading.history.dailyCloses, expectedCloses([...phase1, ...phase2], 8, NOW, 180));
      assert.ok(
        client.ethCalls.flat().every((call) => call.target === proxy),
        'every read went through the proxy',
      );
    });
  }

  it('phases that overlap in time: a day end is read in the old phase while it still answered, then in the new one, never across the change', async () => {
    // Phase 2 is live 40 days ago; the proxy kept phase 1 (still updated) until 25 days ago.
    const phase1 = denseRounds({ from: NOW - 190 * DAY, to: NOW - 25 * DAY, heartbeatSeconds: 3_600, deviationEvery: 6, base: 100_000_000n });
    const phase2 = denseRounds({ from: NOW - 40 * DAY + 900, to: NOW - 60, heartbeatSeconds: 3_600, deviationEvery: 6, base: 700_000_000n });
    const { proxy } = await deployRealisticFeed(chain().rpcUrl, artifacts, {
      decimals: 8,
      description: 'OVERLAP / USD',
      phases: [phase1, phase2],
      missingRounds: 'ocr-zeros',
    });
    const token = tokenOn(proxy, 'OVERLAP');
    const reading = (await readerOf().read([token])).get(tokenKey(token));
    assert.equal(reading?.status, 'ok');
    const expected = expectedPhasedCloses([phase1, phase2], 8, NOW, 180);
    assert.equal(expected.length, 180);
    assert.deepEqual(reading.history.dailyCloses, expected);
  });

  it('an old phase that cannot be read is unknown, not absent: the token is unavailable, never a short or wrong history', async () => {
    const phase1 = denseRounds({ from: NOW - 190 * DAY, to: NOW - 20 * DAY - 600, heartbeatSeconds: 7_200, deviationEvery: 6, base: 100_000_000n });
    const phase2 = denseRounds({ from: NOW - 20 * DAY, to: NOW - 60, heartbeatSeconds: 7_200, deviationEvery: 6, base: 700_000_000n });
    // The proxy is on no access list: every read of an old round reverts "No access".
    const { proxy, aggregators } = await deployRealisticFeed(chain().rpcUrl, artifacts, {
      decimals: 8,
      description: 'LOCKED / USD',
      phases: [phase1, phase2],
      missingRounds: 'flux-revert',
      proxyHasAccess: false,
    });
    const { abi } = artifacts.contracts.HistoricalPriceFeed;
    // Only the current aggregator lets the proxy in, so the head and recent days read.
    await rpcSend(aggregators[1], encodeFunctionData({ abi, functionName: 'addAccess', args: [proxy] }));
    const token = tokenOn(proxy, 'LOCKED');
    const reading = (await readerOf().read([token])).get(tokenKey(token));
    assert.equal(reading?.status, 'unavailable', JSON.stringify(reading));
    assert.match(reading.reason, /did not settle/);
  });
});
