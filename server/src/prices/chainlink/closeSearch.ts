/**
 * Finds, for each feed and each closed UTC day, the round in effect at the
 * day's end: the last round with updatedAt before it, in the phase the proxy
 * served then (the newest that had begun, unless its predecessor was still
 * answering: switchOverlap.ts). Exact, not sampled.
 *
 * All feeds are searched together, one pass (one set of eth_calls) at a time.
 * Inside a phase, rounds come roughly evenly spaced in time, so each pass
 * interpolates the round id of every unresolved day end between the nearest
 * rounds read on either side and reads a few ids around the guess (galloping
 * outward). Phases are never interpolated across: they may overlap in time.
 * A read that failed without saying the round is absent is asked again, never
 * taken for a missing round. See docs/chainlink.md for the measured costs.
 */
import type { Address } from 'viem';
import type { EthCallClient } from '../../chains/multicall/multicall';
import { callAll } from './ethCalls';
import { extentProbes, olderPhasePlan, settleExtent } from './phases';
import { beganBefore, servedPhase, type OverlapSearch } from './switchOverlap';
import { roundProbe, type Probe } from './probe';
import { aggregatorRoundOf, phaseOf, type Round } from './rounds';
import { FeedLine, type PhaseRounds, type Point } from './timeline';

/** Ids read around each guess, as offsets from it: the guess and its successor settle a good guess at once. */
const GUESS_OFFSETS = [0n, 1n, -1n, 2n, -2n, 4n, -4n, 8n, -8n];
/** A bracket with this few unread rounds inside is read whole: it then settles in one pass. */
const READ_WHOLE_BRACKET = BigInt(GUESS_OFFSETS.length + 3);
/**
 * Beyond this many passes a feed's search gives up (its rounds do not behave
 * like a feed's, or some of its reads keep failing): a dense feed settles in 3,
 * an older phase costs about 4 more (its existence and extent, then its closes).
 */
const MAX_SEARCH_PASSES = 12;

export interface SearchFeed {
  feed: Address;
  latest: Round;
  /** Unix seconds of the day ends to find closes for, each ≤ latest.updatedAt. */
  dayEnds: readonly number[];
  /** Rounds known to lie before every day end (a stored close's round): the search starts there. */
  anchors: readonly Round[];
}

/** Per day end: the close's round, or null when the feed has no round before it (the feed is younger). */
export type FoundCloses = Map<number, Round | null>;

interface SearchState extends OverlapSearch {
  /** Day ends not settled yet. */
  pending: number[];
  found: FoundCloses;
}

/** The nearest read rounds of one phase on either side of a day end: lo (before it), hi (at or after it) when there is one. */
function bracket(points: readonly Point[], dayEnd: number): { lo?: Point; hi?: Point } {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (points[middle].data.updatedAt >= dayEnd) high = middle;
    else low = middle + 1;
  }
  return { lo: low > 0 ? points[low - 1] : undefined, hi: points[low] };
}

function guessRounds(lo: Point, hi: Point, dayEnd: number): bigint[] {
  const inside = hi.round - lo.round - 1n;
  if (inside <= READ_WHOLE_BRACKET) return Array.from({ length: Number(inside) }, (_, offset) => lo.round + 1n + BigInt(offset));
  // Round where updatedAt reaches dayEnd if time ran linearly between lo and hi; the close is just before it.
  const span = Number(hi.round - lo.round);
  const crossing = Number(lo.round) + ((dayEnd - lo.data.updatedAt) / (hi.data.updatedAt - lo.data.updatedAt)) * span;
  const guess = BigInt(Math.min(Math.max(Math.ceil(crossing) - 1, Number(lo.round) + 1), Number(hi.round) - 1));
  return GUESS_OFFSETS.map((offset) => guess + offset).filter((round) => round > lo.round && round < hi.round);
}

/**
 * The phase whose rounds decide a day end: the newest phase whose first round
 * came before it, or its predecessor while that one still answered
 * (switchOverlap.ts). Returns 'wait' when a read is needed first (queued in
 * `probes`), 'none' when no phase has a round before it.
 */
