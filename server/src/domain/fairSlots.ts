/**
 * A few places that a crowd takes turns at: at most `slots` holders at once, the others waiting
 * their fair turn between visitors (domain/fairQueue.ts) for at most `patienceMs`, and refused at
 * once (BusyError: 503 with Retry-After) when their turn would come later than that. How long a
 * place is held is learnt as it goes (a running average), so the refusal comes at once rather than
 * after the wait. Heavy routes take turns through it (plugins/workTurns.ts), and so do ENS lookups
 * for their places in chain 1's request gate (wallet/ensGateShare.ts).
 */
import { fairQueue, type Turn } from './fairQueue';

/** Weight of the newest hold time in the running average. */
const AVERAGE_WEIGHT = 0.2;

export interface FairSlotsOptions {
  slots: number;
  /** How long a visitor's waiter waits at most. */
  patienceMs: number;
  /** A place's hold time before any was measured. */
  firstGuessMs: number;
}

export interface FairSlots {
  /** Resolves with the place's release once it is this turn's; rejects with BusyError, or the signal's reason. */
  take(turn?: Turn): Promise<() => void>;
}

export function fairSlots({ slots, patienceMs, firstGuessMs }: FairSlotsOptions): FairSlots {
  let held = 0;
  let averageMs = firstGuessMs;
  const queue = fairQueue({
    // Every place is held while anyone waits: the waiter at `position` starts after that many holds, shared among the places.
    expectedWaitMs: (position) => (Math.floor(position / slots) + 1) * averageMs,
    patienceMs,
    retryAfterS: Math.ceil(patienceMs / 1_000),
  });
  /** Lets waiters through while a place is free; each is counted as it is let through. */
  const fill = () => {
    while (held < slots && queue.admit()) held += 1;
  };
  return {
    async take(turn) {
      const admitted = queue.join(turn);
      fill();
      await admitted;
      const started = performance.now();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        averageMs += AVERAGE_WEIGHT * (performance.now() - started - averageMs);
        held -= 1;
        fill();
      };
    },
  };
}
