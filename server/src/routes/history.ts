import type { FastifyPluginAsync } from 'fastify';
import {
  ErrorBodySchema,
  HISTORY_DEFAULT_PAGE,
  HISTORY_MAX_PAGE,
  HistoryQuerySchema,
  HistoryReplySchema,
  type HistoryQuery,
  type HistoryReply,
} from '../../../contract';
import { ApiError } from '../plugins/apiError';

export interface HistoryRouteOptions {
  /** Its own allowance: a page is read from the database and can be a few hundred KB. */
  rateLimit: { max: number; windowMs: number };
}

function pageSize(limit: string | undefined): number {
  const size = limit === undefined ? HISTORY_DEFAULT_PAGE : Number(limit);
  if (size > HISTORY_MAX_PAGE) throw new ApiError(400, 'invalid_request', `limit must be a whole number from 1 to ${HISTORY_MAX_PAGE}.`);
  return size;
}

/** GET /history?wallet=&limit=&before=: one page of the wallet's stored recommendations, newest first. */
const history: FastifyPluginAsync<HistoryRouteOptions> = async (app, { rateLimit }) => {
  app.get<{ Querystring: HistoryQuery; Reply: HistoryReply }>(
    '/history',
    {
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      schema: {
        summary: `The wallet's stored recommendations, newest first, ${HISTORY_DEFAULT_PAGE} a page unless limit says otherwise (at most ${HISTORY_MAX_PAGE})`,
        querystring: HistoryQuerySchema,
        response: { 200: HistoryReplySchema, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await app.recommendations.history(request.query.wallet, { limit: pageSize(request.query.limit), before: request.query.before }),
    }),
  );
};

export default history;
