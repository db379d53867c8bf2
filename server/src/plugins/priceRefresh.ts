/**
 * Runs the background price refresh (services/registryRefresh.ts) for the
 * app's lifetime: started when the app is ready, stopped when it closes.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { PriceSource } from '../domain/types';
import type { ChainReader } from '../services/chainReader';
import { startRegistryRefresh } from '../services/registryRefresh';

export interface PriceRefreshOptions {
  chains: ChainReader[];
  fallback: PriceSource | null;
  intervalMs: number;
  /** Hold the app's start until the first pass is done (tests; a production node starts at once and warms up). */
  awaitFirstPass: boolean;
}

const priceRefresh: FastifyPluginAsync<PriceRefreshOptions> = async (app, { chains, fallback, intervalMs, awaitFirstPass }) => {
  const refresh = startRegistryRefresh(chains, { intervalMs, fallback, log: (line) => app.log.warn(line) });
  if (awaitFirstPass) await refresh.refreshNow();
  app.addHook('onClose', async () => refresh.stop());
};

export default fp(priceRefresh, { name: 'price-refresh' });
