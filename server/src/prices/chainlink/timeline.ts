/**
 * What a read knows of one feed's rounds, across its phases. The phases'
 * rounds are laid end to end on one "index" line (phase p's round r sits after
 * every round of the phases before it), so the close search can interpolate
 * across a phase change as if the feed had one aggregator.
 */
import { aggregatorRoundOf, phaseOf, proxyRoundId, type Round } from './rounds';

/** One phase's rounds: aggregator rounds 1..lastRound, read through the proxy as (phase << 64) | r. */
export interface Segment {
  phase: bigint;
  lastRound: bigint;
}

export interface Point {
  index: number;
  round: Round;
}

export class Timeline {
  /** Oldest first; starts with the current phase and grows backwards as the search needs older phases. */
  readonly segments: Segment[];
  /** Rounds read, by proxy round id; null = the read failed (a round that does not exist or never completed). */
  readonly known = new Map<bigint, Round | null>();
  /** No phase before the earliest segment: phase 1, a bare aggregator (phase 0), or an earlier phase that cannot be read. */
  earliestIsFirst: boolean;

  constructor(latest: Round) {
    const phase = phaseOf(latest.roundId);
    this.segments = [{ phase, lastRound: aggregatorRoundOf(latest.roundId) }];
    this.earliestIsFirst = phase <= 1n;
    this.known.set(latest.roundId, latest);
  }

  get earliest(): Segment {
    return this.segments[0];
  }

  /** Adds the phase before the earliest, whose last round is `last` (read from that phase's aggregator). */
  prependPhase(last: Round): void {
    const phase = this.earliest.phase - 1n;
    const lastRound = aggregatorRoundOf(last.roundId);
    const roundId = proxyRoundId(phase, lastRound);
    this.segments.unshift({ phase, lastRound });
    this.known.set(roundId, { ...last, roundId });
    this.earliestIsFirst = phase <= 1n;
  }

  /** The proxy round id at an index; the index must be on the line. */
  idAt(index: number): bigint {
    let offset = 0;
    for (const segment of this.segments) {
      const size = Number(segment.lastRound);
      if (index < offset + size) return proxyRoundId(segment.phase, BigInt(index - offset + 1));
      offset += size;
    }
    throw new RangeError(`Index ${index} is past the latest round`);
  }

  /** The index of a proxy round id, or null when it is in no known segment. */
  indexOf(roundId: bigint): number | null {
    let offset = 0;
    const phase = phaseOf(roundId);
    const round = aggregatorRoundOf(roundId);
    for (const segment of this.segments) {
      if (segment.phase === phase) return round >= 1n && round <= segment.lastRound ? offset + Number(round) - 1 : null;
      offset += Number(segment.lastRound);
    }
    return null;
  }

  /** Rounds read successfully and on the line, by index. Their updatedAt never decreases with the index. */
  points(): Point[] {
    const points: Point[] = [];
    for (const [roundId, round] of this.known) {
      const index = round ? this.indexOf(roundId) : null;
      if (round && index !== null) points.push({ index, round });
    }
    return points.sort((a, b) => a.index - b.index);
  }

  /** Whether every index strictly between two indices has been read (and failed, since it is not a point). */
  allReadBetween(from: number, to: number): boolean {
    for (let index = from + 1; index < to; index++) if (!this.known.has(this.idAt(index))) return false;
    return true;
  }
}
