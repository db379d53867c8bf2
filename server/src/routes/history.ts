import type { FastifyPluginAsync } from 'fastify';
import { ErrorBodySchema, HistoryQuerySchema, HistoryReplySchema, type HistoryQuery, type HistoryReply } from '../../../contract';

/** GET /history?wallet=: the wallet's stored recommendations, newest first, at most 50. */
const history: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: HistoryQuery; Reply: HistoryReply }>(
    '/history',
    {
      schema: {
        summary: "The wallet's stored recommendations, newest first, at most 50",
        querystring: HistoryQuerySchema,
        response: { 200: HistoryReplySchema, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
      },
    },
    async (request) => ({ data: { result: await app.recommendations.history(request.query.wallet) } }),
  );
};

export default history;
