/**
 * Several chains in one answer, and a chain that fails without taking Ribbit
 * down: the answer comes from the chains that can be read, says which could
 * not, and guesses nothing from it. A URL that hangs fails over to the next.
 */
import { chainName } from '../../src/domain/chains';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Recommendation } from '../../../contract';
import { openStore, type Store } from '../../src/store';
import { buildTestApp, closedPortUrl, type TestChain } from '../helpers/testApp';
import { useLocalChain } from '../support/anvil';
import { startHungNode } from '../support/rpcProxy';

const BALANCED = '0x2222222222222222222222222222222222222222';

describe('a chain that cannot be read among others', () => {
  const chain = useLocalChain();
  let store: Store;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  });
  after(() => store.close());

  /** The local chain's token list again, as another chain (Base) whose node is gone. */
  async function deadBase(): Promise<TestChain> {
    return { ...chain(), chainId: 8453, rpcUrl: await closedPortUrl(), tokens: chain().tokens.map((token) => ({ ...token, chainId: 8453 })) };
  }

  it('answers from the chains that can be read and says which could not', async () => {
    const app = await buildTestApp({ chains: [chain(), await deadBase()], store });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: BALANCED } });
      assert.equal(response.statusCode, 200);
      const recommendation = response.json<{ data: Recommendation }>().data;
      assert.deepEqual(
        recommendation.chains.map(({ chainId, name, status }) => ({ chainId, name, status })),
        [
          { chainId: chain().chainId, name: chainName(chain().chainId), status: 'ok' },
          { chainId: 8453, name: 'Base', status: 'unavailable' },
        ],
      );
      // A fixed phrase, never the error text: no host, port or URL in what the visitor sees.
      assert.equal(recommendation.chains[1].reason, 'its node refused the connection');
      assert.ok(recommendation.tokens.length > 0);
      assert.ok(
        recommendation.tokens.every((token) => token.chainId === chain().chainId),
        'nothing from the dead chain',
      );
      assert.match(recommendation.overview, /Base could not be read, so its tokens are not included\./);
    } finally {
      await app.close();
    }
  });

  it('answers 503 when no chain can be read', async () => {
    const app = await buildTestApp({ chains: [{ ...chain(), rpcUrl: await closedPortUrl() }, await deadBase()], store });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: BALANCED } });
      assert.equal(response.statusCode, 503);
      assert.equal(response.json<{ error: { code: string } }>().error.code, 'chain_unavailable');
    } finally {
      await app.close();
    }
  });

  it('fails over from a hung RPC URL to the next one within one time-out', async () => {
    const hung = await startHungNode();
    const app = await buildTestApp({ chain: { ...chain(), rpcUrls: [hung.url, chain().rpcUrl] }, store });
    try {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: BALANCED } });
      const elapsed = performance.now() - started;
      assert.equal(response.statusCode, 200);
      // The price cache was warmed (through the failover too) before the app was ready.
      assert.ok(elapsed < 1_500, `answered in ${Math.round(elapsed)} ms`);
    } finally {
      await app.close();
      await hung.close();
    }
  });
});
