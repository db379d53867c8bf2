/**
 * Finds, for each feed and each closed UTC day, the round in effect at the
 * day's end: the last round with updatedAt before it. Exact, not sampled.
 *
 * All feeds are searched together, one pass (one set of eth_calls) at a time.
 * Rounds come roughly evenly spaced in time, so each pass interpolates the
 * round id of every unresolved day end between the nearest rounds known on
 * either side and reads a few ids around the guess (galloping outward). A feed
 * with a round a day is done in one pass; a round every hour in two or three.
 * See docs/chainlink.md for the measured costs.
 */
import type { Address } from 'viem';
import type { EthCallClient } from '../../chain/multicall';
import { callAll } from './ethCalls';
import { olderRoundsPlan, type PhaseSearch } from './phases';
import { roundProbe, type Probe } from './probe';
import type { Round } from './rounds';
import { Timeline, type Point } from './timeline';

/** Ids read around each guess, as offsets from it: the guess and its successor settle a good guess at once. */
const GUESS_OFFSETS = [0, 1, -1, 2, -2, 4, -4, 8, -8];
/** A bracket with this few unread rounds inside is read whole: it then settles in one pass. */
const READ_WHOLE_BRACKET = GUESS_OFFSETS.length + 3;
/** Beyond this many passes a feed's search gives up (its rounds do not behave like a feed's). */
const MAX_SEARCH_PASSES = 8;

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

interface SearchState extends PhaseSearch {
  /** Day ends not settled yet. */
  pending: number[];
  found: FoundCloses;
}

/** The nearest known rounds on either side of a day end: lo (before it) may be absent, hi (at or after) never is. */
function bracket(points: readonly Point[], dayEnd: number): { lo?: Point; hi: Point } {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (points[middle].round.updatedAt >= dayEnd) high = middle;
    else low = middle + 1;
  }
  return { lo: low > 0 ? points[low - 1] : undefined, hi: points[low] };
}

function guessIndices(lo: Point, hi: Point, dayEnd: number): number[] {
  const inside = hi.index - lo.index - 1;
  if (inside <= READ_WHOLE_BRACKET) return Array.from({ length: inside }, (_, offset) => lo.index + 1 + offset);
  // Index where updatedAt reaches dayEnd if time ran linearly between lo and hi; the close is just before it.
  const crossing = lo.index + ((dayEnd - lo.round.updatedAt) / (hi.round.updatedAt - lo.round.updatedAt)) * (hi.index - lo.index);
  const guess = Math.min(Math.max(Math.ceil(crossing) - 1, lo.index + 1), hi.index - 1);
  return GUESS_OFFSETS.map((offset) => guess + offset).filter((index) => index > lo.index && index < hi.index);
}

/** This pass's probes for one feed; settles the day ends the known rounds already decide. */
function plan(state: SearchState): Probe[] {
  const points = state.timeline.points();
  const probes = new Map<string, Probe>();
  const addRound = (index: number) => {
    const roundId = state.timeline.idAt(index);
    if (!state.timeline.known.has(roundId)) probes.set(`round:${roundId}`, roundProbe(state.timeline, state.feed, roundId));
  };
  let needsOlderRounds = false;
  const stillPending: number[] = [];
  for (const dayEnd of state.pending) {
    const { lo, hi } = bracket(points, dayEnd);
    if (!lo) {
      // Nothing known before this day end: the feed's earlier rounds, or older phases, come first.
      if (hi.index === 0 && state.timeline.earliestIsFirst) {
        state.found.set(dayEnd, null);
        continue;
      }
      needsOlderRounds = true;
      stillPending.push(dayEnd);
      continue;
    }
    const inside = hi.index - lo.index - 1;
    if (inside === 0 || (inside <= READ_WHOLE_BRACKET && state.timeline.allReadBetween(lo.index, hi.index))) {
      state.found.set(dayEnd, lo.round);
      continue;
    }
    guessIndices(lo, hi, dayEnd).forEach(addRound);
    stillPending.push(dayEnd);
  }
  state.pending = stillPending;
  if (needsOlderRounds) {
    const older = olderRoundsPlan(state);
    if (older.length === 0) {
      for (const dayEnd of state.pending) if (!bracket(points, dayEnd).lo) state.found.set(dayEnd, null);
      state.pending = state.pending.filter((dayEnd) => !state.found.has(dayEnd));
    }
    for (const probe of older) probes.set(probe.key, probe);
  }
  return [...probes.values()];
}

function startSearch(feed: SearchFeed): SearchState {
  const timeline = new Timeline(feed.latest);
  for (const anchor of feed.anchors) if (timeline.indexOf(anchor.roundId) !== null) timeline.known.set(anchor.roundId, anchor);
  return { feed: feed.feed, timeline, pending: [...feed.dayEnds].sort((a, b) => a - b), found: new Map() };
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
