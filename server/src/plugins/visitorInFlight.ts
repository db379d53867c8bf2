/**
 * Fair share under a flood: one visitor (client IP, an IPv6 client's /64: routes/visitor.ts) has at most `max` requests in work at
 * once on a node, on the routes that do work (those with a rate limit). A flood's allowed
 * requests then queue behind each other instead of taking every core's time at once: the
 * rate limit counts requests per window, this bounds how many run together (issue 20, item 1).
 * Counted once the body has arrived, like the rate limit, and per node (a visitor's requests
 * in flight are on the node that holds them). A visitor already at its limit is refused in the
 * first hook, before its body is read, through refusals.ts (held when it keeps asking).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../domain/apiError';
import { visitorOf } from '../routes/visitor';

const tooMany = (max: number) => `Too many requests at once from your address (at most ${max}). Wait for the answers before asking again.`;

const visitorInFlight: FastifyPluginAsync<{ max: number }> = async (app, { max }) => {
  const inFlight = new Map<string, number>();
  const counted = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.rateLimit === undefined) return;
    if ((inFlight.get(visitorOf(request)) ?? 0) >= max) return app.refusals.refuse(request, reply, { retryAfterS: 1, message: tooMany(max) });
  });

  // Counted here, once the body is whole; checked again, as others may have arrived meanwhile.
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.rateLimit === undefined) return;
    const visitor = visitorOf(request);
    const current = inFlight.get(visitor) ?? 0;
    if (current >= max) {
      reply.header('retry-after', '1');
      throw new ApiError(429, 'rate_limited', tooMany(max));
    }
    inFlight.set(visitor, current + 1);
    counted.add(request);
  });

  const release = async (request: FastifyRequest): Promise<void> => {
    if (!counted.delete(request)) return;
    const visitor = visitorOf(request);
    const left = (inFlight.get(visitor) ?? 1) - 1;
    if (left > 0) inFlight.set(visitor, left);
    else inFlight.delete(visitor);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
};

export default fp(visitorInFlight, { name: 'visitor-in-flight', dependencies: ['refusals'] });
