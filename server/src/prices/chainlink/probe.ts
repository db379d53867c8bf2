import type { Call, CallResult } from '../../chain/multicall';
import { decodeRound, getRoundDataCall } from './rounds';
import type { Timeline } from './timeline';

/** One call of a search pass and what its result teaches. `key` dedupes a pass's probes. */
export interface Probe {
  key: string;
  call: Call;
  apply(result: CallResult): void;
}

/** Reads a round through the feed's proxy and records it (null when it failed). */
export function roundProbe(timeline: Timeline, feed: Call['target'], roundId: bigint): Probe {
  return {
    key: `round:${roundId}`,
    call: { target: feed, callData: getRoundDataCall(roundId) },
    apply: (result) => timeline.known.set(roundId, decodeRound(result)),
  };
}
