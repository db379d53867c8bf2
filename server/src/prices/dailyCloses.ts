/** Turns feed rounds into one USD close per UTC day. Pure. */

export const SECONDS_PER_DAY = 86_400;

export interface Round {
  roundId: bigint;
  /** USD per whole unit (feed decimals applied). */
  priceUsd: number;
  /** Unix seconds. */
  updatedAt: number;
}

export function utcDayStart(unixSeconds: number): number {
  return Math.floor(unixSeconds / SECONDS_PER_DAY) * SECONDS_PER_DAY;
}

/**
 * The close of a UTC day is the answer of the last round updated before the day
 * ended, so a day without a round (a quiet stablecoin feed) carries the previous
 * close forward. Covers the `days` UTC days ending with the latest round's day;
 * days before the feed's first round are left out. Oldest first.
 */
export function dailyCloses(rounds: readonly Round[], days: number): number[] {
  if (rounds.length === 0) return [];
  const sorted = [...rounds].sort((a, b) => a.updatedAt - b.updatedAt);
  const lastDay = utcDayStart(sorted[sorted.length - 1].updatedAt);
  const closes: number[] = [];
  let index = -1;
  for (let day = lastDay - (days - 1) * SECONDS_PER_DAY; day <= lastDay; day += SECONDS_PER_DAY) {
    const dayEnd = day + SECONDS_PER_DAY;
    while (index + 1 < sorted.length && sorted[index + 1].updatedAt < dayEnd) index++;
    if (index >= 0) closes.push(sorted[index].priceUsd);
  }
  return closes;
}
