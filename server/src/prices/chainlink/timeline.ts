/**
 * What a read knows of one feed's rounds, phase by phase. Each phase (one
 * aggregator the proxy has had) is its own ordered segment: its rounds'
 * updatedAt only grow with the round id inside it, but two phases may overlap
 * in time (a new aggregator can be live before the proxy switches to it), so
 * the close search never interpolates across a phase change.
 */
import { proxyRoundId, type Round } from './rounds';

/** A round read: its data, or 'absent' (the aggregator has no such round). An unknown read is not kept: it is asked again. */
export type RoundRead = Round | 'absent';

export interface Point {
  /** The aggregator's own round id (1-based). */
  round: bigint;
  data: Round;
}

/**
 * Reads by aggregator round id; remembers when it last changed, so the sorted points are rebuilt
 * only then. Every method that changes the map bumps the version, or points() would go stale.
 */
class RoundReads extends Map<bigint, RoundRead> {
  version = 0;

  override set(round: bigint, read: RoundRead): this {
    this.version += 1;
    return super.set(round, read);
  }

  override delete(round: bigint): boolean {
    this.version += 1;
    return super.delete(round);
  }

  override clear(): void {
    this.version += 1;
    super.clear();
  }
}

export class PhaseRounds {
  /** Reads by aggregator round id. */
  readonly known = new RoundReads();
  /** points() as of a version of `known`: a pass plans every day end against the same reads, thousands of times on a cold read. */
  private sorted: { version: number; points: Point[] } | null = null;

  constructor(
    readonly phase: bigint,
    /** The phase's last round; null until found through the proxy (0 for a phase with no rounds). */
    public lastRound: bigint | null,
  ) {}

  proxyId(round: bigint): bigint {
    return proxyRoundId(this.phase, round);
  }

  /** Rounds read successfully, oldest first (updatedAt grows along them, inside a phase). Do not change the array. */
  points(): readonly Point[] {
    const { version } = this.known;
    if (this.sorted?.version === version) return this.sorted.points;
    const points: Point[] = [];
    for (const [round, read] of this.known) if (read !== 'absent') points.push({ round, data: read });
    points.sort((a, b) => (a.round < b.round ? -1 : a.round > b.round ? 1 : 0));
    this.sorted = { version, points };
    return points;
  }

  /** Whether every round strictly between two has been read (and found absent, since it is not a point). */
  allReadBetween(from: bigint, to: bigint): boolean {
    for (let round = from + 1n; round < to; round++) if (!this.known.has(round)) return false;
    return true;
  }
}

export class FeedLine {
  /** Oldest first; starts with the current phase and grows backwards as the search needs older phases. */
  readonly phases: PhaseRounds[];
  /** No phase before the earliest one: phase 1, a bare aggregator (phase 0), or a proxy with no earlier phase. */
  earliestIsFirst: boolean;

  constructor(latest: Round) {
    const phase = latest.roundId >> 64n;
    const current = new PhaseRounds(phase, latest.roundId & ((1n << 64n) - 1n));
    current.known.set(current.lastRound ?? 0n, latest);
    this.phases = [current];
    this.earliestIsFirst = phase <= 1n;
  }

  get earliest(): PhaseRounds {
    return this.phases[0];
  }

  phase(phase: bigint): PhaseRounds | undefined {
    return this.phases.find((candidate) => candidate.phase === phase);
  }
}
