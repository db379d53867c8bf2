/**
 * Going back past the current phase, through the proxy only: the proxy's
 * phaseAggregators(p - 1) says whether there is an earlier phase, and its
 * getRoundData((p - 1) << 64 | r) reads that phase's rounds. The old
 * aggregator itself is never asked: real aggregators (AccessControlledOffchainAggregator,
 * AccessControlledOCR2Aggregator) answer only the readers on their access list
 * (the proxy) or tx.origin, and Multicall3 is neither. The phase's extent (its
 * last round) is found by reading through the proxy until the rounds run out:
 * powers of two first, then evenly spaced ids between the last round seen and
 * the first one absent. See docs/chainlink.md.
 */
import { getAddress, zeroAddress, type Address } from 'viem';
import { decodeWord, phaseAggregatorsCall } from './rounds';
import { roundProbe, type Probe } from './probe';
import { PhaseRounds, type FeedLine } from './timeline';

/** Aggregator round ids fit in uint32 on Flux, OCR and OCR2 (past that OCR2 answers zeros, Flux and OCR revert "No data present"): 2^0 … 2^32 bound any phase. */
const POWERS_OF_TWO = Array.from({ length: 33 }, (_, power) => 1n << BigInt(power));
/** Ids read per pass between the last round seen and the first absent one: 5,000 rounds are bounded in 3 passes. */
const EXTENT_PROBES_PER_PASS = 128;

export interface PhaseSearch {
  feed: Address;
  line: FeedLine;
  /** The phase just before the earliest, asked of the proxy and not answered yet. */
  olderPhase?: PhaseRounds;
}

function phaseAggregatorProbe(state: PhaseSearch, older: PhaseRounds): Probe {
  return {
    key: `phaseAggregators:${older.phase}`,
    call: { target: state.feed, callData: phaseAggregatorsCall(older.phase) },
    apply(result) {
      const word = decodeWord(result);
      // Unknown: asked again next pass.
      if (word === null) return;
      state.olderPhase = undefined;
      const aggregator = getAddress(`0x${word.toString(16).padStart(40, '0').slice(-40)}`);
      if (aggregator === zeroAddress) state.line.earliestIsFirst = true;
      else {
        state.line.phases.unshift(older);
        state.line.earliestIsFirst = older.phase <= 1n;
      }
    },
  };
}

/** Sets `lastRound` when the rounds read bound it: the last round present and the next one absent. */
export function settleExtent(phase: PhaseRounds): void {
  if (phase.lastRound !== null) return;
  const { present, absent } = extentBounds(phase);
  if (absent !== undefined && absent - present === 1n) phase.lastRound = present;
}

function extentBounds(phase: PhaseRounds): { present: bigint; absent?: bigint } {
  let present = 0n;
  for (const [round, read] of phase.known) if (read !== 'absent' && round > present) present = round;
  let absent: bigint | undefined;
  for (const [round, read] of phase.known) if (read === 'absent' && round > present && (absent === undefined || round < absent)) absent = round;
  return { present, absent };
}

/** The reads that narrow an older phase's extent, through the proxy. */
export function extentProbes(feed: Address, phase: PhaseRounds): Probe[] {
  const { present, absent } = extentBounds(phase);
  const candidates =
    absent === undefined
      ? POWERS_OF_TWO.filter((round) => round > present)
      : Array.from({ length: EXTENT_PROBES_PER_PASS }, (_, step) => present + ((absent - present) * BigInt(step + 1)) / BigInt(EXTENT_PROBES_PER_PASS + 1));
  const unread = [...new Set(candidates)].filter((round) => round > present && (absent === undefined || round < absent) && !phase.known.has(round));
  // Past the phase's end a Flux round reverts, at about twice an answer's gas.
  return unread.map((round) => roundProbe(phase, feed, round, true));
}

/**
 * The reads that reveal the phase before the earliest: whether the proxy has
 * one, and (speculatively, in the same pass) its rounds at powers of two.
 * Empty when there is no earlier phase.
 */
export function olderPhasePlan(state: PhaseSearch): Probe[] {
  if (state.line.earliestIsFirst) return [];
  state.olderPhase ??= new PhaseRounds(state.line.earliest.phase - 1n, null);
  return [phaseAggregatorProbe(state, state.olderPhase), ...extentProbes(state.feed, state.olderPhase)];
}
