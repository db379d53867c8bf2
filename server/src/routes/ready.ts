import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { Readiness } from './readiness';

const CheckSchema = Type.Object({
  status: Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('seeding')]),
  latencyMs: Type.Integer(),
  error: Type.Optional(Type.String()),
});

export const ReadyReplySchema = Type.Object({
  data: Type.Object({
    status: Type.Union([Type.Literal('ready'), Type.Literal('degraded'), Type.Literal('draining'), Type.Literal('unavailable')]),
    database: CheckSchema,
    redis: Type.Optional(CheckSchema),
    chains: Type.Array(
      Type.Intersect([
        Type.Object({
          chainId: Type.Integer(),
          name: Type.String(),
          /** Feeds whose last read failed: their tokens are set aside as price-unavailable. */
          failingFeeds: Type.Optional(Type.Array(Type.Object({ feed: Type.String(), reason: Type.String(), since: Type.String() }))),
          /** Tokens of the list whose balanceOf fails for every wallet: set aside as unreadable. */
          unreadableTokens: Type.Optional(Type.Array(Type.Object({ symbol: Type.String(), failure: Type.String() }))),
        }),
        CheckSchema,
      ]),
    ),
  }),
});

/**
 * GET /ready: readiness for a load balancer. 200 while the node should get traffic (ready, or
 * degraded: the database or Redis is down), 503 while it drains or can read no chain.
 */
const ready: FastifyPluginAsync<{ readiness: Readiness }> = async (app, { readiness }) => {
  app.get<{ Reply: Static<typeof ReadyReplySchema> }>(
    '/ready',
    { schema: { response: { 200: ReadyReplySchema, 503: ReadyReplySchema } } },
    async (_request, reply) => {
      const report = await readiness.report();
      const serving = report.status === 'ready' || report.status === 'degraded';
      return reply
        .code(serving ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ data: report });
    },
  );
};

export default ready;
