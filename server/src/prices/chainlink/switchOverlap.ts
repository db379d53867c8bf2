/**
 * Which aggregator a proxy served at a day's end when a feed changed
 * aggregator inside the window. A new aggregator transmits before the proxy
 * switches to it: Chainlink's EACAggregatorProxy (smartcontractkit/chainlink,
 * contracts/src/v0.6/AggregatorProxy.sol) serves it only from
 * `confirmAggregator` on, which can come days after its first round, and
 * records neither that moment nor an event for it. What the rounds do show is
 * when the old aggregator stopped answering: while it still had rounds after a
 * day's end, it is taken to be the one served then. So a phase takes over at
 * the later of its own first round and its predecessor's last round.
 * docs/chainlink.md, "Phases", says why, and what this cannot tell.
 */
import { extentProbes, olderPhasePlan, settleExtent, type PhaseSearch } from './phases';
import { roundProbe, type Probe } from './probe';
import type { PhaseRounds } from './timeline';

export interface OverlapSearch extends PhaseSearch {
  /** The earliest day end this search settles: a phase that began before it took over before the window, as far as this search can tell. */
  firstDayEnd: number;
}

/** Whether the phase's first round came before `time`; undefined when its reads do not tell yet. */
export function beganBefore(phase: PhaseRounds, time: number): boolean | undefined {
  // Rounds grow in time inside a phase: a round read before `time` means its first one is too.
  const earliestRead = phase.points().at(0);
  if (earliestRead !== undefined && earliestRead.data.updatedAt < time) return true;
  const first = phase.known.get(1n);
  if (first === undefined) return undefined;
  return first !== 'absent' && first.updatedAt < time;
}

function ask(probes: Map<string, Probe>, more: readonly Probe[]): 'wait' {
  for (const probe of more) probes.set(probe.key, probe);
  return 'wait';
}

/**
 * The phase that decides `dayEnd`, given `phase`, the newest one that had
 * begun by then: its predecessor instead while that one still had a round at
 * or after the day end. 'wait' when reads are needed first (queued in `probes`).
 */
export function servedPhase(state: OverlapSearch, phase: PhaseRounds, dayEnd: number, probes: Map<string, Probe>): PhaseRounds | 'wait' {
  const beforeWindow = beganBefore(phase, state.firstDayEnd);
  if (beforeWindow === undefined) return ask(probes, [roundProbe(phase, state.feed, 1n)]);
  if (beforeWindow) return phase;
  // The phase began inside the window, so the search reads its predecessor anyway (for the days before).
  const index = state.line.phases.indexOf(phase);
  if (index === 0) return state.line.earliestIsFirst ? phase : ask(probes, olderPhasePlan(state));
  const predecessor = state.line.phases[index - 1];
  settleExtent(predecessor);
  if (predecessor.lastRound === null) return ask(probes, extentProbes(state.feed, predecessor));
  if (predecessor.lastRound === 0n) return phase;
  const last = predecessor.known.get(predecessor.lastRound);
  if (last === undefined) return ask(probes, [roundProbe(predecessor, state.feed, predecessor.lastRound)]);
  if (last === 'absent' || last.updatedAt < dayEnd) return phase;
  const began = beganBefore(predecessor, dayEnd);
  if (began === undefined) return ask(probes, [roundProbe(predecessor, state.feed, 1n)]);
  return began ? predecessor : phase;
}
