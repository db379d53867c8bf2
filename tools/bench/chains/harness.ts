/** The pieces of `npm run bench:chains`: an app over given chains, a timed request, a bare balance read. */
import type { FastifyInstance } from 'fastify';
import type { Address } from 'viem';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../../server/src/chains/transport/client';
import { readHoldings } from '../../../server/src/chains/holdings';
import { DEFAULT_PRICE_CACHE_TTL_MS } from '../../../server/src/prices/readingCache';
import { connectChains, type ChainReader, type ChainSpec } from '../../../server/src/prices/chainReader';
import { createJsonRpcClient } from '../../../server/src/chains/transport/client';
import type { Store } from '../../../server/src/store';
import { buildBenchApp, NO_LIMITS } from '../service';

/** Chain readers as the service wires them, with an empty price cache that keeps a reading `priceCacheTtlMs`. */
export function benchReaders(chains: readonly ChainSpec[], store: Store, priceCacheTtlMs = DEFAULT_PRICE_CACHE_TTL_MS): ChainReader[] {
  return connectChains(chains, {
    rpc: { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT },
    priceCacheTtlMs,
    closes: store.closes,
    // A failed save makes the next read search again: said, so a count above target has its reason.
    onStoreError: (error) => {
      console.warn('bench: the closes store failed:', error instanceof Error ? error.message : error);
    },
  });
}

/**
 * A fresh app (empty price cache) over `chains`; no background refresh, so every JSON-RPC request
 * counted is the request's own. Ready before it is timed, as a served app is before its first request.
 */
export async function benchApp(chains: readonly ChainSpec[], store: Store, readers = benchReaders(chains, store)): Promise<FastifyInstance> {
  const app = await buildBenchApp({ chains, store, readers, config: NO_LIMITS, priceRefresh: false });
  await app.ready();
  return app;
}

export async function postTimed(app: FastifyInstance, wallet: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet } });
  return { ms: performance.now() - started, status: response.statusCode };
}

/** One Multicall3 balance read of the wallet on one chain, as the service does it, with nothing else: the floor. */
export function bareHoldingsReader(chain: ChainSpec): (wallet: Address) => Promise<number> {
  const rpc = createJsonRpcClient({ rpcUrls: chain.rpcUrls, timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT });
  return async (wallet) => {
    const started = performance.now();
    await readHoldings(rpc, { wallet, tokens: chain.tokens, multicall3: chain.multicall3, chainId: chain.chainId });
    return performance.now() - started;
  };
}
