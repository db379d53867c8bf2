/**
 * GET /api/history: an operators' route, off without HISTORY_API_TOKEN and answered only with it
 * (issue 31, item 11: it was public); pages with a cursor, its own rate limit, and compressed JSON
 * (issue 20, item 1: a 50-row whale page was 6.1 MB, unlimited and sent raw).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HISTORY_DEFAULT_PAGE, HISTORY_MAX_PAGE, type Recommendation } from '../../../contract';
import { openStore, type Store } from '../../src/store';
import { makeRecommendation } from '../helpers/recommendations';
import type { ErrorBody, HistoryBody } from '../helpers/replyBodies';
import { buildChainlessApp, OPERATOR_HEADERS, TEST_HISTORY_TOKEN } from '../helpers/testApp';
import { connectRedis } from '../../src/prices/redisConnection';
import { startRedisServer } from '../support/redisServer';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('GET /api/history', () => {
  let store: Store;
  const saved: Recommendation[] = [];
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    for (let i = 0; i < 12; i++) {
      // Two in the same millisecond: the cursor must still not skip or repeat one.
      const recommendation = makeRecommendation({ generatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))).toISOString() });
      await store.save(recommendation);
      saved.unshift(recommendation);
    }
  });
  after(() => store.close());

  it('is off without HISTORY_API_TOKEN: 404, naming the variable, whatever the request carries', async () => {
    const app = await buildChainlessApp(store, { config: { historyApiToken: undefined } });
    try {
      for (const headers of [{}, OPERATOR_HEADERS]) {
        const reply = await app.inject({ url: `/api/history?wallet=${WALLET}`, headers });
        assert.equal(reply.statusCode, 404);
        assert.deepEqual(reply.json(), {
          error: { code: 'not_found', message: "GET /api/history is off on this server: it is an operators' route, turned on by HISTORY_API_TOKEN." },
        });
      }
    } finally {
      await app.close();
    }
  });

  it("answers only a request with the operators' token, and refuses the others before they count against the rate limit", async () => {
    const app = await buildChainlessApp(store, { config: { historyRateLimit: { max: 1, windowMs: 60_000 } } });
    try {
      for (const authorization of [
        undefined,
        `Bearer ${TEST_HISTORY_TOKEN}x`,
        `Bearer ${TEST_HISTORY_TOKEN.slice(1)}`,
        `Basic ${TEST_HISTORY_TOKEN}`,
        TEST_HISTORY_TOKEN,
      ]) {
        const reply = await app.inject({ url: `/api/history?wallet=${WALLET}`, headers: authorization === undefined ? {} : { authorization } });
        assert.equal(reply.statusCode, 401, authorization);
        assert.equal(reply.headers['www-authenticate'], 'Bearer realm="ribbit-operators"');
        assert.deepEqual(reply.json(), {
          error: { code: 'unauthorized', message: "GET /api/history needs the operators' token: Authorization: Bearer <HISTORY_API_TOKEN>." },
        });
      }
      const operator = await app.inject({ url: `/api/history?wallet=${WALLET}`, headers: OPERATOR_HEADERS });
      assert.equal(operator.statusCode, 200, 'the refused requests used none of the allowance of 1');
    } finally {
      await app.close();
    }
  });

  it(`answers ${HISTORY_DEFAULT_PAGE} by default, newest first, and every page follows with its cursor`, async () => {
    const app = await buildChainlessApp(store);
    try {
      const first = await app.inject({ url: `/api/history?wallet=${WALLET}`, headers: OPERATOR_HEADERS });
      assert.equal(first.statusCode, 200);
      const page = first.json<HistoryBody>().data;
      assert.equal(page.result.length, HISTORY_DEFAULT_PAGE);
      const seen = page.result.map((r) => r.id);
      let next = page.next;
      while (next !== null) {
        const reply = (await app.inject({ url: `/api/history?wallet=${WALLET}&limit=4&before=${next}`, headers: OPERATOR_HEADERS })).json<HistoryBody>().data;
        seen.push(...reply.result.map((r) => r.id));
        next = reply.next;
      }
      assert.deepEqual(
        seen,
        saved.map((r) => r.id),
      );
    } finally {
      await app.close();
    }
  });

  it('refuses a page larger than the maximum, and a cursor that is not one', async () => {
    const app = await buildChainlessApp(store);
    try {
      const large = await app.inject({ url: `/api/history?wallet=${WALLET}&limit=${HISTORY_MAX_PAGE + 1}`, headers: OPERATOR_HEADERS });
      assert.equal(large.statusCode, 400);
      assert.equal(large.json<ErrorBody>().error.message, `limit must be a whole number from 1 to ${HISTORY_MAX_PAGE}.`);
      const zero = await app.inject({ url: `/api/history?wallet=${WALLET}&limit=0`, headers: OPERATOR_HEADERS });
      assert.equal(zero.statusCode, 400);
      for (const before of ['yesterday', `urn:uuid:${saved[0].id}`, `{${saved[0].id}}`]) {
        // urn:uuid: passed the uuid format, and PostgreSQL's refusal of it was a 503, logged as an error (issue 31, item 10).
        const cursor = await app.inject({ url: `/api/history?wallet=${WALLET}&before=${encodeURIComponent(before)}`, headers: OPERATOR_HEADERS });
        assert.equal(cursor.statusCode, 400, before);
        assert.equal(cursor.json<ErrorBody>().error.message, 'before must be the "next" cursor of a previous page.');
      }
    } finally {
      await app.close();
    }
  });

  it('has its own per-IP rate limit', async () => {
    const app = await buildChainlessApp(store, { config: { historyRateLimit: { max: 2, windowMs: 30_000 } } });
    try {
      const get = (remoteAddress: string) => app.inject({ url: `/api/history?wallet=${WALLET}`, remoteAddress, headers: OPERATOR_HEADERS });
      assert.equal((await get('10.0.0.1')).statusCode, 200);
      assert.equal((await get('10.0.0.1')).statusCode, 200);
      const limited = await get('10.0.0.1');
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.json<ErrorBody>().error.code, 'rate_limited');
      assert.equal((await get('10.0.0.2')).statusCode, 200, 'another IP has its own allowance');
    } finally {
      await app.close();
    }
  });

  it('shares that limit between nodes through Redis', async () => {
    const redisServer = await startRedisServer();
    const quiet = { warn: () => {}, info: () => {} };
    const connections = [connectRedis(redisServer.url, quiet), connectRedis(redisServer.url, quiet)];
    await Promise.all(connections.map((connection) => connection.connected()));
    const nodes = await Promise.all(
      connections.map((redis) => buildChainlessApp(store, { redis, config: { historyRateLimit: { max: 3, windowMs: 30_000 } } })),
    );
    try {
      const get = (node: number) => nodes[node].inject({ url: `/api/history?wallet=${WALLET}`, remoteAddress: '10.0.0.9', headers: OPERATOR_HEADERS });
      const statuses = [(await get(0)).statusCode, (await get(1)).statusCode, (await get(0)).statusCode, (await get(1)).statusCode];
      assert.deepEqual(statuses, [200, 200, 200, 429]);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await Promise.all(connections.map((connection) => connection.close()));
      await redisServer.stop();
    }
  });

  it('answers each recommendation as the very text stored, not parsed and serialised again', async () => {
    const wallet = '0x3333333333333333333333333333333333333333';
    const recommendation = makeRecommendation({ address: wallet, overview: 'Sell ≈ $2,880 − of LDO 🐸' });
    // generatedAt first: the schema's serialiser would have written it last.
    const { generatedAt, ...rest } = recommendation;
    const text = JSON.stringify({ generatedAt, ...rest });
    await store.save(recommendation, Buffer.from(text));
    const app = await buildChainlessApp(store);
    try {
      const reply = await app.inject({ url: `/api/history?wallet=${wallet}`, headers: OPERATOR_HEADERS });
      assert.equal(reply.statusCode, 200);
      assert.equal(reply.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(reply.body, `{"data":{"result":[${text}],"next":null}}`);
    } finally {
      await app.close();
    }
  });

  it('compresses the page with brotli or gzip when asked, and not otherwise', async () => {
    const app = await buildChainlessApp(store);
    try {
      const url = `/api/history?wallet=${WALLET}`;
      const plain = await app.inject({ url, headers: OPERATOR_HEADERS });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.ok(plain.rawPayload.length > 1024, `the page is ${plain.rawPayload.length} bytes`);
      const br = await app.inject({ url, headers: { ...OPERATOR_HEADERS, 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(br.headers.vary, 'accept-encoding');
      assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json());
      assert.ok(br.rawPayload.length < plain.rawPayload.length / 3, `${br.rawPayload.length} of ${plain.rawPayload.length} bytes`);
      const gz = await app.inject({ url, headers: { ...OPERATOR_HEADERS, 'accept-encoding': 'gzip;q=1, br;q=0' } });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.deepEqual(JSON.parse(gunzipSync(gz.rawPayload).toString()), plain.json());
      const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
      assert.equal(small.headers['content-encoding'], undefined, 'under 1 KB stays as it is');
    } finally {
      await app.close();
    }
  });
});
