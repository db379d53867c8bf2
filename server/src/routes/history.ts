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
import { ApiError } from '../domain/apiError';
import type { HistoryPage } from '../recommendation/recommendationService';
import { OPERATOR_TOKEN_SCHEME, requireOperatorToken } from './operatorToken';

/** The reply's envelope, {"data":{"result":[…],"next":…}}, in the schema's key order, around the stored bytes. */
const RESULT_OPEN = Buffer.from('{"data":{"result":[');
const COMMA = Buffer.from(',');
const NEXT = Buffer.from('],"next":');
const CLOSE = Buffer.from('}}');

/**
 * The page as one buffer: each recommendation's stored JSON copied once, never parsed nor serialised
 * against the schema again. A page is the largest reply the service sends, and that second pass over
 * it was most of its cost (docs/deploy.md, "Hardening figures").
 */
export function historyReplyBytes(page: HistoryPage): Buffer {
  const parts: Uint8Array[] = [RESULT_OPEN];
  page.result.forEach((json, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(json);
  });
  // A cursor is a stored uuid; JSON.stringify still quotes it (or writes null) the way the schema would.
  parts.push(NEXT, Buffer.from(JSON.stringify(page.next)), CLOSE);
  return Buffer.concat(parts);
}

/**
 * History pages in work at once on the node, whoever asks (plugins/workTurns.ts): a page is up to
 * 2.6 MB read, decompressed, joined and compressed, all CPU, so more at once only slow everyone
 * else (a node's two cores also serve the recommendations).
 */
export const HISTORY_PAGES_AT_ONCE = 2;

export interface HistoryRouteOptions {
  /** Its own allowance: a page is read from the database and can be a few hundred KB. */
  rateLimit: { max: number; windowMs: number };
  /** HISTORY_API_TOKEN: the operators' bearer token; null: the route is off (operatorToken.ts). */
  token: string | null;
}

function pageSize(limit: string | undefined): number {
  const size = limit === undefined ? HISTORY_DEFAULT_PAGE : Number(limit);
  if (size > HISTORY_MAX_PAGE) throw new ApiError(400, 'invalid_request', `limit must be a whole number from 1 to ${HISTORY_MAX_PAGE}.`);
  return size;
}

/**
 * GET /history?wallet=&limit=&before=: one page of the wallet's stored recommendations, newest first.
 * An operators' route: off without HISTORY_API_TOKEN, and only with it in Authorization (operatorToken.ts).
 */
const history: FastifyPluginAsync<HistoryRouteOptions> = async (app, { rateLimit, token }) => {
  /** The object shape is the contract; the handler sends the stored JSON of it, as bytes. */
  app.get<{ Querystring: HistoryQuery; Reply: HistoryReply | Buffer }>(
    '/history',
    {
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs }, workTurns: { slots: HISTORY_PAGES_AT_ONCE } },
      // Before the rate limit and the query's validation: a request without the token costs nothing more.
      onRequest: requireOperatorToken(token, 'GET /api/history', 'HISTORY_API_TOKEN'),
      schema: {
        summary: `Operators only (HISTORY_API_TOKEN): the wallet's stored recommendations, newest first, ${HISTORY_DEFAULT_PAGE} a page unless limit says otherwise (at most ${HISTORY_MAX_PAGE})`,
        security: [{ [OPERATOR_TOKEN_SCHEME]: [] }],
        querystring: HistoryQuerySchema,
        response: { 200: HistoryReplySchema, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await app.recommendations.history(request.query.wallet, { limit: pageSize(request.query.limit), before: request.query.before });
      return reply.type('application/json; charset=utf-8').send(historyReplyBytes(page));
    },
  );
};

export default history;
