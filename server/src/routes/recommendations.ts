import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../plugins/apiError';
import { ErrorBodySchema } from '../schemas/error';
import { RecommendationSchema } from '../schemas/recommendation';
import { WalletSchema } from '../schemas/wallet';

export const RecommendationRequestSchema = Type.Object({ wallet: WalletSchema });
export const RecommendationReplySchema = Type.Object({ data: RecommendationSchema });
const RecaptchaHeadersSchema = Type.Object({ 'x-recaptcha-token': Type.Optional(Type.String()) });

/** Sent as "false" when the database could not store the answered recommendation; absent, it was committed before the reply. */
export const NOT_STORED_HEADER = 'ribbit-stored';

export interface RecommendationRouteOptions {
  rateLimit: { max: number; windowMs: number };
}

/** POST /recommendations: advice for a wallet, made now and stored. */
const recommendations: FastifyPluginAsync<RecommendationRouteOptions> = async (app, { rateLimit }) => {
  app.post<{
    Body: Static<typeof RecommendationRequestSchema>;
    Headers: Static<typeof RecaptchaHeadersSchema>;
    /** The object shape is the contract; the handler sends it already serialised. */
    Reply: Static<typeof RecommendationReplySchema> | string;
  }>(
    '/recommendations',
    {
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      schema: {
        body: RecommendationRequestSchema,
        headers: RecaptchaHeadersSchema,
        response: { 200: RecommendationReplySchema, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
      },
      preHandler: async (request) => {
        if (!app.recaptcha) return;
        const verdict = await app.recaptcha.verify(request.headers['x-recaptcha-token'], request.hostname);
        if (!verdict.ok) throw new ApiError(401, 'recaptcha_failed', `Failed reCAPTCHA: ${verdict.reason}.`);
      },
    },
    async (request, reply) => {
      const { recommendation, json, notStored } = await app.recommendations.recommend(request.body.wallet);
      if (notStored !== undefined) {
        // The missed write, by id, for whoever restores it; the reply says it was not stored.
        request.log.error({ err: notStored, recommendationId: recommendation.id, wallet: recommendation.address }, 'missed write: recommendation answered but not stored');
        reply.header(NOT_STORED_HEADER, 'false');
      }
      // The recommendation was serialised once, for the store: answered as that same text
      // (a JSON string payload is sent as is), so the reply and the history match byte for byte.
      return reply.type('application/json; charset=utf-8').send(`{"data":${json}}`);
    },
  );
};

export default recommendations;
