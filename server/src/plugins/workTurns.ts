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
import { fairSlots, type FairSlots } from '../domain/fairSlots';
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

const workTurns: FastifyPluginAsync = async (app) => {
  const byRoute = new Map<string, FairSlots>();

  async function takeTurn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const slots = request.routeOptions.config.workTurns?.slots;
    if (slots === undefined) return;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const turns = byRoute.get(route) ?? fairSlots({ slots, patienceMs: WORK_PATIENCE_MS, firstGuessMs: FIRST_GUESS_MS });
    byRoute.set(route, turns);
    // Rejects with BusyError (503) past the patience, or when the client goes while it waits.
    const release = await turns.take(turnOf(request, reply));
    // 'close' comes once, when the answer is written or the client goes (maybe already, while it was let through).
    if (reply.raw.closed) release();
    else reply.raw.once('close', release);
  }

  // After the rate limits and the validation: a refused or malformed request never waits for a turn.
  app.addHook('preHandler', takeTurn);
};

export default fp(workTurns, { name: 'work-turns' });
