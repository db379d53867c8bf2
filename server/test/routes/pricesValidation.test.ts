/** What GET /api/prices refuses, and its own rate limit: JSON errors like every route's. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PriceNow } from '../../../contract';
import { openStore, type Store } from '../../src/store';
import { buildChainlessApp } from '../helpers/testApp';
import type { DataBody, ErrorBody } from '../helpers/replyBodies';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('GET /api/prices: bad input and rate limit', () => {
  let store: Store;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  });
  after(() => store.close());

  const cases: Array<[what: string, url: string, message: RegExp]> = [
    ['no list', '/api/prices', /^List the tokens: \?tokens=1:0x/],
    ['an empty list', '/api/prices?tokens=', /^List the tokens/],
    [
      'more than 100 tokens',
      `/api/prices?tokens=${Array.from({ length: 101 }, () => `1:${USDC}`).join(',')}`,
      /^At most 100 tokens per request \(got 101\)\.$/,
    ],
    ['a malformed address', `/api/prices?tokens=1:${USDC},1:0x123`, /^tokens\[1\]: the address must be "0x" followed by exactly 40 hexadecimal characters$/],
    [
      'a chain id that is not a positive whole number',
      `/api/prices?tokens=0:${USDC}`,
      /^tokens\[0\]: the chain id must be a positive whole number \(got "0"\)$/,
    ],
    ['a chain id that is a word', `/api/prices?tokens=mainnet:${USDC}`, /^tokens\[0\]: the chain id must be a positive whole number \(got "mainnet"\)$/],
    ['an item without a chain id', `/api/prices?tokens=${USDC}`, /^tokens\[0\] \("0xA0b8.*"\) must be a chain id and an address, e.g. 1:0x/],
    ['the list given twice (an array, not a string)', `/api/prices?tokens=1:${USDC}&tokens=1:${USDC}`, /tokens must be string/],
  ];

  it('answers 400 invalid_request with a message that says what to send', async () => {
    const app = await buildChainlessApp(store);
    try {
      for (const [what, url, message] of cases) {
        const response = await app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 400, what);
        assert.equal(response.headers['content-type'], 'application/json; charset=utf-8', what);
        const body = response.json<ErrorBody>();
        assert.deepEqual(Object.keys(body), ['error'], what);
        assert.equal(body.error.code, 'invalid_request', what);
        assert.match(body.error.message, message, what);
      }
    } finally {
      await app.close();
    }
  });

  it('answers a token listed twice (in any case) twice, in the order asked, each checksummed', async () => {
    const app = await buildChainlessApp(store);
    try {
      const response = await app.inject({ method: 'GET', url: `/api/prices?tokens=1:${USDC},1:${USDC.toLowerCase()}` });
      assert.equal(response.statusCode, 200, response.body);
      const [first, second] = response.json<DataBody<{ prices: PriceNow[] }>>().data.prices;
      assert.equal(first.address, USDC);
      assert.deepEqual(second, first);
      assert.equal(response.json<DataBody<{ prices: PriceNow[] }>>().data.prices.length, 2);
    } finally {
      await app.close();
    }
  });

  it('answers 429 with Retry-After as JSON past its own allowance, apart from the recommendations’', async () => {
    const app = await buildChainlessApp(store, {
      config: { rateLimit: { max: 1, windowMs: 60_000 }, pricesRateLimit: { max: 2, windowMs: 20_000 } },
    });
    try {
      const ask = () => app.inject({ method: 'GET', url: `/api/prices?tokens=1:${USDC}`, remoteAddress: '10.0.0.7' });
      assert.equal((await ask()).statusCode, 200);
      assert.equal((await ask()).statusCode, 200);
      const limited = await ask();
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0 && Number(limited.headers['retry-after']) <= 20, `Retry-After ${limited.headers['retry-after']}`);
      assert.deepEqual(limited.json(), { error: { code: 'rate_limited', message: 'Too many requests from your address. Try again in 20 seconds.' } });
      const advice = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: '0xbad' }, remoteAddress: '10.0.0.7' });
      assert.equal(advice.statusCode, 400, 'the recommendations keep their own allowance');
    } finally {
      await app.close();
    }
  });
});
