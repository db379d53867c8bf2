/** The pieces of `npm run bench:chains`: an app over given chains, a timed request, a bare balance read. */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Address } from 'viem';
import { buildApp } from '../../src/app';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../src/chain/jsonRpc/client';
import { readHoldings } from '../../src/chain/holdings';
import { DEFAULT_PRICE_CACHE_TTL_MS } from '../../src/prices/readingCache';
import { connectChains, type ChainSpec } from '../../src/services/chainReader';
import { createJsonRpcClient } from '../../src/chain/jsonRpc/client';
import type { Store } from '../../src/store';

/** A fresh app (empty price cache) over `chains`; no background refresh, so every JSON-RPC request counted is the request's own. */
export function benchApp(chains: readonly ChainSpec[], store: Store): Promise<FastifyInstance> {
  return buildApp({
    config: {
      rateLimit: { max: 1_000_000, windowMs: 60_000 },
      maxInFlightPerVisitor: 1_000_000,
      csp: { recaptcha: false, analytics: false },
      distDir: path.resolve('dist'),
    },
    store,
    logger: { level: 'info', stream: createWriteStream('/dev/null') },
    chains: connectChains(chains, {
      rpc: { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT },
      priceCacheTtlMs: DEFAULT_PRICE_CACHE_TTL_MS,
      closes: store.closes,
    }),
    priceRefresh: false,
  });
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
    await readHoldings(rpc, { wallet, tokens: chain.tokens, multicall3: chain.multicall3 });
    return performance.now() - started;
  };
}

/** The q-quantile (0..1) by the nearest-rank method. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
