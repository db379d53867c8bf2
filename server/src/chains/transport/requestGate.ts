/**
 * A per-chain JSON-RPC budget (RPC_MAX_RPS_<id>) as a gate every request waits
 * at: a free-tier key answers 429 past roughly 6–12 eth_call/s, so Ribbit
 * spaces its own requests instead, 1 / rate apart. Waiters are served in
 * arrival order, so a burst of visitors queues fairly instead of starving one request.
 */
import { createRequestBudget } from './requestBudget';

/** Waits for leave to send one request (a per-chain request budget); the client sends at once when it has none. */
export interface RequestGate {
  take(): Promise<void>;
}

/**
 * Requests go out at 90 % of the stated rate: timers fire a little late or early and
 * the network bunches requests up, so spacing at exactly 1 / rate lets an eleventh
 * request into some one-second window now and then, and the provider refuses it.
 * The margin must outlast the jitter of a loaded machine, not of an idle one: 95 % did
 * not (docs/deploy.md, RPC_MAX_RPS_<id>, has the 429s `npm run bench:chains` counted).
 */
const RATE_MARGIN = 0.9;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function rateGate(perSecond: number, now: () => number = Date.now): RequestGate {
  // No burst: a bucket holding a second's worth would let twice the rate through in some
  // one-second window, and providers count in sliding windows too. Evenly spaced, never more.
  const budget = createRequestBudget({ perSecond: perSecond * RATE_MARGIN, burst: 1, now });
  // Each caller waits for the one before it, then for a token.
  let queue: Promise<void> = Promise.resolve();
  return {
    take() {
      const turn = queue.then(async () => {
        while (!budget.tryTake()) await delay(Math.max(1, budget.waitMs()));
      });
      queue = turn;
      return turn;
    },
  };
}
