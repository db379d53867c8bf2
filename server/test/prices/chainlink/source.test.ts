import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatUnits, getAddress, toFunctionSelector, type Address, type Hex } from 'viem';
import { rpc } from '../../../demo/anvilRpc';
import { loadArtifacts, type Artifacts } from '../../../demo/compile';
import { tokenKey, type TokenInfo } from '../../../src/domain/types';
import type { PriceReading } from '../../../src/prices/priceSource';
import { feedKey, memoryClosesStore, type ClosesStore } from '../../../src/prices/closesStore';
import { createChainlinkSource } from '../../../src/prices/chainlink/source';
import { callAll } from '../../../src/prices/chainlink/ethCalls';
import { bundledRegistry } from '../../../src/chains/registry/load';
import { decodeRound, getRoundDataCall, SELECTORS } from '../../../src/prices/chainlink/rounds';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import type { EthCallClient } from '../../../src/chains/multicall/multicall';
import { useLocalChain } from '../../support/anvil';
import { denseRounds, deployHistoricalFeed, deployPhasedProxy, type FeedRound } from '../../support/feeds';
import { startCountingProxy, type CountingProxy } from '../../support/rpcProxy';
import { DAY, expectedCloses } from './expectedCloses';
import { recordingClient } from './recordingClient';

const chain = useLocalChain();
const NOW = Math.floor(Date.now() / 1000);
const DENSE_DECIMALS = 8;

function rpcClient(url: string) {
  return createJsonRpcClient({ rpcUrls: [url], timeoutMs: 10_000, retryCount: 0 });
}

function okHistory(reading: PriceReading | undefined) {
  assert.ok(reading && reading.status === 'ok', `expected ok, got ${JSON.stringify(reading)}`);
  return reading.history;
}

/** Feeds the registry lists as quoted in ETH. */
function registryEthQuotedFeeds(chainId: number): string[] {
  return (bundledRegistry(chainId)?.tokens ?? []).flatMap((token) => (token.feed?.description.endsWith(' / ETH') ? [token.feed.address.toLowerCase()] : []));
}

/** The latest round of an aggregator, asked directly: the caller is tx.origin, whom an access-controlled aggregator lets read. */
async function latestOf(aggregator: Address): Promise<bigint> {
  const data = await rpc<Hex>(chain().rpcUrl, 'eth_call', [{ to: aggregator, data: SELECTORS.latestRoundData }, 'latest']);
  const latest = decodeRound({ success: true, returnData: data });
  assert.ok(latest);
  return latest.roundId;
}

/** Rounds 1..last of one phase, read as the reader reads them: through `feed` (the proxy, or a bare aggregator with phase 0). */
async function roundsThrough(feed: Address, phase: bigint, last: bigint): Promise<FeedRound[]> {
  const ids = Array.from({ length: Number(last) }, (_, index) => (phase << 64n) | BigInt(index + 1));
  const results = await callAll(
    rpcClient(chain().rpcUrl),
    chain().multicall3,
    ids.map((id) => ({ target: feed, callData: getRoundDataCall(id) })),
  );
  return results.map((result) => {
    const round = decodeRound(result);
    assert.ok(round);
    return { answer: round.answer, updatedAt: round.updatedAt };
  });
}

/**
 * Every round of a feed, the ground truth: a proxy's rounds are those of each of its
 * phases' aggregators (as Chainlink's EACAggregatorProxy), a bare feed's its own.
 */
async function allRounds(feed: Address): Promise<FeedRound[]> {
  const client = rpcClient(chain().rpcUrl);
  const [phaseResult] = await callAll(client, chain().multicall3, [{ target: feed, callData: toFunctionSelector('phaseId()') }]);
  if (!phaseResult.success || phaseResult.returnData === '0x') return roundsThrough(feed, 0n, await latestOf(feed));
  const phases = Number(BigInt(phaseResult.returnData));
  const rounds: FeedRound[] = [];
  for (let phase = 1; phase <= phases; phase++) {
    const [aggregatorResult] = await callAll(client, chain().multicall3, [
      { target: feed, callData: `${SELECTORS.phaseAggregators}${phase.toString(16).padStart(64, '0')}` },
    ]);
    const aggregator = getAddress(`0x${aggregatorResult.returnData.slice(26, 66)}`);
    rounds.push(...(await roundsThrough(feed, BigInt(phase), await latestOf(aggregator))));
  }
  return rounds;
}

