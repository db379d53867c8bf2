/**
 * What a client gets for a request the API cannot take: the status, a readable
 * message, and always `{error: {code, message}}` without a stack trace.
 */
import { MISSING_WALLET_MESSAGE } from '../../src/routes/recommendations';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { after, before, describe, it } from 'node:test';
import { PROTOTYPE_KEY_MESSAGE } from '../../src/plugins/jsonBody';
import { openStore, type Store } from '../../src/store';
import { buildChainlessApp, OPERATOR_HEADERS } from '../helpers/testApp';
import type { DataBody } from '../helpers/replyBodies';

function assertErrorShape(body: string, code: string): { code: string; message: string } {
  const parsed: unknown = JSON.parse(body);
  assert.deepEqual(Object.keys(parsed as object), ['error']);
  const { error } = parsed as { error: { code: string; message: string } };
  assert.deepEqual(Object.keys(error).sort(), ['code', 'message']);
  assert.equal(error.code, code);
  assert.doesNotMatch(body, /\bat .+:\d+:\d+|node_modules|stack/i);
  return error;
}

describe('request validation and the error shape', () => {
  let store: Store;
  let app: FastifyInstance;

  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildChainlessApp(store);
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  const post = (payload: string | undefined, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    app.inject({ method: 'POST', url: '/api/recommendations', payload, headers });

  for (const wallet of [
    '0x123',
    '52908400098527886E0F7030069857D2E4169EE7',
    '0x52908400098527886E0F7030069857D2E4169EEZ',
    '0x52908400098527886E0F7030069857D2E4169EE71',
    42,
  ]) {
    it(`refuses the wallet ${JSON.stringify(wallet)} with 400 and says what a wallet looks like`, async () => {
      const response = await post(JSON.stringify({ wallet }));
      assert.equal(response.statusCode, 400);
      const error = assertErrorShape(response.body, 'invalid_request');
      assert.equal(error.message, 'wallet must be "0x" followed by exactly 40 hexadecimal characters');
    });
  }

  it('asks for the wallet when the body lacks one', async () => {
    const response = await post(JSON.stringify({ address: '0x52908400098527886E0F7030069857D2E4169EE7' }));
    assert.equal(response.statusCode, 400);
    assert.equal(assertErrorShape(response.body, 'invalid_request').message, MISSING_WALLET_MESSAGE);
  });

  it('takes `wallet` or `wallets`, not both', async () => {
    const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
    const response = await post(JSON.stringify({ wallet, wallets: [wallet] }));
    assert.equal(response.statusCode, 400);
    assert.equal(assertErrorShape(response.body, 'invalid_request').message, MISSING_WALLET_MESSAGE);
  });

  it('refuses more than 5 wallets, none, or one that is not a wallet, and says why', async () => {
    const wallets = Array.from({ length: 6 }, (_, index) => `0x${String(index + 1).repeat(40)}`);
    for (const [body, message] of [
      [{ wallets }, 'wallets must list 1 to 5 addresses or ENS names.'],
      [{ wallets: [] }, 'wallets must list 1 to 5 addresses or ENS names.'],
      [{ wallets: [wallets[0], 'nope'] }, 'wallet must be "0x" followed by exactly 40 hexadecimal characters'],
    ] as const) {
      const response = await post(JSON.stringify(body));
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(assertErrorShape(response.body, 'invalid_request').message, message);
    }
  });

  it('answers 400 for an empty JSON body, for broken JSON and for a JSON value that is not an object', async () => {
    const empty = await post('');
    assert.equal(empty.statusCode, 400);
    assert.match(assertErrorShape(empty.body, 'invalid_request').message, /body is empty/);
    const broken = await post('{"wallet": ');
    assert.equal(broken.statusCode, 400);
    assert.match(assertErrorShape(broken.body, 'invalid_request').message, /not valid JSON/);
    const array = await post('["0x52908400098527886E0F7030069857D2E4169EE7"]');
    assert.equal(array.statusCode, 400);
    assert.match(assertErrorShape(array.body, 'invalid_request').message, /must be a JSON object/);
  });

  it('takes only a string as a wallet: an array of one is refused, never coerced, and nothing is stored', async () => {
    const wallet = '0x7777777777777777777777777777777777777777';
    for (const payload of [{ wallet: [wallet] }, { wallet: [wallet, wallet] }, { wallet: { 0: wallet } }]) {
      const response = await post(JSON.stringify(payload));
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(assertErrorShape(response.body, 'invalid_request').message, 'wallet must be "0x" followed by exactly 40 hexadecimal characters');
    }
    assert.deepEqual(await store.listByWallet('0x7777777777777777777777777777777777777777', 5), []);
  });

  it('says why a "__proto__" or "constructor.prototype" key is refused, instead of calling it invalid JSON', async () => {
    const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
    for (const payload of [`{"__proto__": {"admin": true}, "wallet": "${wallet}"}`, `{"constructor": {"prototype": {"admin": true}}, "wallet": "${wallet}"}`]) {
      const response = await post(payload);
      assert.equal(response.statusCode, 400, payload);
      assert.equal(assertErrorShape(response.body, 'invalid_request').message, PROTOTYPE_KEY_MESSAGE);
    }
  });

  it('answers 400 when there is no body at all', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/recommendations' });
    assert.equal(response.statusCode, 400);
    assertErrorShape(response.body, 'invalid_request');
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await post('wallet=0x52908400098527886E0F7030069857D2E4169EE7', { 'content-type': type });
      assert.equal(response.statusCode, 415, type);
      assert.match(assertErrorShape(response.body, 'unsupported_media_type').message, /application\/json/);
    }
  });

  it('answers 413 for a body over 1 KiB', async () => {
    const response = await post(JSON.stringify({ wallet: '0x52908400098527886E0F7030069857D2E4169EE7', padding: 'x'.repeat(2_000) }));
    assert.equal(response.statusCode, 413);
    assertErrorShape(response.body, 'body_too_large');
  });

  it('checks the history query the same way', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/history', headers: OPERATOR_HEADERS });
    assert.equal(missing.statusCode, 400);
    assert.equal(assertErrorShape(missing.body, 'invalid_request').message, 'The wallet query parameter is required: ?wallet=0x…');
    const bad = await app.inject({ method: 'GET', url: '/api/history?wallet=0xnothex', headers: OPERATOR_HEADERS });
    assert.equal(bad.statusCode, 400);
    assert.equal(assertErrorShape(bad.body, 'invalid_request').message, 'wallet must be "0x" followed by exactly 40 hexadecimal characters');
  });

  it('answers an unknown API path or method with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['DELETE', '/api/recommendations'],
      ['GET', '/api'],
    ] as const) {
      const response = await app.inject({ method, url });
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.match(String(response.headers['content-type']), /application\/json/);
      assertErrorShape(response.body, 'not_found');
    }
  });

  it('says it is healthy, on which chain and with which engine', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    const { data } = response.json<DataBody<{ status: string }>>();
    assert.deepEqual(Object.keys(data), ['status', 'chainIds', 'engineVersion']);
    assert.equal(data.status, 'ok');
  });
});
