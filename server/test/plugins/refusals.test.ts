/**
 * A flood is refused cheaply (issue 20, item 1): a visitor over its rate limit is refused in the
 * first hook, before its body arrives, and one that keeps asking waits REFUSAL_HOLD_MS for each
 * further refusal, while other visitors are answered. Here through the whole app on the real
 * clock, so only lower bounds are asserted (a loaded machine can only make things slower); the
 * hold's exact timings, its end when the client goes, its cap and its end at close are on a fake
 * clock in refusalHolds.test.ts.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config/config';
import { DEFAULT_REFUSAL_HOLD_MS } from '../../src/config/config';
import { waitInWords } from '../../src/plugins/refusals';
import { securityHeaders } from '../../src/plugins/securityHeaders';
import { openStore, type Store } from '../../src/store';
import type { ErrorBody } from '../helpers/replyBodies';
import { buildChainlessApp, OPERATOR_HEADERS } from '../helpers/testApp';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
const CSP = { recaptcha: false, analytics: false };
const HOLD_MS = 300;

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** A POST whose headers announce a body that never comes: answered only if the server does not wait for it. */
function postWithoutBody(port: number, visitor: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/recommendations',
      headers: { 'content-type': 'application/json', 'content-length': '30', 'x-forwarded-for': visitor },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body, ms: performance.now() - started });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

describe('refusals', () => {
  let store: Store;
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildChainlessApp(store, {
      config: {
        csp: CSP,
        trustProxy: ['127.0.0.1'],
        refusalHoldMs: HOLD_MS,
        rateLimit: { max: 1, windowMs: 60_000 },
        historyRateLimit: { max: 1, windowMs: 20_000 },
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  it('refuses a visitor over its limit before its body arrives, with the error contract and security headers', async () => {
    const post = (visitor: string) =>
      fetch(`http://127.0.0.1:${port}/api/recommendations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
        body: JSON.stringify({ wallet: WALLET }),
      });
    // Allowed by the limiter: the chain-less app's chain is a closed port (its protocols' calls go there), so the
    // answer itself is its 503; what matters here is that it is not a refusal.
    assert.notEqual((await post('10.0.0.1')).status, 429, 'allowed');
    assert.equal((await post('10.0.0.1')).status, 429, 'the rate limit refuses the second');
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    const refused = await postWithoutBody(port, '10.0.0.1');
    // Answered at all: the body never comes, so the server did not wait for it.
    assert.equal(refused.statusCode, 429);
    assert.equal((JSON.parse(refused.body) as ErrorBody).error.code, 'rate_limited');
    assert.match(refused.headers['retry-after'] as string, /^\d+$/);
    assert.equal(refused.headers['content-type'], 'application/json; charset=utf-8');
    for (const [name, value] of Object.entries(securityHeaders(CSP))) assert.equal(refused.headers[name], value, name);
  });

  it(`holds a repeated refusal at least ${HOLD_MS} ms, and serves another visitor`, async () => {
    const get = async (visitor: string) => {
      const started = performance.now();
      const response = await app.inject({
        url: `/api/history?wallet=${WALLET}`,
        remoteAddress: '127.0.0.1',
        headers: { ...OPERATOR_HEADERS, 'x-forwarded-for': visitor },
      });
      return { response, ms: performance.now() - started };
    };
    assert.equal((await get('10.0.0.2')).response.statusCode, 200);
    const first = await get('10.0.0.2');
    assert.equal(first.response.statusCode, 429);
    assert.equal(first.response.json<ErrorBody>().error.message, 'Too many requests from your address. Try again in 20 seconds.');

    const repeat = get('10.0.0.2');
    assert.equal((await get('10.0.0.3')).response.statusCode, 200, 'another visitor is answered');
    const held = await repeat;
    assert.equal(held.response.statusCode, 429);
    // Less 2 ms: timers run on a millisecond clock and may fire within a millisecond of their due time.
    assert.ok(held.ms >= HOLD_MS - 2, `the repeated refusal came after ${held.ms.toFixed(0)} ms`);
    assert.match(held.response.json<ErrorBody>().error.message, /^Too many requests from your address\. Try again in (20|19) seconds\.$/);
    assert.ok(Number(held.response.headers['retry-after']) > 0);
  });

  it(`words the wait as the rate limit does, and holds ${DEFAULT_REFUSAL_HOLD_MS} ms unless REFUSAL_HOLD_MS says otherwise`, () => {
    assert.deepEqual([1, 20, 59, 60, 89, 90, 3_600, 86_400].map(waitInWords), [
      '1 second',
      '20 seconds',
      '59 seconds',
      '1 minute',
      '1 minute',
      '2 minutes',
      '1 hour',
      '1 day',
    ]);
    assert.equal(loadConfig({}).refusalHoldMs, DEFAULT_REFUSAL_HOLD_MS);
    assert.equal(loadConfig({ REFUSAL_HOLD_MS: '0' }).refusalHoldMs, 0);
  });
});
