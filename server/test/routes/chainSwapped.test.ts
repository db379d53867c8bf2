/**
 * A provider swaps the node behind a chain's URL for a node of another chain, mid-run, without
 * failing a request (issue 31, item 4): Ethereum's URL starts answering for Base. Before, Ribbit
 * kept calling it chain 1, `ok`: the balanced wallet fell from about $71,660 to $9,800, that answer
 * was stored, and ready said up. Both real demo chains, seeded; the swap is a proxy retargeted.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { after, before, describe, it } from 'node:test';
import type { Recommendation } from '../../../contract';
import { buildApp } from '../../src/app';
import { CHAIN_ID_RECHECK_MS } from '../../src/chains/transport/chainIdCheck';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../src/chains/transport/client';
import { startLocalChains, type LocalChainHandle, type LocalChains } from '../../demo/localChains';
import { connectChains } from '../../src/prices/chainReader';
import type { ReadinessReport } from '../../src/routes/readiness';
import { openStore, type Store } from '../../src/store';
import { TEST_APP_CONFIG } from '../helpers/testApp';
import { startCountingProxy, type CountingProxy } from '../support/rpcProxy';

const BALANCED = '0x2222222222222222222222222222222222222222';

describe("a chain's node swapped for another chain's behind its URL", () => {
  let local: LocalChains;
  let base: LocalChainHandle;
  let proxy: CountingProxy;
  let store: Store;
  let app: FastifyInstance;
  /** The transport's clock runs ahead of the wall clock by this much. */
  let aheadMs = 0;
  before(async () => {
    local = await startLocalChains();
    const ethereum = local.chains.find((chain) => chain.chainId === 1) as LocalChainHandle;
    base = local.chains.find((chain) => chain.chainId === 8453) as LocalChainHandle;
    proxy = await startCountingProxy(ethereum.rpcUrl);
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    const chains = connectChains(
      [
        { ...ethereum, rpcUrls: [proxy.url] },
        { ...base, rpcUrls: [base.rpcUrl] },
      ],
      {
        rpc: { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT },
        priceCacheTtlMs: 600_000,
        closes: store.closes,
        now: () => Date.now() + aheadMs,
      },
    );
    app = await buildApp({ config: TEST_APP_CONFIG, store, chains, priceRefresh: { ttlMs: 600_000, awaitFirstPass: true } });
  });
  after(async () => {
    await app.close();
    await store.close();
    await proxy.close();
    await local.stop();
  });

  const recommend = async (): Promise<Recommendation> => {
    const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: BALANCED } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ data: Recommendation }>().data;
  };
  const ready = async (): Promise<ReadinessReport> => (await app.inject({ method: 'GET', url: '/api/ready' })).json<{ data: ReadinessReport }>().data;

  it("answers Ethereum unavailable from the first request after the swap, and stores nothing of Base's as Ethereum's", async () => {
    const whole = await recommend();
    assert.equal(whole.chains[0].status, 'ok');
    assert.ok(whole.tokens.some((token) => token.chainId === 1 && token.count > 0));

    proxy.retarget(base.rpcUrl);
    const answered = await recommend();
    assert.deepEqual(
      answered.chains.map(({ chainId, status }) => [chainId, status]),
      [
        [1, 'unavailable'],
        [8453, 'ok'],
      ],
    );
    assert.equal(answered.tokens.filter((token) => token.chainId === 1 && token.count > 0).length, 0, 'nothing held on Ethereum is shown');
    assert.ok(answered.totalValueUsd < whole.totalValueUsd);

    const [stored] = await store.listByWallet(BALANCED, 1);
    assert.equal(stored.id, answered.id);
    assert.equal(stored.chains[0].status, 'unavailable', 'the stored answer says Ethereum could not be read');
    assert.equal(stored.tokens.filter((token) => token.chainId === 1 && token.count > 0).length, 0);
  });

  it("reports Ethereum down in /api/ready once its URL's chain id is asked again, 30 s after it was last confirmed", async () => {
    aheadMs += CHAIN_ID_RECHECK_MS;
    const report = await ready();
    const ethereum = report.chains.find((chain) => chain.chainId === 1);
    assert.equal(ethereum?.status, 'down');
    assert.equal(ethereum.error, 'The node answers for chain 8453, not 1');
    assert.equal(report.status, 'degraded', 'Base still answers');
    assert.equal(proxy.count('eth_chainId') > 0, true);
  });
});
