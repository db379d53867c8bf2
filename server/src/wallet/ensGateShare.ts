/**
 * ENS lookups' bounded share of chain 1's request gate (issue 31, item 2: a crowd of unknown names).
 *
 * A lookup is one request to the node, and every visitor that asks for a name spends one on chain 1,
 * however few names exist. Twenty visitors typing unknown names filled the gate's queue (two seconds
 * of turns) with lookups; a visitor who then asked for an address started level with that backlog
 * (each lookup came from a visitor with nothing else waiting, as the newcomer), and its one balance
 * read on chain 1 waited behind five of them (1.2 s) or, at the back of a full queue, was refused 503
 * busy (docs/deploy.md, "Crowds"). So at most ENS_GATE_PLACES lookups wait in the gate's queue at
 * once: a balance read waits behind no more lookups than that. The others take their fair turn
 * between visitors for a place (domain/fairSlots.ts) and are refused 503 busy when their turn would
 * come later than ENS_LANE_PATIENCE_MS: they must still fit the lookup's own 2.5 s deadline.
 */
import { fairSlots } from '../domain/fairSlots';
import type { Turn } from '../domain/fairQueue';

/** The chain's RequestGate (chains/transport/requestGate.ts, a later stage: passed in, not imported). */
export interface EnsRequestGate {
  take(turn?: Turn): Promise<void>;
}

/** Lookups waiting in the gate's queue at once, at most: a balance read waits behind no more than these. */
export const ENS_GATE_PLACES = 2;
/** How long a lookup waits for one of those places, at most: then its gate turn, within its 2.5 s deadline. */
export const ENS_LANE_PATIENCE_MS = 1_000;
/** A place's hold (one gate turn) before any was measured: at RPC_MAX_RPS 5, two turns' spacing. */
const FIRST_GUESS_MS = 450;

/**
 * `gate` as ENS lookups take it: each take first waits for one of the ENS_GATE_PLACES places, and
 * holds it only while it waits at the gate (the request it then sends holds no one).
 */
export function ensGateShare(gate: EnsRequestGate): EnsRequestGate {
  const places = fairSlots({ slots: ENS_GATE_PLACES, patienceMs: ENS_LANE_PATIENCE_MS, firstGuessMs: FIRST_GUESS_MS });
  return {
    async take(turn) {
      const release = await places.take(turn);
      try {
        await gate.take(turn);
      } finally {
        release();
      }
    },
  };
}
