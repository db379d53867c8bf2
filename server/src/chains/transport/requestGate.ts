/**
 * A per-chain JSON-RPC budget (RPC_MAX_RPS_<id>) as a gate every request waits
 * at: a free-tier key answers 429 past roughly 6–12 eth_call/s, so Ribbit
 * spaces its own requests instead, 1 / rate apart.
 *
 * A crowd must not stall everyone (issue 31, item 2). So the waiters take turns fairly between
 * visitors (domain/fairQueue.ts: a visitor that has waited for nothing lately goes ahead of a
 * crowd's backlog), a visitor's request waits at most GATE_PATIENCE_MS and is otherwise refused at
 * once (BusyError: 503 with Retry-After) instead of joining a queue that grows without end, and a
 * waiter whose signal aborts (an ENS lookup past its deadline, a visitor gone) leaves the queue and
 * never takes a token: dead waiters used to fill it and hold the next visitor for 105 s.
 */
import { fairQueue, type Turn } from '../../domain/fairQueue';
import { createRequestBudget } from './requestBudget';

/** Waits for leave to send one request (a per-chain request budget); the client sends at once when it has none. */
export interface RequestGate {
  /** Resolves with leave to send; rejects with BusyError, or the turn signal's reason. */
  take(turn?: Turn): Promise<void>;
}

/**
 * Requests go out at 90 % of the stated rate: timers fire a little late or early and
 * the network bunches requests up, so spacing at exactly 1 / rate lets an eleventh
 * request into some one-second window now and then, and the provider refuses it.
 * The margin must outlast the jitter of a loaded machine, not of an idle one: 95 % did
 * not (docs/deploy.md, RPC_MAX_RPS_<id>, has the 429s `npm run bench:chains` counted).
 */
const RATE_MARGIN = 0.9;

/**
 * How long a visitor's request waits for its turn at most: a visitor is waiting, and its whole
 * answer should come within 3 s. At a slow budget it is at least three turns.
 */
export const GATE_PATIENCE_MS = 2_000;

export function rateGate(perSecond: number, now: () => number = Date.now): RequestGate {
  // No burst: a bucket holding a second's worth would let twice the rate through in some
  // one-second window, and providers count in sliding windows too. Evenly spaced, never more.
  const budget = createRequestBudget({ perSecond: perSecond * RATE_MARGIN, burst: 1, now });
  const spacingMs = 1_000 / (perSecond * RATE_MARGIN);
  const patienceMs = Math.max(GATE_PATIENCE_MS, 3 * spacingMs);
  const queue = fairQueue({
    expectedWaitMs: (position) => budget.waitMs() + position * spacingMs,
    patienceMs,
    retryAfterS: Math.ceil(patienceMs / 1_000),
  });
  let timer: NodeJS.Timeout | undefined;
  const pump = () => {
    timer = undefined;
    if (queue.waiting > 0 && budget.tryTake()) queue.admit();
    if (queue.waiting > 0) timer = setTimeout(pump, Math.max(1, budget.waitMs()));
  };
  return {
    take(turn) {
      const turnTaken = queue.join(turn);
      if (timer === undefined) pump();
      return turnTaken;
    },
  };
}
