import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { getAddress, type Address } from 'viem';
import { loadArtifacts, type Artifacts } from '../../../demo/compile';
import { tokenKey, type TokenInfo } from '../../../src/domain/types';
import { SEQUENCER_GRACE_PERIOD_SECONDS } from '../../../src/prices/chainlink/sequencer';
import { createChainlinkSource } from '../../../src/prices/chainlink/source';
import { DEFAULT_HEARTBEAT_SECONDS, HEARTBEAT_GRACE_SECONDS } from '../../../src/prices/chainlink/tokenReading';
import { memoryClosesStore } from '../../../src/prices/closesStore';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { useLocalChain } from '../../support/anvil';
import { deployHistoricalFeed, deploySequencerUptimeFeed } from '../../support/feeds';
import { DAY } from './expectedCloses';

const chain = useLocalChain();
const NOW = Math.floor(Date.now() / 1000);

function demoToken(symbol: string): TokenInfo {
  const found = chain().tokens.find((token) => token.symbol === symbol);
  assert.ok(found, symbol);
  return found;
}

function source(opts: { sequencerUptimeFeed?: Address; nowSeconds?: number } = {}) {
  const rpc = createJsonRpcClient({ rpcUrls: [chain().rpcUrl], timeoutMs: 5_000, retryCount: 0 });
  const nowSeconds = opts.nowSeconds ?? NOW;
  return createChainlinkSource({
    rpc,
    chainId: chain().chainId,
    multicall3: chain().multicall3,
    closes: memoryClosesStore(),
    sequencerUptimeFeed: opts.sequencerUptimeFeed,
    now: () => nowSeconds * 1000,
  });
}

describe('stale prices', () => {
  let artifacts: Artifacts;
  let quiet: TokenInfo;
  const lastRoundAt = NOW - 2 * DAY;

  before(async () => {
    artifacts = await loadArtifacts();
    // Its last round is two days old: past the default 26 h heartbeat.
    const rounds = Array.from({ length: 100 }, (_, index) => ({ answer: BigInt(100 + index) * 10n ** 8n, updatedAt: lastRoundAt - (99 - index) * DAY }));
    const feed = await deployHistoricalFeed(chain().rpcUrl, artifacts, { decimals: 8, description: 'QUIET / USD', rounds });
    quiet = {
      chainId: chain().chainId,
      address: getAddress('0x000000000000000000000000000000000000c0de'),
      symbol: 'QUIET',
      name: 'Quiet',
      decimals: 18,
      extensions: { priceFeed: feed },
    };
  });

  it('a latest round older than the heartbeat allows is stale, with its age and its history', async () => {
    const readings = await source().read([quiet, demoToken('LINK')]);
    const reading = readings.get(tokenKey(quiet));
    assert.ok(reading?.status === 'stale', JSON.stringify(reading));
    assert.equal(reading.ageSeconds, 2 * DAY);
    assert.equal(reading.history.priceUsd, 199);
    // The days after the last round closed on it; today is the latest price too.
    assert.deepEqual(reading.history.dailyCloses.slice(-3), [199, 199, 199]);
    assert.equal(reading.history.dailyCloses.at(-4), 198);
    assert.equal(readings.get(tokenKey(demoToken('LINK')))?.status, 'ok');
  });

  async function feedToken(symbol: string, rounds: Array<{ answer: bigint; updatedAt: number }>, registryHeartbeat?: number): Promise<TokenInfo> {
    const feed = await deployHistoricalFeed(chain().rpcUrl, artifacts, { decimals: 8, description: `${symbol} / USD`, rounds });
    return {
      chainId: chain().chainId,
      address: getAddress(`0x${symbol.length.toString(16).padStart(40, 'c')}`),
      symbol,
      name: symbol,
      decimals: 18,
      extensions: { priceFeed: feed, ...(registryHeartbeat === undefined ? {} : { feedHeartbeatSeconds: registryHeartbeat }) },
    };
  }
  const everySeconds = (count: number, spacing: number, last: number) =>
    Array.from({ length: count }, (_, index) => ({ answer: BigInt(50 + index) * 10n ** 8n, updatedAt: last - (count - 1 - index) * spacing }));

  it('an hourly feed silent for 3 hours is stale, though the registry says a day: its own rounds set the heartbeat', async () => {
    const dead = await feedToken('DEAD', everySeconds(200, 3_600, NOW - 3 * 3_600), DAY);
    const reading = (await source().read([dead])).get(tokenKey(dead));
    assert.ok(reading?.status === 'stale', JSON.stringify(reading));
    assert.equal(reading.ageSeconds, 3 * 3_600);
  });

  it('a daily feed 20 hours after its last round is fresh, though the registry says an hour', async () => {
    const daily = await feedToken('DAILY', everySeconds(200, DAY, NOW - 20 * 3_600), 3_600);
    assert.equal((await source().read([daily])).get(tokenKey(daily))?.status, 'ok');
  });

  it('falls back to the token heartbeat, with a small grace, when the feed has too few rounds to tell', async () => {
    // Three rounds: two spacings, fewer than the three the observed heartbeat needs.
    const rounds = everySeconds(3, DAY, NOW - 2 * DAY);
    const generous = await feedToken('FEW', rounds, 3 * DAY);
    assert.equal((await source().read([generous])).get(tokenKey(generous))?.status, 'ok');
    const atTheLimit = { ...generous, extensions: { ...generous.extensions, feedHeartbeatSeconds: 2 * DAY - HEARTBEAT_GRACE_SECONDS } };
    assert.equal((await source().read([atTheLimit])).get(tokenKey(atTheLimit))?.status, 'ok');
    const justPast = { ...generous, extensions: { ...generous.extensions, feedHeartbeatSeconds: 2 * DAY - HEARTBEAT_GRACE_SECONDS - 1 } };
    assert.equal((await source().read([justPast])).get(tokenKey(justPast))?.status, 'stale');
    assert.equal(DEFAULT_HEARTBEAT_SECONDS, 26 * 3_600);
  });
});

