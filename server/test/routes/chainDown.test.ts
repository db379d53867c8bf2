/**
 * When the node is dead, refusing or hung, the visitor gets a clear 503 within
 * 3 s, with the default RPC time-out and retries.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MULTICALL3_ADDRESS } from '../../src/chains/abis';
import { startLocalChain } from '../../demo/localChain';
import type { TokenInfo } from '../../src/domain/types';
import { openStore, type Store } from '../../src/store';
import { startHungNode } from '../support/rpcProxy';
import { buildTestApp, closedPortUrl, LOCAL_CHAIN_ID, type TestChain } from '../helpers/testApp';

const DEADLINE_MS = 3_000;
const WALLET = '0x3333333333333333333333333333333333333333';
const CHAIN_DOWN = { error: { code: 'chain_unavailable', message: 'The blockchain node cannot be reached right now. Please try again in a moment.' } };

describe('a dead chain', () => {
  let store: Store;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  });
  after(() => store.close());

  async function timedPost(app: FastifyInstance) {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: WALLET } });
    return { response, elapsedMs: performance.now() - started };
  }

  async function assertChainDownInTime(app: Parameters<typeof timedPost>[0]) {
    const { response, elapsedMs } = await timedPost(app);
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), CHAIN_DOWN);
    assert.ok(elapsedMs < DEADLINE_MS, `answered in ${Math.round(elapsedMs)} ms`);
  }

  async function expect503(chain: TestChain) {
    const app = await buildTestApp({ chain, store });
    try {
      await assertChainDownInTime(app);
    } finally {
      await app.close();
    }
  }

  it('answers 503 when nothing listens at the RPC URL', async () => {
    const tokens = await seededTokens();
    await expect503({ rpcUrl: await closedPortUrl(), chainId: LOCAL_CHAIN_ID, multicall3: MULTICALL3_ADDRESS, tokens });
  });

  it('answers 503 within 3 s when the node accepts requests and never answers', async () => {
    const hung = await startHungNode();
    try {
      const tokens = await seededTokens();
      await expect503({ rpcUrl: hung.url, chainId: LOCAL_CHAIN_ID, multicall3: MULTICALL3_ADDRESS, tokens });
    } finally {
      await hung.close();
    }
  });

  it('answers 503 once the local chain it was using has stopped', async () => {
    const chain = await startLocalChain();
    const app = await buildTestApp({ chain, store });
    try {
      assert.equal((await timedPost(app)).response.statusCode, 200);
      await chain.stop();
      await assertChainDownInTime(app);
    } finally {
      await app.close();
      await chain.stop();
    }
  });
});

/** The seeded token list, so the dead-node cases ask for real balances; its chain is stopped at once. */
let seeded: TokenInfo[] | undefined;
async function seededTokens(): Promise<TokenInfo[]> {
  if (!seeded) {
    const chain = await startLocalChain();
    await chain.stop();
    seeded = chain.tokens;
  }
  return seeded;
}