function phaseFor(state: SearchState, dayEnd: number, probes: Map<string, Probe>): PhaseRounds | 'wait' | 'none' {
  for (const phase of [...state.line.phases].reverse()) {
    settleExtent(phase);
    if (phase.lastRound === null) {
      for (const probe of extentProbes(state.feed, phase)) probes.set(probe.key, probe);
      return 'wait';
    }
    if (phase.lastRound === 0n) continue;
    const began = beganBefore(phase, dayEnd);
    if (began === undefined) {
      const probe = roundProbe(phase, state.feed, 1n);
      probes.set(probe.key, probe);
      // Speculatively, in the same pass: whether there is an earlier phase, and its extent's first reads.
      if (phase === state.line.earliest) for (const older of olderPhasePlan(state)) probes.set(older.key, older);
      return 'wait';
    }
    if (!began) continue;
    const served = servedPhase(state, phase, dayEnd, probes);
    // While it is not known whether the predecessor still answered, the search narrows the day end in this phase too.
    if (served === 'wait') closeIn(state, phase, dayEnd, probes);
    return served;
  }
  if (state.line.earliestIsFirst) return 'none';
  for (const probe of olderPhasePlan(state)) probes.set(probe.key, probe);
  return 'wait';
}

/**
 * A day end inside the phase that decides it: its close when the rounds read
 * settle it, else the reads that narrow it (queued in `probes`).
 */
function closeIn(state: SearchState, phase: PhaseRounds, dayEnd: number, probes: Map<string, Probe>): Round | undefined {
  const ask = (round: bigint): void => {
    const probe = roundProbe(phase, state.feed, round);
    probes.set(probe.key, probe);
  };
  const { lo, hi } = bracket(phase.points(), dayEnd);
  // The phase's first round is before the day end, so lo exists; no hi: lo is the phase's last round read.
  if (lo && !hi && lo.round === phase.lastRound) return lo.data;
  if (lo && hi) {
    const inside = hi.round - lo.round - 1n;
    if (inside === 0n || (inside <= READ_WHOLE_BRACKET && phase.allReadBetween(lo.round, hi.round))) return lo.data;
    for (const round of guessRounds(lo, hi, dayEnd)) if (!phase.known.has(round)) ask(round);
  } else if (phase.lastRound !== null && !phase.known.has(phase.lastRound)) ask(phase.lastRound);
  return undefined;
}

/** This pass's probes for one feed; settles the day ends the rounds read already decide. */
function plan(state: SearchState): Probe[] {
  const probes = new Map<string, Probe>();
  const stillPending: number[] = [];
  for (const dayEnd of state.pending) {
    const phase = phaseFor(state, dayEnd, probes);
    if (phase === 'none') {
      state.found.set(dayEnd, null);
      continue;
    }
    const close = typeof phase === 'object' ? closeIn(state, phase, dayEnd, probes) : undefined;
    if (close) state.found.set(dayEnd, close);
    else stillPending.push(dayEnd);
  }
  state.pending = stillPending;
  return [...probes.values()];
}

function startSearch(feed: SearchFeed): SearchState {
  const line = new FeedLine(feed.latest);
  const current = line.phase(phaseOf(feed.latest.roundId));
  for (const anchor of feed.anchors) {
    const round = aggregatorRoundOf(anchor.roundId);
    if (current && phaseOf(anchor.roundId) === current.phase && round >= 1n && round <= (current.lastRound ?? 0n)) current.known.set(round, anchor);
  }
  const pending = [...feed.dayEnds].sort((a, b) => a - b);
  return { feed: feed.feed, line, pending, firstDayEnd: pending[0] ?? Number.POSITIVE_INFINITY, found: new Map() };
}

/**
 * Searches every feed together. Resolves the closes found per feed; a feed
 * whose search did not settle within MAX_SEARCH_PASSES is absent from the map.
 * Rejects with PriceError only when the node fails.
 */
export async function searchCloses(client: EthCallClient, multicall3: Address, feeds: readonly SearchFeed[]): Promise<Map<Address, FoundCloses>> {
  const states = feeds.map(startSearch);
  for (let pass = 0; pass < MAX_SEARCH_PASSES; pass++) {
    const planned = states.map((state) => ({ state, probes: plan(state) })).filter(({ probes }) => probes.length > 0);
    if (planned.length === 0) break;
    const probes = planned.flatMap((feed) => feed.probes);
    const results = await callAll(
      client,
      multicall3,
      probes.map((probe) => probe.call),
    );
    probes.forEach((probe, index) => {
      probe.apply(results[index]);
    });
  }
  for (const state of states) plan(state);
  return new Map(states.filter((state) => state.pending.length === 0).map((state) => [state.feed, state.found]));
}
