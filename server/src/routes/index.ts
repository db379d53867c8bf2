import type { FastifyPluginAsync } from 'fastify';
import { version } from '../../../package.json';
import openApi from '../openapi/plugin';
import type { Readiness } from './readiness';
import demoWallets, { type DemoWalletsRouteOptions } from './demoWallets';
import health from './health';
import ready from './ready';
import history, { type HistoryRouteOptions } from './history';
import prices, { type PricesRouteOptions } from './prices';
import recommendations, { type RecommendationRouteOptions } from './recommendations';

/** Every API route; app.ts mounts this under /api. */
const api: FastifyPluginAsync<
  RecommendationRouteOptions &
    DemoWalletsRouteOptions & {
      chainIds: number[];
      pricesRateLimit: PricesRouteOptions['rateLimit'];
      historyRateLimit: HistoryRouteOptions['rateLimit'];
      historyApiToken: HistoryRouteOptions['token'];
      readiness: Readiness;
    }
> = async (app, options) => {
  // First, so that its onRoute hook sees every route below.
  await app.register(openApi, { title: 'Ribbit API', version });
  await app.register(recommendations, { rateLimit: options.rateLimit });
  await app.register(history, { rateLimit: options.historyRateLimit, token: options.historyApiToken });
  await app.register(prices, { rateLimit: options.pricesRateLimit });
  await app.register(health, { chainIds: options.chainIds });
  await app.register(demoWallets, { demoWallets: options.demoWallets });
  await app.register(ready, { readiness: options.readiness });
};

export default api;
