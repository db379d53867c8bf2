/**
 * Refusing a flood cheaply (issue 20, item 1: fair share). A visitor over a route's rate limit, or
 * with VISITOR_MAX_IN_FLIGHT requests already in work, is refused in the first hook (onRequest):
 * before its body is read, with no rate-limit store round trip, no error object and no log line
 * above debug. And a visitor that asks again within REFUSAL_HOLD_MS of its last refusal gets its
 * next one only after one to two REFUSAL_HOLD_MS: ten connections looping on 429s ask a few times a
 * second instead of thousands, so they no longer take a core from the other visitors (docs/api.md,
 * "Compression and fair share"). A first refusal, or one after a pause, is answered at once.
 *
 * A hold costs a timer and a socket, so it must not outlive its use: it ends, unanswered, when the
 * client goes; past MAX_HELD at once on a node the refusal is answered at once (the flood is back to
 * cheap refusals, but memory stays bounded); and on app close every hold is answered at once, so
 * held requests never delay a shutdown.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { visitorOf } from '../routes/visitor';

/** Past this many visitors remembered, the ones whose block and hold have both ended are dropped. */
const SWEEP_ABOVE = 10_000;
/** A sweep scans every visitor: at most one a second, however many new visitors arrive. */
const SWEEP_EVERY_MS = 1_000;
/** Never more remembered than this: the oldest goes first (it is then refused by the rate limit's store, as before). */
const MAX_VISITORS = 100_000;
/** Requests held at once on a node; past it, refused at once. */
export const DEFAULT_MAX_HELD = 1_000;

export interface Refusal {
  retryAfterS: number;
  message: string;
}

interface Visitor {
  /** now() until which the route's rate limit refuses this visitor; 0: not blocked. */
  blockedUntil: number;
  /** now() of the last refusal answered; 0: never. */
  lastRefusal: number;
}

/** The hold's time source: the real one by default, a fake in tests. */
export interface HoldClock {
  now(): number;
  /** Calls `done` after `ms`; the function returned cancels it. */
  after(ms: number, done: () => void): () => void;
}

const realClock: HoldClock = {
  now: () => Date.now(),
  after(ms, done) {
    const timer = setTimeout(done, ms);
    return () => {
      clearTimeout(timer);
    };
  },
};

export interface RefusalsOptions {
  holdMs: number;
  maxHeld?: number;
  clock?: HoldClock;
  /** From 0 to 1: where in one to two holds a refusal is answered. */
  random?: () => number;
}

export interface Refusals {
  /** The rate limit refused the request: the visitor is refused on this route until `ttlMs` from now. */
  block(request: FastifyRequest, ttlMs: number): void;
  /** Answers 429 `rate_limited` (held when the visitor was refused on this route moments ago). */
  refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): Promise<FastifyReply>;
  /** Requests held at this moment. */
  readonly held: number;
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

/** What a visitor over a route's rate limit reads, whichever part refuses it. */
export const rateLimitedMessage = (wait: string) => `Too many requests from your address. Try again in ${wait}.`;

const keyOf = (request: FastifyRequest) => `${visitorOf(request)} ${request.method} ${request.routeOptions.url ?? request.url}`;

/** How a hold ended: its time passed, the app is closing (both: answer now), or the client went (do not answer). */
type HoldEnd = 'elapsed' | 'closing' | 'gone';

const refusals: FastifyPluginAsync<RefusalsOptions> = async (app, { holdMs, maxHeld = DEFAULT_MAX_HELD, clock = realClock, random = Math.random }) => {
  const visitors = new Map<string, Visitor>();
  /** Each hold's way to end it. */
  const holds = new Set<(end: HoldEnd) => void>();
  let lastSweep = -Infinity;

  const sweep = (now: number) => {
    if (visitors.size > SWEEP_ABOVE && now - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now;
      for (const [key, visitor] of visitors) {
        if (visitor.blockedUntil <= now && now - visitor.lastRefusal >= holdMs) visitors.delete(key);
      }
    }
    // Map keys iterate in insertion order: the first is the oldest.
    if (visitors.size >= MAX_VISITORS) visitors.delete(visitors.keys().next().value as string);
  };

  const visitorOf = (key: string): Visitor => {
    const known = visitors.get(key);
    if (known) return known;
    sweep(clock.now());
    const added = { blockedUntil: 0, lastRefusal: 0 };
    visitors.set(key, added);
    return added;
  };

  /** Waits `ms`, or less: until the client goes (its request or response closes) or the app closes. */
  const hold = (request: FastifyRequest, reply: FastifyReply, ms: number) =>
    new Promise<HoldEnd>((resolve) => {
      const gone = () => {
        end('gone');
      };
      const cancelTimer = clock.after(ms, () => {
        end('elapsed');
      });
      const end = (how: HoldEnd) => {
        if (!holds.delete(end)) return;
        cancelTimer();
        request.raw.off('close', gone);
        reply.raw.off('close', gone);
        resolve(how);
      };
      holds.add(end);
      // Nothing is written during a hold, so either closing means the connection is gone.
      request.raw.once('close', gone);
      reply.raw.once('close', gone);
      if (request.raw.destroyed || reply.raw.destroyed) gone();
    });

  const api: Refusals = {
    block(request, ttlMs) {
      const visitor = visitorOf(keyOf(request));
      visitor.blockedUntil = clock.now() + ttlMs;
      // The rate limit's own refusal, answered by the error handler, counts as the first one.
      visitor.lastRefusal = clock.now();
    },
    async refuse(request, reply, { retryAfterS, message }) {
      const visitor = visitorOf(keyOf(request));
      if (holdMs > 0 && clock.now() - visitor.lastRefusal < holdMs && holds.size < maxHeld) {
        // From one to two holds, at random: a flood's connections, refused together, come back spread out.
        if ((await hold(request, reply, holdMs * (1 + random()))) === 'gone') {
          // No one to answer: Fastify must neither reply nor run the route.
          return reply.hijack();
        }
      }
      visitor.lastRefusal = clock.now();
      return reply
        .code(429)
        .header('retry-after', String(retryAfterS))
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ error: { code: 'rate_limited', message } }));
    },
    get held() {
      return holds.size;
    },
  };
  app.decorate('refusals', api);

  // Before the server stops accepting and waits for its requests: a held one is answered now.
  app.addHook('preClose', async () => {
    for (const end of [...holds]) end('closing');
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.rateLimit === undefined) return;
    const visitor = visitors.get(keyOf(request));
    const now = clock.now();
    if (visitor === undefined || visitor.blockedUntil <= now) return;
    const retryAfterS = Math.ceil((visitor.blockedUntil - now) / 1_000);
    return api.refuse(request, reply, { retryAfterS, message: rateLimitedMessage(waitInWords(retryAfterS)) });
  });
};

export default fp(refusals, { name: 'refusals' });
