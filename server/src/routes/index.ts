import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import history from './history';
import recommendations, { type RecommendationRouteOptions } from './recommendations';

/** Every API route; app.ts mounts this under /api. */
const api: FastifyPluginAsync<RecommendationRouteOptions & { chainIds: number[] }> = async (app, options) => {
  await app.register(recommendations, { rateLimit: options.rateLimit });
  await app.register(history);
  await app.register(health, { chainIds: options.chainIds });
};

export default api;
