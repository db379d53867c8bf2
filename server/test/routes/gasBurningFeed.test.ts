/**
 * Issue 20, item 4: a feed whose code burns all the gas (here LINK's, on the
 * seeded Ethereum chain) made the chain's whole price batch fail, and the whale
 * got 2 Base tokens while /api/ready said chain 1 was up. Now it costs LINK only,
 * and ready names the feed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Recommendation } from '../../../contract';
import { loadArtifacts } from '../../demo/compile';
import { rpc } from '../../demo/anvilRpc';
import { openStore, type Store } from '../../src/store';
import type { ReadinessReport } from '../../src/routes/readiness';
import { useLocalChain } from '../support/anvil';
import { buildTestApp } from '../helpers/testApp';
import type { DataBody } from '../helpers/replyBodies';

describe('a gas-burning feed on the local chain', () => {
  const chain = useLocalChain();
  let store: Store;
  let app: FastifyInstance;
  let linkFeed: string;

  before(async () => {
    const link = chain().tokens.find((token) => token.symbol === 'LINK');
    assert.ok(link?.extensions?.priceFeed);
    linkFeed = link.extensions.priceFeed;
    const artifacts = await loadArtifacts();
    // The feed's address now holds code that burns every call's gas.
    await rpc(chain().rpcUrl, 'anvil_setCode', [linkFeed, artifacts.contracts.GasBurningFeed.deployedBytecode]);
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildTestApp({ chain: chain(), store });
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  it('sets LINK aside as price-unavailable and advises every other token of the balanced wallet', async (t) => {
    const wallet = chain().demoWallets.find((candidate) => candidate.profile === 'balanced');
    assert.ok(wallet);
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: wallet.address } });
    t.diagnostic(`answered in ${Math.round(performance.now() - started)} ms`);
    assert.equal(response.statusCode, 200, response.body);
    const recommendation = response.json<DataBody<Recommendation>>().data;
    assert.deepEqual(
      recommendation.setAside.map((token) => [token.symbol, token.reason]),
      [['LINK', 'price-unavailable']],
    );
    const held = recommendation.tokens.filter((token) => token.count > 0).map((token) => token.symbol);
    for (const symbol of ['ETH', 'WBTC', 'USDC', 'DAI', 'AAVE', 'UNI', 'MKR', 'ARB', 'LDO'])
      assert.ok(held.includes(symbol), `${symbol} advised (${held.join(', ')})`);
  });

  it('/api/ready stays up for the chain but is degraded and names the failing feed', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(response.statusCode, 200);
    const report = response.json<DataBody<ReadinessReport>>().data;
    assert.equal(report.status, 'degraded');
    const [ethereum] = report.chains;
    assert.equal(ethereum.status, 'up');
    assert.equal(ethereum.failingFeeds?.length, 1);
    assert.equal(ethereum.failingFeeds[0].feed.toLowerCase(), linkFeed.toLowerCase());
    assert.match(ethereum.failingFeeds[0].reason, /did not answer decimals\(\)/);
  });
});
