/**
 * Runs the background price refresh (prices/registryRefresh.ts) for the
 * app's lifetime: started when the app is ready, stopped when it closes.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedPriceSource, ChainReader } from '../prices/chainReader';
import { startRegistryRefresh } from '../prices/registryRefresh';

export interface PriceRefreshOptions {
  chains: ChainReader[];
  fallback: CachedPriceSource | null;
  /** The price cache's TTL: entries are renewed before it runs out. */
  ttlMs: number;
  /** Hold the app's start until the first pass is done (tests; a production node starts at once and warms up). */
  awaitFirstPass: boolean;
}

const priceRefresh: FastifyPluginAsync<PriceRefreshOptions> = async (app, { chains, fallback, ttlMs, awaitFirstPass }) => {
  const refresh = startRegistryRefresh(chains, {
    ttlMs,
    fallback,
    log: (line) => {
      app.log.warn(line);
    },
  });
  if (awaitFirstPass) await refresh.refreshNow();
  // The pass in flight ends before the chains and the database are closed.
  app.addHook('onClose', () => refresh.stop());
};

export default fp(priceRefresh, { name: 'price-refresh' });
