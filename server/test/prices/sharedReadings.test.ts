/**
 * The price cache shared through a real redis-server: two caches with their
 * own connections stand for two nodes. The source behind them records every
 * batch it is asked, as the chain would see it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Address } from 'viem';
import { tokenKey, type TokenInfo } from '../../src/domain/types';
import { PriceError, type PriceReading, type PriceSource } from '../../src/prices/priceSource';
import { withReadingCache } from '../../src/prices/readingCache';
import { sharedReadings } from '../../src/prices/sharedReadings';
import { connectRedis, type SharedRedis } from '../../src/prices/redisConnection';
import { waitUntil } from '../support/freePort';
import { startRedisServer, type RedisServer } from '../support/redisServer';

const token = (symbol: string, address: Address): TokenInfo => ({ chainId: 1, address, symbol, name: symbol, decimals: 18 });
const LINK = token('LINK', '0x1111111111111111111111111111111111111111');
const UNI = token('UNI', '0x2222222222222222222222222222222222222222');
const TTL_MS = 60_000;

/** A chain-like source: each read takes `delayMs`, is recorded, and can be made to fail. */
function recordedSource(delayMs = 200) {
  const batches: string[][] = [];
  let failing = false;
  const source: PriceSource = {
    id: 'chainlink',
    async read(tokens) {
      batches.push(tokens.map((item) => item.symbol));
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failing) throw new PriceError('node down');
      return new Map(
        tokens.map((item): [ReturnType<typeof tokenKey>, PriceReading] => [
          tokenKey(item),
          { status: 'ok', history: { priceUsd: 7, updatedAt: 1, dailyCloses: [7], source: 'chainlink' } },
        ]),
      );
    },
  };
  return { source, batches, fail: (value: boolean) => (failing = value) };
}

describe('sharedReadings (a real redis-server)', () => {
  let server: RedisServer;
  const connections: SharedRedis[] = [];
  const warnings: string[] = [];
  /** Each test its own keys, shared by its nodes. */
  let namespace = '';
  const node = async (source: PriceSource) => {
    const redis = connectRedis(server.url, { warn: (line) => warnings.push(line), info: () => {} });
    connections.push(redis);
    await redis.connected();
    return withReadingCache(source, TTL_MS, Date.now, sharedReadings(redis, { namespace, ttlMs: TTL_MS }));
  };

  before(async () => {
    server = await startRedisServer();
  });
  after(async () => {
    await Promise.all(connections.map((redis) => redis.close()));
    await server.stop();
  });

  it('walks a cold token once for two nodes asking at the same time; the other node waits for that reading', async () => {
    namespace = 'cold';
    const recorded = recordedSource();
    const [first, second] = [await node(recorded.source), await node(recorded.source)];
    const [a, b] = await Promise.all([first.read([LINK, UNI]), second.read([UNI, LINK])]);
    assert.deepEqual(
      recorded.batches.map((batch) => [...batch].sort()),
      [['LINK', 'UNI']],
      'one read of both tokens, by whichever node locked them first',
    );
    assert.deepEqual(b.get(tokenKey(UNI)), a.get(tokenKey(UNI)));
    // A third node later reads Redis, not the chain.
    const third = await node(recorded.source);
    assert.equal((await third.read([LINK])).get(tokenKey(LINK))?.status, 'ok');
    assert.equal(recorded.batches.length, 1);
  });

  it('walks itself when the walker fails: the lock is let go and the waiting node does not wait it out', async () => {
    namespace = 'failing';
    const failing = recordedSource();
    const healthy = recordedSource();
    const [first, second] = [await node(failing.source), await node(healthy.source)];
    failing.fail(true);
    const walking = first.read([LINK]);
    await waitUntil('the first node to hold the lock and walk', () => failing.batches.length === 1, 2_000, 5);
    const started = Date.now();
    const [a, b] = await Promise.allSettled([walking, second.read([LINK])]);
    assert.equal(a.status, 'rejected');
    assert.equal(b.status === 'fulfilled' && b.value.get(tokenKey(LINK))?.status, 'ok');
    assert.ok(Date.now() - started < 3_000, 'the waiting node read the chain itself as soon as the lock was gone');
  });

  it('answers from the chain while Redis is down, warns once, and shares again once it is back', async () => {
    namespace = 'outage';
    const recorded = recordedSource(10);
    const [first, second] = [await node(recorded.source), await node(recorded.source)];
    const before = warnings.length;
    await server.stop();
    await waitUntil('the nodes to see Redis gone', () => connections.every((redis) => !redis.available()), 5_000, 20);
    await first.read([LINK]);
    await second.read([LINK]);
    assert.equal(recorded.batches.length, 2, 'each node read the chain: no error, no sharing');
    const outageWarnings = warnings.slice(before);
    assert.equal(outageWarnings.filter((line) => line.includes('unreachable')).length, connections.length, 'one warning per connection, not one per read');

    await server.start();
    await waitUntil('the nodes to reconnect', () => connections.every((redis) => redis.available()), 10_000, 50);
    const [third, fourth] = [await node(recorded.source), await node(recorded.source)];
    await Promise.all([third.read([UNI]), fourth.read([UNI])]);
    assert.equal(recorded.batches.length, 3, 'one walk for both again');
  });
});
