/**
 * Going back past the current phase, as Chainlink's EACAggregatorProxy allows:
 * the proxy's phaseAggregators(p - 1) names the previous aggregator, that
 * aggregator's latestRoundData() gives its last round r, and the proxy's
 * getRoundData((p - 1) << 64 | r) reads any of its rounds. Asked only when a
 * day end lies before the earliest phase known so far.
 */
import { getAddress, zeroAddress, type Address } from 'viem';
import { decodeRound, decodeWord, phaseAggregatorsCall, proxyRoundId, SELECTORS } from './rounds';
import { roundProbe, type Probe } from './probe';
import type { Timeline } from './timeline';

export interface PhaseSearch {
  feed: Address;
  timeline: Timeline;
  /** The aggregator of the phase before the earliest segment; undefined until asked, null when there is none. */
  previousAggregator?: Address | null;
}

function phaseAggregatorProbe(state: PhaseSearch, phase: bigint): Probe {
  return {
    key: `phaseAggregators:${phase}`,
    call: { target: state.feed, callData: phaseAggregatorsCall(phase) },
    apply(result) {
      const word = decodeWord(result);
      const address = word === null ? zeroAddress : getAddress(`0x${word.toString(16).padStart(40, '0').slice(-40)}`);
      state.previousAggregator = address === zeroAddress ? null : address;
      if (state.previousAggregator === null) state.timeline.earliestIsFirst = true;
    },
  };
}

function aggregatorLatestProbe(state: PhaseSearch, aggregator: Address): Probe {
  return {
    key: `latestRoundData:${aggregator}`,
    call: { target: aggregator, callData: SELECTORS.latestRoundData },
    apply(result) {
      const last = decodeRound(result);
      state.previousAggregator = undefined;
      if (last) state.timeline.prependPhase(last);
      else state.timeline.earliestIsFirst = true;
    },
  };
}

/**
 * The probes that reveal rounds older than every round known: the earliest
 * phase's first round, then the phase before it. Empty when nothing older can
 * be read (the search then knows no round precedes those day ends).
 */
export function olderRoundsPlan(state: PhaseSearch): Probe[] {
  const { timeline } = state;
  const { phase } = timeline.earliest;
  const firstId = proxyRoundId(phase, 1n);
  const first = timeline.known.get(firstId);
  if (first === null) return [];
  const probes: Probe[] = [];
  if (first === undefined) probes.push(roundProbe(timeline, state.feed, firstId));
  if (timeline.earliestIsFirst) return probes;
  if (state.previousAggregator === undefined) {
    probes.push(phaseAggregatorProbe(state, phase - 1n));
    // Speculative, in the same pass: the previous phase's first round, needed if that phase is.
    if (first === undefined) probes.push(roundProbe(timeline, state.feed, proxyRoundId(phase - 1n, 1n)));
  } else if (state.previousAggregator !== null && first !== undefined) {
    probes.push(aggregatorLatestProbe(state, state.previousAggregator));
  }
  return probes;
}
