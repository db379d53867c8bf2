import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import {
  ErrorBodySchema,
  RecommendationReplySchema,
  RecommendationRequestSchema,
  type RecommendationReply,
  type RecommendationRequest,
} from '../../../contract';
import { ApiError } from '../domain/apiError';
import { turnOf } from './visitor';

const RecaptchaHeadersSchema = Type.Object({ 'x-recaptcha-token': Type.Optional(Type.String()) });

/** Sent as "false" when the database could not store the answered recommendation; absent, it was committed before the reply. */
export const NOT_STORED_HEADER = 'ribbit-stored';

/** The reply's envelope, {"data": …}, around the stored bytes. */
const DATA_OPEN = Buffer.from('{"data":');
const DATA_CLOSE = Buffer.from('}');

export interface RecommendationRouteOptions {
  rateLimit: { max: number; windowMs: number };
}

/** POST /recommendations: advice for a wallet, made now and stored. */
const recommendations: FastifyPluginAsync<RecommendationRouteOptions> = async (app, { rateLimit }) => {
  app.post<{
    Body: RecommendationRequest;
    Headers: Static<typeof RecaptchaHeadersSchema>;
    /** The object shape is the contract; the handler sends the service's JSON of it, as bytes. */
    Reply: RecommendationReply | Buffer;
  }>(
    '/recommendations',
    {
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      schema: {
        summary: 'Advice for a wallet, made now and stored',
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
      // The service's JSON text is stored and answered as is, so the reply and the history entry
      // match byte for byte and the body is serialised only once.
      const { recommendation, json, notStored } = await app.recommendations.recommend(request.body.wallet, turnOf(request, reply), request.body.risk);
      if (notStored !== undefined) {
        // The missed write, by id, for whoever restores it; the reply says it was not stored.
        request.log.error(
          { err: notStored, recommendationId: recommendation.id, wallet: recommendation.address },
          'missed write: recommendation answered but not stored',
        );
        reply.header(NOT_STORED_HEADER, 'false');
      }
      return reply.type('application/json; charset=utf-8').send(Buffer.concat([DATA_OPEN, json, DATA_CLOSE]));
    },
  );
};

export default recommendations;
