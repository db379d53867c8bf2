/**
 * A service on a chain whose node accepts every request and never answers (startHungNode), with an
 * in-memory store: each POST stays in work for the RPC time-out, which is what the per-visitor limits
 * and the chain's request gate are tested on. Call inside a `describe`: the node and the store start
 * in its `before` and stop in its `after`.
 */
import type { FastifyInstance } from 'fastify';
import { after, before } from 'node:test';
import { MULTICALL3_ADDRESS } from '../../src/chains/abis';
import { chainTokens } from '../../src/chains/chainTokens';
import { openStore, type Store } from '../../src/store';
import { buildTestApp, LOCAL_CHAIN_ID } from '../helpers/testApp';
import { startHungNode } from './rpcProxy';

export interface HungChain {
  store(): Store;
  /** A new app on the hung chain (close it in the test); `maxRps`: the chain's request gate, none by default. */
  buildApp(options?: { maxRps?: number }): Promise<FastifyInstance>;
}

export function useHungChain(): HungChain {
  let store: Store | undefined;
  let node: Awaited<ReturnType<typeof startHungNode>> | undefined;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    node = await startHungNode();
  });
  after(async () => {
    await node?.close();
    await store?.close();
  });
  const started = () => {
    if (!store || !node) throw new Error('the hung chain did not start');
    return { store, node };
  };
  return {
    store: () => started().store,
    buildApp: ({ maxRps } = {}) => {
      const { store: opened, node: hung } = started();
      const chain = { rpcUrl: hung.url, chainId: LOCAL_CHAIN_ID, multicall3: MULTICALL3_ADDRESS, tokens: chainTokens(LOCAL_CHAIN_ID, []), maxRps };
      return buildTestApp({ chain, store: opened, priceRefresh: false });
    },
  };
}
