import type { Call, CallResult } from '../../chains/multicall/multicall';
import type { FeedCall } from './ethCalls';
import { classifyRound, getRoundDataCall } from './rounds';
import type { PhaseRounds } from './timeline';

/** One call of a search pass and what its result teaches. `key` dedupes a pass's probes. */
export interface Probe {
  key: string;
  call: FeedCall;
  apply(result: CallResult): void;
}

/**
 * Reads a phase's round through the feed's proxy, (phase << 64) | round, as the
 * proxy itself reads it. A failed read that does not say the round is absent
 * (out of gas, no access…) is left unknown: the next pass asks again.
 * `mayRevert`: the round may well be missing (a probe for a phase's end), so
 * its batch counts it at a revert's cost.
 */
export function roundProbe(phase: PhaseRounds, feed: Call['target'], round: bigint, mayRevert = false): Probe {
  const roundId = phase.proxyId(round);
  return {
    key: `round:${roundId}`,
    call: { target: feed, callData: getRoundDataCall(roundId), mayRevert },
    apply(result) {
      const read = classifyRound(result);
      if (read !== 'unknown') phase.known.set(round, read);
    },
  };
}
