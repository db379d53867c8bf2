/**
 * Heavy work takes turns across the node (issue 31, item 2). A history page of 20 whale rows is
 * 2.6 MB read, decompressed, joined and compressed again; twenty visitors, each within its own
 * limits (4 at once), had 80 of them in work together, and the event loop was too busy to read the
 * chains' answers for anyone else: 17–28 s, then 503 "No chain could be read". A route whose config
 * has `workTurns: { slots }` runs at most `slots` requests at once on the node; the others wait
 * their fair turn between visitors (domain/fairQueue.ts) for at most WORK_PATIENCE_MS, and are
 * answered 503 busy with Retry-After at once when their turn would come later than that.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fairQueue, type FairQueue } from '../domain/fairQueue';
import { turnOf } from '../routes/visitor';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** At most `slots` requests of this route in work at once on the node (plugins/workTurns.ts). */
    workTurns?: { slots: number };
  }
}

/** How long a request waits for its turn at most: its whole answer should come within 3 s. */
export const WORK_PATIENCE_MS = 2_000;
/** A route's work time before any was measured. */
const FIRST_GUESS_MS = 50;
/** Weight of the newest work time in the running average. */
const AVERAGE_WEIGHT = 0.2;

interface Turns {
  queue: FairQueue;
  slots: number;
  busy: number;
  averageMs: number;
}

function turnsFor(slots: number): Turns {
  const turns: Turns = {
    slots,
    busy: 0,
    averageMs: FIRST_GUESS_MS,
    queue: fairQueue({
      // Every slot is taken while anyone waits: the waiter at `position` starts after that many works, shared among the slots.
      expectedWaitMs: (position) => (Math.floor(position / slots) + 1) * turns.averageMs,
      patienceMs: WORK_PATIENCE_MS,
      retryAfterS: Math.ceil(WORK_PATIENCE_MS / 1_000),
    }),
  };
  return turns;
}

/** Lets waiters through while a slot is free; each is counted busy as it is let through. */
function fillSlots(turns: Turns): void {
  while (turns.busy < turns.slots && turns.queue.admit()) turns.busy += 1;
}

const workTurns: FastifyPluginAsync = async (app) => {
  const byRoute = new Map<string, Turns>();

  async function takeTurn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const slots = request.routeOptions.config.workTurns?.slots;
    if (slots === undefined) return;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const turns = byRoute.get(route) ?? turnsFor(slots);
    byRoute.set(route, turns);
    const admitted = turns.queue.join(turnOf(request, reply));
    fillSlots(turns);
    // Rejects with BusyError (503) past the patience, or when the client goes while it waits.
    await admitted;
    const started = performance.now();
    const release = () => {
      turns.averageMs += AVERAGE_WEIGHT * (performance.now() - started - turns.averageMs);
      turns.busy -= 1;
      fillSlots(turns);
    };
    // 'close' comes once, when the answer is written or the client goes (maybe already, while it was let through).
    if (reply.raw.closed) release();
    else reply.raw.once('close', release);
  }

  // After the rate limits and the validation: a refused or malformed request never waits for a turn.
  app.addHook('preHandler', takeTurn);
};

export default fp(workTurns, { name: 'work-turns' });
