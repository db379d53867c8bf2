/**
 * A per-chain JSON-RPC budget (RPC_MAX_RPS_<id>) as a gate every request waits
 * at: a free-tier key answers 429 past roughly 6–12 eth_call/s, so Ribbit
 * spaces its own requests instead. Waiters are served in arrival order, so a
 * burst of visitors queues fairly instead of starving one request.
 */
import { createRequestBudget } from '../prices/requestBudget';
import type { RequestGate } from './jsonRpcHttp';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function rateGate(perSecond: number, now: () => number = Date.now): RequestGate {
  const budget = createRequestBudget({ perSecond, burst: Math.max(1, Math.floor(perSecond)), now });
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
