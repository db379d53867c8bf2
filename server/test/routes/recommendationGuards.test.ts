/**
 * What stands before a recommendation is made: the per-IP rate limit and the
 * reCAPTCHA check. Google is replaced at the network edge (fetch).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createRecaptchaVerifier } from '../../src/plugins/recaptcha';
import { openStore, type Store } from '../../src/store';
import { GOOD_SITEVERIFY_ANSWER, siteverifyFetch } from '../helpers/siteverify';
import { buildChainlessApp, OPERATOR_HEADERS } from '../helpers/testApp';
import type { ErrorBody } from '../helpers/replyBodies';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('rate limit and reCAPTCHA on POST /api/recommendations', () => {
  let store: Store;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  });
  after(() => store.close());

  it('answers 429 with Retry-After once an IP has used its allowance, and counts per IP', async () => {
    const app = await buildChainlessApp(store, { config: { rateLimit: { max: 2, windowMs: 30_000 } } });
    try {
      const post = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: '0xbad' }, remoteAddress });
      assert.equal((await post('10.0.0.1')).statusCode, 400);
      assert.equal((await post('10.0.0.1')).statusCode, 400);
      const limited = await post('10.0.0.1');
      assert.equal(limited.statusCode, 429);
      const retryAfter = Number(limited.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= 30, `Retry-After is ${limited.headers['retry-after']}`);
      assert.equal(limited.json<ErrorBody>().error.code, 'rate_limited');
      assert.equal(limited.json<ErrorBody>().error.message, 'Too many requests from your address. Try again in 30 seconds.');
      assert.equal((await post('10.0.0.2')).statusCode, 400, 'another IP has its own allowance');
      assert.equal(
        (await app.inject({ method: 'GET', url: `/api/history?wallet=${WALLET}`, remoteAddress: '10.0.0.1', headers: OPERATOR_HEADERS })).statusCode,
        200,
        'history has its own allowance',
      );
    } finally {
      await app.close();
    }
  });

  for (const [situation, answer] of [
    ['a low score', { ...GOOD_SITEVERIFY_ANSWER, score: 0.1 }],
    ['another action', { ...GOOD_SITEVERIFY_ANSWER, action: 'login' }],
    ['another hostname', { ...GOOD_SITEVERIFY_ANSWER, hostname: 'evil.example' }],
    ['a token Google refuses', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
  ] as const) {
    it(`answers 401 "Failed reCAPTCHA" for ${situation}`, async () => {
      const recaptcha = createRecaptchaVerifier({ secret: 's', hostnames: null, fetch: siteverifyFetch(answer) });
      const app = await buildChainlessApp(store, { recaptcha });
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/api/recommendations',
          headers: { host: 'ribbit.example', 'x-recaptcha-token': 'tok' },
          payload: { wallet: WALLET },
        });
        assert.equal(response.statusCode, 401);
        assert.equal(response.json<ErrorBody>().error.code, 'recaptcha_failed');
        assert.match(response.json<ErrorBody>().error.message, /^Failed reCAPTCHA: /);
      } finally {
        await app.close();
      }
    });
  }

  it('answers 401 when a secret is set and the request carries no token', async () => {
    const recaptcha = createRecaptchaVerifier({ secret: 's', hostnames: null, fetch: siteverifyFetch(GOOD_SITEVERIFY_ANSWER) });
    const app = await buildChainlessApp(store, { recaptcha });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: WALLET } });
      assert.equal(response.statusCode, 401);
      assert.match(response.json<ErrorBody>().error.message, /X-Recaptcha-Token header is missing/);
    } finally {
      await app.close();
    }
  });

  it('answers 503 when Google cannot be reached, so the app retries instead of showing "Failed reCAPTCHA"', async () => {
    const recaptcha = createRecaptchaVerifier({ secret: 's', hostnames: null, fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    const app = await buildChainlessApp(store, { recaptcha });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/recommendations', headers: { 'x-recaptcha-token': 'tok' }, payload: { wallet: WALLET } });
      assert.equal(response.statusCode, 503);
      assert.equal(response.json<ErrorBody>().error.code, 'recaptcha_unavailable');
    } finally {
      await app.close();
    }
  });
});