describe('the L2 sequencer uptime feed', () => {
  let artifacts: Artifacts;
  before(async () => {
    artifacts = await loadArtifacts();
  });

  async function sequencer(changes: Array<{ down: boolean; at: number }>): Promise<Address> {
    return deploySequencerUptimeFeed(chain().rpcUrl, artifacts, changes);
  }

  it('while the sequencer is down, every price of the chain is stale', async () => {
    const feed = await sequencer([
      { down: false, at: NOW - 30 * DAY },
      { down: true, at: NOW - 600 },
    ]);
    const tokens = [demoToken('LINK'), demoToken('ETH')];
    const readings = await source({ sequencerUptimeFeed: feed }).read(tokens);
    for (const token of tokens) {
      const reading = readings.get(tokenKey(token));
      assert.ok(reading?.status === 'stale', `${token.symbol}: ${JSON.stringify(reading?.status)}`);
      assert.equal(reading.history.dailyCloses.length, 180, 'the history is still there');
    }
  });

  it('within the grace hour after it came back up, prices are stale; after it, fresh', async () => {
    const feed = await sequencer([
      { down: true, at: NOW - 2 * 3_600 },
      { down: false, at: NOW - 1_800 },
    ]);
    const link = demoToken('LINK');
    assert.equal((await source({ sequencerUptimeFeed: feed }).read([link])).get(tokenKey(link))?.status, 'stale');
    const graceEnds = NOW - 1_800 + SEQUENCER_GRACE_PERIOD_SECONDS;
    assert.equal((await source({ sequencerUptimeFeed: feed, nowSeconds: graceEnds }).read([link])).get(tokenKey(link))?.status, 'stale');
    assert.equal((await source({ sequencerUptimeFeed: feed, nowSeconds: graceEnds + 1 }).read([link])).get(tokenKey(link))?.status, 'ok');
  });

  it('a sequencer feed that cannot be read counts as down', async () => {
    const link = demoToken('LINK');
    const readings = await source({ sequencerUptimeFeed: '0x00000000000000000000000000000000DeaDBeef' }).read([link]);
    assert.equal(readings.get(tokenKey(link))?.status, 'stale');
  });
});
