/**
 * Refusing a flood cheaply (issue 20, item 1: fair share). A visitor over a route's rate limit, or
 * with VISITOR_MAX_IN_FLIGHT requests already in work, is refused in the first hook (onRequest):
 * before its body is read, with no rate-limit store round trip, no error object and no log line
 * above debug. And a visitor that asks again within REFUSAL_HOLD_MS of its last refusal gets its
 * next one only after one to two REFUSAL_HOLD_MS: ten connections looping on 429s ask a few times a
 * second instead of thousands, so they no longer take a core from the other visitors (docs/api.md,
 * "Compression and fair share"). A first refusal, or one after a pause, is answered at once.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';

/** Past this many visitors remembered, the ones whose block and hold have both ended are dropped. */
const SWEEP_ABOVE = 10_000;

export interface Refusal {
  retryAfterS: number;
  message: string;
}

interface Visitor {
  /** Date.now() until which the route's rate limit refuses this visitor; 0: not blocked. */
  blockedUntil: number;
  /** Date.now() of the last refusal answered; 0: never. */
  lastRefusal: number;
}

export interface Refusals {
  /** The rate limit refused the request: the visitor is refused on this route until `ttlMs` from now. */
  block(request: FastifyRequest, ttlMs: number): void;
  /** Answers 429 `rate_limited` (held when the visitor was refused on this route moments ago). */
  refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    refusals: Refusals;
  }
}

/** "20 seconds", "1 minute": as @fastify/rate-limit words its own first refusal. */
export function waitInWords(seconds: number): string {
  const units: [string, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const [unit, size] = units.find(([, length]) => seconds >= length) ?? ['second', 1];
  const count = Math.round(seconds / size);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

const keyOf = (request: FastifyRequest) => `${request.ip} ${request.method} ${request.routeOptions.url ?? request.url}`;

const refusals: FastifyPluginAsync<{ holdMs: number }> = async (app, { holdMs }) => {
  const visitors = new Map<string, Visitor>();

  const sweep = (now: number) => {
    if (visitors.size <= SWEEP_ABOVE) return;
    for (const [key, visitor] of visitors) {
      if (visitor.blockedUntil <= now && now - visitor.lastRefusal >= holdMs) visitors.delete(key);
    }
  };

  const visitorOf = (key: string): Visitor => {
    const known = visitors.get(key);
    if (known) return known;
    sweep(Date.now());
    const added = { blockedUntil: 0, lastRefusal: 0 };
    visitors.set(key, added);
    return added;
  };

  const api: Refusals = {
    block(request, ttlMs) {
      const visitor = visitorOf(keyOf(request));
      visitor.blockedUntil = Date.now() + ttlMs;
      // The rate limit's own refusal, answered by the error handler, counts as the first one.
      visitor.lastRefusal = Date.now();
    },
    async refuse(request, reply, { retryAfterS, message }) {
      const visitor = visitorOf(keyOf(request));
      // From one to two holds, at random: a flood's connections, refused together, come back spread out.
      if (holdMs > 0 && Date.now() - visitor.lastRefusal < holdMs) await sleep(holdMs * (1 + Math.random()));
      visitor.lastRefusal = Date.now();
      return reply
        .code(429)
        .header('retry-after', String(retryAfterS))
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ error: { code: 'rate_limited', message } }));
    },
  };
  app.decorate('refusals', api);

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.rateLimit === undefined) return;
    const visitor = visitors.get(keyOf(request));
    const now = Date.now();
    if (visitor === undefined || visitor.blockedUntil <= now) return;
    const retryAfterS = Math.ceil((visitor.blockedUntil - now) / 1_000);
    return api.refuse(request, reply, { retryAfterS, message: `Too many requests from your address. Try again in ${waitInWords(retryAfterS)}.` });
  });
};

export default fp(refusals, { name: 'refusals' });
