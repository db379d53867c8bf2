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

export const MISSING_WALLET_MESSAGE = 'The body needs a wallet: {"wallet": "0x…"}, or several: {"wallets": ["0x…", "0x…"]}.';

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
      // match byte for byte and the body is serialised only once; and compressed only once: a client
      // that accepts brotli gets the bytes the store keeps (store/brotliBody.ts).
      const { wallet, wallets, risk } = request.body;
      // Exactly one of the two (contract/routes.ts); the message is the one a body without a wallet always had.
      if ((wallet === undefined) === (wallets === undefined)) throw new ApiError(400, 'invalid_request', MISSING_WALLET_MESSAGE);
      const turn = turnOf(request, reply);
      const { recommendation, body, notStored } =
        wallets === undefined ? await app.recommendations.recommend(wallet ?? '', turn, risk) : await app.recommendations.recommendSeveral(wallets, turn, risk);
      if (notStored !== undefined) {
        // The missed write, by id, for whoever restores it; the reply says it was not stored.
        request.log.error(
          { err: notStored, recommendationId: recommendation.id, wallet: recommendation.address },
          'missed write: recommendation answered but not stored',
        );
        reply.header(NOT_STORED_HEADER, 'false');
      }
      return reply.type('application/json; charset=utf-8').send(body.reply);
    },
  );
};

export default recommendations;
