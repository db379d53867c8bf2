/**
 * POST /api/recommendations with an ENS name: resolved on the local Ethereum
 * chain through the Universal Resolver, the name answered and stored beside the
 * address; an unknown name, a name without an address, and a server without
 * Ethereum are 422s with their own codes; anything else keeps the format error.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { after, before, describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { FormatRegistry } from '@sinclair/typebox';
import { RecommendationSchema, WALLET_FORMAT_MESSAGE, type Recommendation } from '../../../contract';
import { MULTICALL3_ADDRESS } from '../../src/chains/abis';
import { openStore, type Store } from '../../src/store';
import { useLocalChain } from '../support/anvil';
import { buildTestApp, closedPortUrl, OPERATOR_HEADERS } from '../helpers/testApp';
import type { DataBody, ErrorBody, HistoryBody } from '../helpers/replyBodies';

const WHALE = '0x4444444444444444444444444444444444444444';

describe('ENS names on POST /api/recommendations', () => {
  const chain = useLocalChain();
  let store: Store;
  let app: FastifyInstance;

  before(async () => {
    if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => /^[0-9a-f-]{36}$/i.test(value));
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildTestApp({ chain: chain(), store });
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  const post = (wallet: unknown) => app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet } });

  it('advises the wallet a name resolves to, with the name beside the address, and stores both', async () => {
    const response = await post('whale.eth');
    assert.equal(response.statusCode, 200, response.body);
    const { data } = response.json<DataBody<Recommendation>>();
    assert.equal(data.address, WHALE);
    assert.equal(data.ensName, 'whale.eth');
    assert.ok(data.tokens.length > 0, 'the whale’s advice');
    assert.ok(Value.Check(RecommendationSchema, data));
    const history = await app.inject({ method: 'GET', url: `/api/history?wallet=${WHALE}`, headers: OPERATOR_HEADERS });
    const stored = history.json<HistoryBody>().data.result.find((entry) => entry.id === data.id);
    assert.ok(stored, 'the answer is in the history');
    assert.equal(stored.ensName, 'whale.eth');
    assert.equal(stored.address, WHALE);
  });

  it('normalises the name as ENSIP-15 does before resolving and answering it', async () => {
    const response = await post('Whale.ETH');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<DataBody<Recommendation>>().data.ensName, 'whale.eth');
  });

  it('leaves ensName out when an address was sent', async () => {
    const response = await post('0x5555555555555555555555555555555555555555');
    assert.equal(response.statusCode, 200);
    assert.equal('ensName' in response.json<DataBody<Recommendation>>().data, false);
  });

  for (const name of ['nobody.eth', 'noaddr.eth', 'pay.whale.eth']) {
    it(`answers 422 ens_name_not_found for ${name}, naming it`, async () => {
      const response = await post(name);
      assert.equal(response.statusCode, 422);
      assert.deepEqual(response.json<ErrorBody>(), { error: { code: 'ens_name_not_found', message: `No address found for ${name}` } });
    });
  }

  for (const wallet of ['whale.com', 'wha le.eth', 'a_b.eth', '.eth', `${'a'.repeat(41)}.eth`, 'whale.eth ']) {
    it(`keeps the format error for ${JSON.stringify(wallet)}`, async () => {
      const response = await post(wallet);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json<ErrorBody>(), { error: { code: 'invalid_request', message: WALLET_FORMAT_MESSAGE } });
    });
  }
});

describe('ENS names on a server without Ethereum', () => {
  it('answers 422 ens_unavailable without asking any node', async () => {
    const store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    const app = await buildTestApp({
      chain: { rpcUrl: await closedPortUrl(), chainId: 8453, multicall3: MULTICALL3_ADDRESS, tokens: [] },
      store,
      priceRefresh: false,
    });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: 'whale.eth' } });
      assert.equal(response.statusCode, 422);
      const { error } = response.json<ErrorBody>();
      assert.equal(error.code, 'ens_unavailable');
      assert.match(error.message, /does not read Ethereum/);
    } finally {
      await app.close();
      await store.close();
    }
  });
});
