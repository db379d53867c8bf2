/**
 * The closes a feed must give, computed straight from the rounds a test wrote:
 * for each UTC day of the window, the last round with updatedAt before the
 * day's end; today, the latest round. The oracle the search is checked against.
 */
import { formatUnits } from 'viem';
import type { FeedRound } from '../../support/feeds';

export const DAY = 86_400;

export function expectedCloses(rounds: readonly FeedRound[], decimals: number, nowSeconds: number, days: number): number[] {
  const today = Math.floor(nowSeconds / DAY) * DAY;
  const closes: number[] = [];
  for (let day = today - (days - 1) * DAY; day <= today; day += DAY) {
    const end = day === today ? Number.POSITIVE_INFINITY : day + DAY;
    const inEffect = rounds.filter((round) => round.updatedAt < end).at(-1);
    if (inEffect) closes.push(Number(formatUnits(inEffect.answer, decimals)));
  }
  return closes;
}

/**
 * The closes of a feed with several phases that may overlap in time: each day
 * end is decided by the newest phase whose first round came before it, unless
 * the phase before that one still had a round at or after the day end (the
 * proxy is taken to have switched once the old aggregator stopped), and inside
 * that phase by its last round before the day end (docs/chainlink.md, "Phases").
 */
export function expectedPhasedCloses(phases: readonly (readonly FeedRound[])[], decimals: number, nowSeconds: number, days: number): number[] {
  const today = Math.floor(nowSeconds / DAY) * DAY;
  const closes: number[] = [];
  for (let day = today - (days - 1) * DAY; day <= today; day += DAY) {
    const end = day === today ? Number.POSITIVE_INFINITY : day + DAY;
    let newest = phases.length - 1;
    while (newest >= 0 && phases[newest][0].updatedAt >= end) newest -= 1;
    const predecessor = newest > 0 ? phases[newest - 1] : undefined;
    const stillAnswering = predecessor !== undefined && predecessor[0].updatedAt < end && (predecessor.at(-1)?.updatedAt ?? 0) >= end;
    const phase = stillAnswering ? predecessor : newest >= 0 ? phases[newest] : undefined;
    const inEffect = phase?.filter((round) => round.updatedAt < end).at(-1);
    if (inEffect) closes.push(Number(formatUnits(inEffect.answer, decimals)));
  }
  return closes;
}
