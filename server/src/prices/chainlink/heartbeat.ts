/**
 * A feed's heartbeat as its own rounds show it: the longest spacing between
 * consecutive rounds among the latest ones, read through the proxy. An
 * out-of-date registry heartbeat then cannot make a fresh price "stale" (a
 * daily feed the registry calls hourly) or a dead feed "fresh" (an hourly feed
 * the registry calls daily). The registry's value is only the fallback, for a
 * feed with too few rounds to tell. See docs/chainlink.md, "Stale and sequencer rules".
 */
import type { Address } from 'viem';
import type { Call, CallResult } from '../../chains/multicall/multicall';
import { aggregatorRoundOf, classifyRound, getRoundDataCall, type Round } from './rounds';

/**
 * Rounds read before the latest: 8 spacings, 8 hours of an hourly feed, 8 days
 * of a daily one. With ~45 feeds a chain that stays one eth_call (under 1,000
 * calls), so a restarted service still reads a chain in ≤ 3 requests once its closes are stored.
 */
export const RECENT_ROUNDS = 8;
/** Fewer spacings than this say too little: the registry's heartbeat is used. */
const MIN_SPACINGS = 3;
/**
 * Deviation rounds come sooner than the heartbeat, so the longest spacing seen
 * can fall short of it: 10 % more keeps a quiet hour after a busy day fresh.
 */
const MARGIN = 1.1;
/** Bounds: no real feed beats faster than a minute; past 27 h (97,200 s, Chainlink's longest price-feed heartbeat in the Ethereum directory) a feed is called stale anyway. */
export const MIN_OBSERVED_HEARTBEAT_SECONDS = 60;
export const MAX_OBSERVED_HEARTBEAT_SECONDS = 97_200;

/** getRoundData of the rounds just before the latest, in the latest's phase, newest first. */
export function recentRoundCalls(feed: Address, latest: Round): Call[] {
  const round = aggregatorRoundOf(latest.roundId);
  const count = Math.min(RECENT_ROUNDS, Number(round - 1n));
  return Array.from({ length: Math.max(0, count) }, (_, index) => ({ target: feed, callData: getRoundDataCall(latest.roundId - BigInt(index + 1)) }));
}

/** The heartbeat the rounds show (seconds, bounded), or null when too few of them could be read. */
export function observedHeartbeat(latest: Round, results: readonly CallResult[]): number | null {
  const rounds = [latest];
  for (const result of results) {
    const read = classifyRound(result);
    // Only an unbroken run of consecutive rounds gives spacings.
    if (read === 'absent' || read === 'unknown') break;
    rounds.push(read);
  }
  if (rounds.length - 1 < MIN_SPACINGS) return null;
  let longest = 0;
  for (let index = 1; index < rounds.length; index++) longest = Math.max(longest, rounds[index - 1].updatedAt - rounds[index].updatedAt);
  return Math.min(MAX_OBSERVED_HEARTBEAT_SECONDS, Math.max(MIN_OBSERVED_HEARTBEAT_SECONDS, Math.ceil(longest * MARGIN)));
}

/** A feed's spacing changes when Chainlink reconfigures it, rarely: what was seen is reused for a day. */
const REMEMBER_MS = 24 * 3_600_000;

export interface HeartbeatMemory {
  /**
   * The observed heartbeat of each feed given (absent: too few rounds to
   * tell). Feeds not seen in the last day have their recent rounds read, all
   * in one pass; a failed read leaves the feed on its fallback.
   */
  of(feeds: ReadonlyArray<{ feed: Address; latest: Round }>, read: (calls: Call[]) => Promise<CallResult[]>): Promise<Map<Address, number>>;
}

export function heartbeatMemory(now: () => number): HeartbeatMemory {
  const seen = new Map<Address, { seconds: number | null; at: number }>();
  return {
    async of(feeds, read) {
      const stale = feeds.filter(({ feed }) => {
        const entry = seen.get(feed);
        return !entry || now() - entry.at > REMEMBER_MS;
      });
      const callsOf = stale.map(({ feed, latest }) => recentRoundCalls(feed, latest));
      const calls = callsOf.flat();
      if (calls.length > 0) {
        const results = await read(calls).catch(() => null);
        let offset = 0;
        stale.forEach(({ feed, latest }, index) => {
          const own = callsOf[index].length;
          if (results) seen.set(feed, { seconds: observedHeartbeat(latest, results.slice(offset, offset + own)), at: now() });
          offset += own;
        });
      }
      const known = new Map<Address, number>();
      for (const { feed } of feeds) {
        const seconds = seen.get(feed)?.seconds;
        if (seconds !== undefined && seconds !== null) known.set(feed, seconds);
      }
      return known;
    },
  };
}
