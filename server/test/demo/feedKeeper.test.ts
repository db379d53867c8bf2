/** Prices on a long-running demo chain do not go stale: new rounds repeat the latest answer. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Address } from 'viem';
import { aggregatorV3Abi } from '../../src/chains/abis';
import { viemReader } from '../support/viemClient';
import { spawnAnvil, type AnvilProcess } from '../../demo/anvilProcess';
import { loadArtifacts, type Artifacts } from '../../demo/compile';
import { appendLatestRounds, keepFeedsFresh, refreshIntervalMs } from '../../demo/feedKeeper';
import { loadRegistry } from '../../demo/registries';
import { planChain } from '../../demo/seed/chainPlan';
import { seedChain, type SeededChain } from '../../demo/seed/seedChain';

let anvil: AnvilProcess | undefined;
let artifacts: Artifacts | undefined;
let seeded: SeededChain | undefined;
before(async () => {
  artifacts = await loadArtifacts();
  anvil = await spawnAnvil({ chainId: 8453 });
  seeded = await seedChain(anvil.rpcUrl, planChain(8453, loadRegistry(8453)), artifacts);
});
after(async () => {
  await anvil?.stop();
});

function setUp() {
  assert.ok(anvil && artifacts && seeded);
  const client = viemReader(anvil.rpcUrl, 8453);
  const usdcFeed = seeded.tokens.find((token) => token.symbol === 'USDC')?.extensions?.priceFeed;
  assert.ok(usdcFeed);
  const latest = (address: Address) => client.readContract({ address, abi: aggregatorV3Abi, functionName: 'latestRoundData' });
  return { rpcUrl: anvil.rpcUrl, artifacts, aggregators: seeded.aggregators, usdcFeed, latest };
}

describe('the feed keeper', () => {
  it("refreshes at half the shortest registry heartbeat: every 10 min on Base (ETH / USD's is 20 min)", () => {
    const { aggregators } = setUp();
    assert.equal(Math.min(...aggregators.map((aggregator) => aggregator.heartbeatSeconds ?? Infinity)), 1_200);
    assert.equal(refreshIntervalMs(aggregators), 600_000);
    assert.equal(refreshIntervalMs([]), 43_200_000);
  });

  it('appends a round at the given time repeating the latest answer, read through the proxy', async () => {
    const { rpcUrl, artifacts, aggregators, usdcFeed, latest } = setUp();
    const [roundBefore, answerBefore, , updatedBefore] = await latest(usdcFeed);
    const now = Number(updatedBefore) + 600;
    await appendLatestRounds(rpcUrl, artifacts, aggregators, now);
    const [round, answer, , updatedAt] = await latest(usdcFeed);
    assert.equal(round, roundBefore + 1n);
    assert.equal(answer, answerBefore);
    assert.equal(updatedAt, BigInt(now));
  });

  it('keeps adding rounds while running, and none once stopped', async () => {
    const { rpcUrl, artifacts, aggregators, usdcFeed, latest } = setUp();
    const [roundBefore] = await latest(usdcFeed);
    const keeper = keepFeedsFresh(rpcUrl, artifacts, aggregators, { intervalMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await keeper.stop();
    const [roundAfter] = await latest(usdcFeed);
    assert.ok(roundAfter > roundBefore, `${roundAfter - roundBefore} new rounds`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal((await latest(usdcFeed))[0], roundAfter);
  });
});
