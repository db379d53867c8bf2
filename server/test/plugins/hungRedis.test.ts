/**
 * A Redis that hangs (issue 31, item 5): its process stopped with SIGSTOP, so its connections stay
 * open and it answers nothing. The connection's state said "ready", so every rate-limited request
 * waited out the 2 s command time-out before counting locally (throughput 200 → 3 a second). Now the
 * node notices within 1.5 s (an unanswered PING) and counts locally from then on, and shares again
 * once Redis answers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connectRedis, HUNG_AFTER_MS } from '../../src/prices/redisConnection';
import { openStore, type Store } from '../../src/store';
import { buildChainlessApp, OPERATOR_HEADERS } from '../helpers/testApp';
import { startRedisServer, type RedisServer } from '../support/redisServer';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
/** The target: a hung Redis is left within this long. */
const FALLBACK_WITHIN_MS = 2_000;

describe('a Redis that hangs', () => {
  let store: Store;
  let server: RedisServer;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    server = await startRedisServer();
  });
  after(async () => {
    server.resume();
    await server.stop();
    await store.close();
  });

  it(`costs no rate-limited request more than ${FALLBACK_WITHIN_MS} ms, and none at all ${FALLBACK_WITHIN_MS} ms after it hung; shared again once it answers`, async () => {
    const lines: string[] = [];
    const redis = connectRedis(server.url, { warn: (line) => lines.push(line), info: (line) => lines.push(line) });
    assert.equal(await redis.connected(), true);
    const app = await buildChainlessApp(store, { redis, config: { historyRateLimit: { max: 10_000, windowMs: 60_000 } } });
    try {
      const page = async (visitor: number) => {
        const started = performance.now();
        const reply = await app.inject({ url: `/api/history?wallet=${WALLET}`, remoteAddress: `10.5.0.${visitor}`, headers: OPERATOR_HEADERS });
        return { status: reply.statusCode, ms: performance.now() - started, at: started };
      };
      for (let visitor = 1; visitor <= 3; visitor++) assert.equal((await page(visitor)).status, 200);

      server.pause();
      const hungAt = performance.now();
      const during: Array<Awaited<ReturnType<typeof page>>> = [];
      // One request after another, as a crowd's would arrive, for 3.5 s.
      for (let visitor = 10; performance.now() - hungAt < 3_500; visitor++) during.push(await page(visitor % 250));
      const slowest = Math.max(...during.map((one) => one.ms));
      const late = during.filter((one) => one.at - hungAt >= FALLBACK_WITHIN_MS);
      assert.ok(
        during.every((one) => one.status === 200),
        'every request answered',
      );
      assert.ok(slowest <= FALLBACK_WITHIN_MS, `the request caught by the hang took ${Math.round(slowest)} ms`);
      assert.ok(late.length > 0 && late.every((one) => one.ms < 500), `after ${FALLBACK_WITHIN_MS} ms: ${late.map((one) => Math.round(one.ms)).join(', ')} ms`);
      assert.equal(redis.available(), false);
      assert.equal(lines.filter((line) => line.includes('does not answer')).length, 1, `one warning for the hang: ${lines.join(' | ')}`);

      server.resume();
      const resumed = performance.now();
      while (!redis.available() && performance.now() - resumed < 3 * HUNG_AFTER_MS) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(redis.available(), true, 'shared again once Redis answers');
      assert.ok(lines.some((line) => line.includes('answers again')));
      const before = await redis.client.keys('ribbit:rate-limit:*');
      assert.equal((await page(251)).status, 200);
      const counted = await redis.client.keys('ribbit:rate-limit:*');
      assert.equal(counted.length, before.length + 1, 'a new visitor is counted in Redis again');
    } finally {
      await app.close();
      await redis.close();
    }
  });
});
