import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ErrorBodySchema } from '../schemas/error';
import { RecommendationSchema } from '../schemas/recommendation';
import { WalletSchema } from '../schemas/wallet';

export const HistoryQuerySchema = Type.Object({ wallet: WalletSchema });
export const HistoryReplySchema = Type.Object({ data: Type.Object({ result: Type.Array(RecommendationSchema) }) });

/** GET /history?wallet=: the wallet's stored recommendations, newest first, at most 50. */
const history: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Static<typeof HistoryQuerySchema>; Reply: Static<typeof HistoryReplySchema> }>(
    '/history',
    { schema: { querystring: HistoryQuerySchema, response: { 200: HistoryReplySchema, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema } } },
    async (request) => ({ data: { result: await app.recommendations.history(request.query.wallet) } }),
  );
};

export default history;
