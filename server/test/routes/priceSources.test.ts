/**
 * Both price sources through the service: Chainlink first, DefiLlama (a local
 * server speaking its documented format, at the network edge) for what has no
 * feed, and a disagreement of more than 2 % said in the token's "Why?".
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createDefiLlamaSource } from '../../src/prices/defiLlamaSource';
import { withReadingCache } from '../../src/prices/readingCache';
import type { Recommendation } from '../../../contract';
import { openStore, type Store } from '../../src/store';
import { buildTestApp } from '../helpers/testApp';
import { useLocalChain } from '../support/anvil';
import { startFakeDefiLlama, type FakeDefiLlama } from '../support/defiLlamaServer';

const DAY = 86_400;
const DEGEN = '0x6666666666666666666666666666666666666666';
const BALANCED = '0x2222222222222222222222222222222222222222';

describe('prices from Chainlink and DefiLlama', () => {
  const chain = useLocalChain();
  let store: Store | undefined;
  let api: FakeDefiLlama | undefined;
  let app: FastifyInstance | undefined;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  const tokenOf = (symbol: string) => {
    const token = chain().tokens.find((candidate) => candidate.symbol === symbol);
    assert.ok(token, symbol);
    return token;
  };
  const coinId = (symbol: string) => `ethereum:${tokenOf(symbol).address.toLowerCase()}`;
  /** A daily history ending today at `price`, as DefiLlama's chart answers. */
  const history = (price: number) =>
    Array.from({ length: 181 }, (_, index) => ({ timestamp: nowSeconds() - (180 - index) * DAY, price: price * (1 + 0.01 * Math.sin(index)) }));

  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    api = await startFakeDefiLlama({ nowSeconds });
    // HOP has no Chainlink feed on the local chain: only DefiLlama knows it.
    api.coins.set(coinId('HOP'), { symbol: 'HOP', price: 0.012, timestamp: nowSeconds() - 60, confidence: 0.99, history: history(0.012) });
    const fallback = withReadingCache(createDefiLlamaSource({ baseUrl: api.url }), 60_000);
    app = await buildTestApp({ chain: chain(), store, fallbackPrices: fallback });
  });
  after(async () => {
    await app?.close();
    await api?.close();
    await store?.close();
  });

  async function recommend(wallet: string): Promise<Recommendation> {
    const response = await app!.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ data: Recommendation }>().data;
  }

  it('prices a token without a feed from DefiLlama, and says so in its "Why?"', async () => {
    const degen = await recommend(DEGEN);
    const hop = degen.tokens.find((token) => token.symbol === 'HOP');
    assert.ok(hop, 'HOP is advised, not set aside as unpriced');
    assert.equal(hop.price, 0.012);
    assert.deepEqual(hop.notes, ['Priced by DefiLlama: no Chainlink feed is known for this token.']);
    assert.ok(!degen.setAside.some((token) => token.symbol === 'HOP'));
    assert.ok(
      api!.requests.some((request) => request.endpoint === 'chart'),
      'the daily history came from the chart endpoint',
    );
  });

  it('keeps Chainlink first, and says when DefiLlama disagrees by more than 2 %', async () => {
    const first = await recommend(BALANCED);
    const link = first.tokens.find((token) => token.symbol === 'LINK');
    const mkr = first.tokens.find((token) => token.symbol === 'MKR');
    assert.ok(link && mkr);
    assert.deepEqual(link.notes, [], 'DefiLlama does not know LINK yet: nothing to say');
    // DefiLlama now knows both: LINK 10 % off Chainlink's price, MKR within 1 %.
    api!.coins.set(coinId('LINK'), { symbol: 'LINK', price: link.price * 1.1, timestamp: nowSeconds() - 60, confidence: 0.99, history: history(link.price) });
    api!.coins.set(coinId('MKR'), { symbol: 'MKR', price: mkr.price * 1.01, timestamp: nowSeconds() - 60, confidence: 0.99, history: history(mkr.price) });
    const otherApp = await buildTestApp({
      chain: chain(),
      store: store!,
      fallbackPrices: withReadingCache(createDefiLlamaSource({ baseUrl: api!.url }), 60_000),
    });
    try {
      const response = await otherApp.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: BALANCED } });
      const again = response.json<{ data: Recommendation }>().data;
      const linkAgain = again.tokens.find((token) => token.symbol === 'LINK');
      assert.equal(linkAgain?.price, link.price, 'the advice keeps using Chainlink');
      assert.match(
        linkAgain.notes.at(0) ?? '',
        /^Chainlink \(\$[\d,.]+\) and DefiLlama \(\$[\d,.]+\) disagree by 9\.\d%, more than 2\.0%; the advice uses Chainlink's price\.$/,
      );
      assert.deepEqual(again.tokens.find((token) => token.symbol === 'MKR')?.notes, []);
    } finally {
      await otherApp.close();
    }
  });

  it('answers from Chainlink alone when DefiLlama fails', async () => {
    api!.failNext({ status: 500 }, { times: 10 });
    const otherApp = await buildTestApp({
      chain: chain(),
      store: store!,
      fallbackPrices: withReadingCache(createDefiLlamaSource({ baseUrl: api!.url }), 60_000),
    });
    try {
      const response = await otherApp.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: DEGEN } });
      assert.equal(response.statusCode, 200);
      const degen = response.json<{ data: Recommendation }>().data;
      assert.deepEqual(degen.setAside.find((token) => token.symbol === 'HOP')?.reason, 'unpriced');
      assert.ok(degen.tokens.some((token) => token.symbol === 'LUNA'));
    } finally {
      await otherApp.close();
    }
  });
});
