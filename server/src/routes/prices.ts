import type { FastifyPluginAsync } from 'fastify';
import { ErrorBodySchema, PricesQuerySchema, PricesReplySchema, type PricesQuery, type PricesReply } from '../../../contract';
import { parseTokenList } from './tokenListQuery';

export interface PricesRouteOptions {
  /** Its own allowance, apart from the recommendations': grading a history is cheap, advice is not. */
  rateLimit: { max: number; windowMs: number };
}

/** GET /prices?tokens=1:0x…,8453:0x…: each token's price now, from the cached price sources. */
const prices: FastifyPluginAsync<PricesRouteOptions> = async (app, { rateLimit }) => {
  app.get<{ Querystring: PricesQuery; Reply: PricesReply }>(
    '/prices',
    {
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      schema: {
        summary: 'The price now of each listed token, for grading saved advice',
        querystring: PricesQuerySchema,
        response: { 200: PricesReplySchema, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
      },
    },
    async (request) => ({ data: { prices: await app.currentPrices.read(parseTokenList(request.query.tokens)) } }),
  );
};

export default prices;
