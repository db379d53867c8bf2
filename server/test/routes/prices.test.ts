/**
 * GET /api/prices end to end: a real seeded anvil chain, the real Chainlink
 * source behind the reading cache, PGlite in memory.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { NATIVE_TOKEN_ADDRESS } from '../../src/domain/types';
import type { PriceNow, Recommendation } from '../../../contract';
import { openStore, type Store } from '../../src/store';
import { useLocalChain } from '../support/anvil';
import { startCountingProxy } from '../support/rpcProxy';
import { buildTestApp, closedPortUrl } from '../helpers/testApp';
import type { DataBody } from '../helpers/replyBodies';

const UNLISTED = '0x000000000000000000000000000000000000dEaD';

describe('GET /api/prices on the local chain', () => {
  const chain = useLocalChain();
  let store: Store;
  let app: FastifyInstance;

  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildTestApp({ chain: chain(), store });
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  const tokenOf = (symbol: string) => {
    const token = chain().tokens.find((candidate) => candidate.symbol === symbol);
    assert.ok(token, `${symbol} on the local chain`);
    return token;
  };

  async function pricesOf(query: string, target = app): Promise<PriceNow[]> {
    const response = await target.inject({ method: 'GET', url: `/api/prices?tokens=${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<DataBody<{ prices: PriceNow[] }>>().data.prices;
  }

  it('answers the price now of each token, in the order asked, equal to what a recommendation quotes', async () => {
    const wallet = chain().demoWallets.find((candidate) => candidate.profile === 'balanced');
    assert.ok(wallet);
    const advice = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: wallet.address } });
    assert.equal(advice.statusCode, 200, advice.body);
    const held = advice.json<DataBody<Recommendation>>().data.tokens.slice(0, 4);
    const prices = await pricesOf(held.map((token) => `${token.chainId}:${token.address}`).join(','));
    assert.deepEqual(
      prices.map(({ chainId, address, status, priceUsd }) => ({ chainId, address, status, priceUsd })),
      held.map(({ chainId, address, price }) => ({ chainId, address, status: 'ok', priceUsd: price })),
    );
    for (const price of prices) assert.ok(Date.now() - Date.parse(price.updatedAt ?? '') < 86_400_000, `${price.address} has a recent time`);
  });

  it('knows the native coin by the answer’s placeholder address, in any case', async () => {
    const [native] = await pricesOf(`1:${NATIVE_TOKEN_ADDRESS.toLowerCase()}`);
    assert.equal(native.status, 'ok');
    assert.equal(native.address, NATIVE_TOKEN_ADDRESS);
    assert.ok((native.priceUsd ?? 0) > 100, `ETH at $${native.priceUsd}`);
  });

  it('says "unknown" for a token not on the list and for a chain it does not read, and still prices the rest', async () => {
    const usdc = tokenOf('USDC');
    const prices = await pricesOf(`1:${UNLISTED},56:${usdc.address},1:${usdc.address}`);
    assert.deepEqual(prices[0], { chainId: 1, address: UNLISTED, status: 'unknown', reason: 'not on the token list of this chain' });
    assert.deepEqual(prices[1], { chainId: 56, address: usdc.address, status: 'unknown', reason: 'this service does not read chain 56' });
    assert.equal(prices[2].status, 'ok');
  });

  it('costs no JSON-RPC when asked again: the reading cache answers', async () => {
    const proxy = await startCountingProxy(chain().rpcUrl);
    const counted = await buildTestApp({ chain: { ...chain(), rpcUrl: proxy.url }, store, priceRefresh: false });
    try {
      const query = ['USDC', 'LINK', 'WBTC'].map((symbol) => `1:${tokenOf(symbol).address}`).join(',');
      const first = await pricesOf(query, counted);
      assert.ok(proxy.methods.length > 0, 'the first question reads the chain');
      proxy.reset();
      assert.deepEqual(await pricesOf(query, counted), first);
      assert.deepEqual(proxy.methods, [], 'the second is answered from the cache');
    } finally {
      await counted.close();
      await proxy.close();
    }
  });

  it('answers 200 with each token "unavailable" when the chain cannot be read', async () => {
    const down = await buildTestApp({ chain: { ...chain(), rpcUrl: await closedPortUrl() }, store, priceRefresh: false });
    try {
      const usdc = tokenOf('USDC');
      const [price] = await pricesOf(`1:${usdc.address}`, down);
      assert.deepEqual(price, { chainId: 1, address: usdc.address, status: 'unavailable', reason: 'its price source could not be read right now' });
    } finally {
      await down.close();
    }
  });
});