describe('the Chainlink source v2 on a dense feed and the demo feeds', () => {
  let proxy: CountingProxy;
  let artifacts: Artifacts;
  let rounds: FeedRound[];
  let dense: TokenInfo;

  before(async () => {
    proxy = await startCountingProxy(chain().rpcUrl);
    artifacts = await loadArtifacts();
    // A round every hour for 181 days plus a deviation round in one hour out of 20: ~4,560 rounds.
    rounds = denseRounds({ from: NOW - 60 - 181 * DAY, to: NOW - 60, heartbeatSeconds: 3_600, deviationEvery: 20, base: 100_000_000n });
    const aggregator = await deployHistoricalFeed(chain().rpcUrl, artifacts, { decimals: DENSE_DECIMALS, description: 'DENSE / USD', rounds });
    const feed = await deployPhasedProxy(chain().rpcUrl, artifacts, [aggregator]);
    dense = {
      chainId: chain().chainId,
      address: getAddress('0x00000000000000000000000000000000000d3e5e'),
      symbol: 'DENSE',
      name: 'Dense',
      decimals: 18,
      extensions: { priceFeed: feed, feedHeartbeatSeconds: 3_600 },
    };
  });
  after(async () => {
    await proxy.close();
  });

  function source(store: ClosesStore, nowSeconds = NOW, client: EthCallClient = rpcClient(proxy.url)) {
    const { chainId, multicall3 } = chain();
    return createChainlinkSource({ rpc: client, chainId, multicall3, closes: store, now: () => nowSeconds * 1000 });
  }

  it('cold: finds the exact close of every day on a dense feed, and 25 feeds cost a handful of eth_calls', async (t) => {
    // 24 demo feeds (a round a day) and DENSE.
    const demoFeeds = [...new Set(chain().tokens.flatMap((token) => token.extensions?.priceFeed ?? []))].slice(0, 24);
    const tokens = [...chain().tokens.filter((token) => token.extensions?.priceFeed && demoFeeds.includes(token.extensions.priceFeed)), dense];
    proxy.reset();
    const client = recordingClient(rpcClient(proxy.url));
    const readings = await source(memoryClosesStore(), NOW, client).read(tokens);
    const coldCalls = proxy.count('eth_call');
    t.diagnostic(
      `cold read, 25 feeds incl. ${rounds.length} rounds of DENSE: ${coldCalls} eth_calls carrying ${client.ethCalls.map((calls) => calls.length).join(' + ')} calls`,
    );

    const history = okHistory(readings.get(tokenKey(dense)));
    assert.equal(history.dailyCloses.length, 180);
    assert.deepEqual(history.dailyCloses, expectedCloses(rounds, DENSE_DECIMALS, NOW, 180));
    assert.equal(history.priceUsd, Number(formatUnits(rounds.at(-1)!.answer, DENSE_DECIMALS)));
    assert.equal(history.updatedAt, rounds.at(-1)!.updatedAt);
    // Four passes (heads, first rounds, guesses, the dense feeds' last brackets); a pass's 7,300 calls go as parallel eth_calls of 1,000.
    assert.ok(coldCalls <= 12, `${coldCalls} eth_calls`);
    assert.deepEqual(new Set(proxy.methods), new Set(['eth_call']));
  });

  it("the demo chain's aggregators answer only their proxies, as real ones do (USDT's old phase is read through the proxy)", async () => {
    const usdt = chain().tokens.find((token) => token.symbol === 'USDT');
    const feed = usdt?.extensions?.priceFeed;
    assert.ok(feed);
    const client = rpcClient(chain().rpcUrl);
    const [first] = await callAll(client, chain().multicall3, [{ target: feed, callData: `${SELECTORS.phaseAggregators}${'1'.padStart(64, '0')}` }]);
    const oldAggregator = getAddress(`0x${first.returnData.slice(26, 66)}`);
    const [direct, throughProxy] = await callAll(client, chain().multicall3, [
      { target: oldAggregator, callData: SELECTORS.latestRoundData },
      { target: feed, callData: getRoundDataCall((1n << 64n) | 1n) },
    ]);
    assert.equal(direct.success, false, 'Multicall3 may not read the aggregator');
    assert.ok(decodeRound(throughProxy), 'the proxy may');
    const reading = (await source(memoryClosesStore()).read([usdt])).get(tokenKey(usdt));
    assert.equal(okHistory(reading).dailyCloses.length, 180);
  });

  it('gives every demo feed the closes computed from all its rounds', async (t) => {
    proxy.reset();
    const readings = await source(memoryClosesStore()).read(chain().tokens);
    t.diagnostic(`cold read, all ${chain().tokens.length} demo tokens: ${proxy.count('eth_call')} eth_calls`);
    const ethQuoted = new Set(registryEthQuotedFeeds(chain().chainId));
    for (const token of chain().tokens) {
      const feed = token.extensions?.priceFeed;
      if (!feed) {
        assert.deepEqual(readings.get(tokenKey(token)), { status: 'none' }, `${token.symbol} has no feed`);
        continue;
      }
      // X / ETH feeds come back in USD (feedFailures.test.ts checks the conversion): their raw rounds are not the expected closes.
      if (ethQuoted.has(feed.toLowerCase())) continue;
      const [decimalsResult] = await callAll(rpcClient(chain().rpcUrl), chain().multicall3, [{ target: feed, callData: SELECTORS.decimals }]);
      const decimals = Number(BigInt(decimalsResult.returnData));
      assert.deepEqual(okHistory(readings.get(tokenKey(token))).dailyCloses, expectedCloses(await allRounds(feed), decimals, NOW, 180), token.symbol);
    }
  });

  it('reads a feed shared by ETH and WETH once, and gives both the same history', async () => {
    const eth = chain().tokens.find((token) => token.symbol === 'ETH');
    const weth = chain().tokens.find((token) => token.symbol === 'WETH');
    assert.ok(eth?.extensions?.priceFeed && weth);
    assert.equal(weth.extensions?.priceFeed, eth.extensions.priceFeed);
    const client = recordingClient(rpcClient(chain().rpcUrl));
    const readings = await source(memoryClosesStore(), NOW, client).read([eth, weth]);
    assert.deepEqual(readings.get(tokenKey(weth)), readings.get(tokenKey(eth)));
    const headCalls = client.ethCalls[0].filter((call) => call.callData === SELECTORS.latestRoundData);
    assert.equal(headCalls.length, 1, 'one latestRoundData for the shared feed');
  });

  it('warm: once the closes are stored, a read after the cache expired costs one eth_call', async (t) => {
    const store = memoryClosesStore();
    const tokens = [...chain().tokens, dense];
    // One source, as the service keeps one per chain: its clock moves past the cache's TTL.
    let clock = NOW;
    const { chainId, multicall3 } = chain();
    const prices = createChainlinkSource({ rpc: rpcClient(proxy.url), chainId, multicall3, closes: store, now: () => clock * 1000 });
    const first = await prices.read(tokens);
    proxy.reset();
    clock = NOW + 5 * 60 + 1;
    const second = await prices.read(tokens);
    t.diagnostic(`warm read, same day: ${proxy.count('eth_call')} eth_calls`);
    assert.equal(proxy.count('eth_call'), 1, 'the heads only: closes stored, heartbeats remembered');
    assert.deepEqual(okHistory(second.get(tokenKey(dense))).dailyCloses, okHistory(first.get(tokenKey(dense))).dailyCloses);
  });

  it('warm, a day later: searches only the newly closed day, never a stored one', async (t) => {
    const store = memoryClosesStore();
    const tokens = [...chain().tokens, dense];
    const yesterday = source(store, NOW - DAY);
    await yesterday.read(tokens);
    await yesterday.closesSaved();
    const storedRounds = await store.load([feedKey(chain().chainId, dense.extensions!.priceFeed!)], 0);
    const newestStored = BigInt(storedRounds.values().next().value!.at(-1)!.roundId);

    proxy.reset();
    const client = recordingClient(rpcClient(proxy.url));
    const readings = await source(store, NOW, client).read(tokens);
    t.diagnostic(`warm read, one new day: ${proxy.count('eth_call')} eth_calls, ${client.ethCalls.flat().length} calls inside`);
    // A new source (a restarted process) also reads each feed's recent rounds once, for its heartbeat, alongside the search.
    assert.ok(proxy.count('eth_call') <= 4, `${proxy.count('eth_call')} eth_calls`);
    assert.deepEqual(okHistory(readings.get(tokenKey(dense))).dailyCloses, expectedCloses(rounds, DENSE_DECIMALS, NOW, 180));
    const denseRoundReads = client.ethCalls
      .flat()
      .filter((call) => call.target === dense.extensions!.priceFeed && call.callData.startsWith(SELECTORS.getRoundData))
      .map((call) => BigInt(`0x${call.callData.slice(10)}`));
    assert.ok(denseRoundReads.length > 0, 'the new day was searched');
    assert.ok(
      denseRoundReads.every((roundId) => roundId > newestStored),
      'no round at or before the stored closes was read again',
    );
  });
});
