/**
 * ENS lookups' bounded share of chain 1's request gate (issue 31, item 2: a crowd of unknown names).
 *
 * A lookup is one request to the node, and every visitor that asks for a name spends one on chain 1,
 * however few names exist. Twenty visitors typing unknown names filled the gate's queue (two seconds
 * of turns) with lookups; a visitor who then asked for an address started level with that backlog
 * (each lookup came from a visitor with nothing else waiting, as the newcomer), and its one balance
 * read on chain 1 waited behind up to nine of them (2.0 s) or, at the back of a full queue, was
 * refused 503 busy (docs/deploy.md, "The unknown-names crowd, traced"). So at most ENS_GATE_PLACES lookups wait in the gate's queue at
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

/** A lookup's place in the share, held until the gate lets its request through. */
export interface EnsGatePlace {
  /** Waits at the chain's gate; the place is given back once the gate lets the request through or refuses it. */
  take(turn?: Turn): Promise<void>;
  /** Gives the place back, if still held (the lookup ended before its turn). */
  release(): void;
}

export interface EnsGateShare {
  /** Waits for a place (fair turns between visitors); rejects with BusyError, before any work, past ENS_LANE_PATIENCE_MS. */
  enter(turn?: Turn): Promise<EnsGatePlace>;
}

/**
 * ENS lookups' share of `gate`. A lookup enters first, so one refused costs nothing but the refusal
 * (viem's client, the call's encoding and its error's wrapping cost 1.4–2.7 ms of CPU a lookup).
 * A request past the first (the next URL, after a failure) takes the gate without a place.
 */
export function ensGateShare(gate: EnsRequestGate): EnsGateShare {
  const places = fairSlots({ slots: ENS_GATE_PLACES, patienceMs: ENS_LANE_PATIENCE_MS, firstGuessMs: FIRST_GUESS_MS });
  return {
    async enter(turn) {
      const release = await places.take(turn);
      return {
        async take(gateTurn) {
          try {
            await gate.take(gateTurn);
          } finally {
            release();
          }
        },
        release,
      };
    },
  };
}
