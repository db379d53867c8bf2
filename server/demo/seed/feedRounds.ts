/**
 * The rounds a demo feed is written with: the token's daily USD closes
 * (priceSeries.ts) laid out one a day, or one an hour with deviation rounds,
 * quoted in USD or in ETH, and split into phases when the proxy changed
 * aggregator. Pure.
 */
import { SECONDS_PER_DAY, utcDayStart } from '../../src/prices/utcDay';
import { HISTORY_DAYS, priceSeries } from './priceSeries';
import { uniformGenerator, seedFrom } from './prng';
import type { FeedPlan } from './chainPlan';

const SECONDS_PER_HOUR = 3_600;
/** The phased feed's aggregator changed this many days before seeding. */
export const PHASE_CHANGE_DAYS_AGO = 120;
/** Share of hours with an extra round half-way, as a 0.5 % deviation trigger would add. */
const DEVIATION_ROUND_SHARE = 0.15;
const DEVIATION = 0.006;

export interface Round {
  /** The feed's integer answer (its decimals applied). */
  answer: bigint;
  /** Unix seconds. */
  updatedAt: bigint;
}

/** A price → the feed's integer answer. */
export function toAnswer(price: number, decimals: number): bigint {
  return BigInt(Math.round(price * 10 ** decimals));
}

/** HISTORY_DAYS + 1 closes, oldest first, in the feed's quote (USD, or ETH for X / ETH feeds). */
export function feedCloses(feed: FeedPlan, ethUsdCloses: readonly number[]): number[] {
  const usd = priceSeries({ label: feed.symbol, ...feed.spec });
  return feed.quote === 'ETH' ? usd.map((close, index) => close / ethUsdCloses[index]) : usd;
}

/** One round a day at now − k days, k = HISTORY_DAYS … 0. */
export function dailyRounds(closes: readonly number[], decimals: number, now: number): Round[] {
  return closes.map((close, index) => ({
    answer: toAnswer(close, decimals),
    updatedAt: BigInt(now - (HISTORY_DAYS - index) * SECONDS_PER_DAY),
  }));
}

/**
 * When each daily close is the feed's answer: the last second of its UTC day,
 * where a reader takes the day's close (the last round before the day's end),
 * and now for today's. Anchoring the closes there, not at now − k days, makes
 * the closes read back the seeded ones whatever the time of day of seeding.
 */
function closeTimes(days: number, now: number): number[] {
  return Array.from({ length: days + 1 }, (_, index) => (index === days ? now : utcDayStart(now - (days - index) * SECONDS_PER_DAY) + SECONDS_PER_DAY - 1));
}

/**
 * A round every hour, joining the daily closes in log space, plus a round at
 * each day's end that is exactly that day's close, and deviation rounds
 * half-way through some hours. Seeded: the same rounds on every run.
 */
export function hourlyRounds(closes: readonly number[], decimals: number, now: number, label: string): Round[] {
  const uniform = uniformGenerator(seedFrom(`${label}:deviation`));
  const days = closes.length - 1;
  const times = closeTimes(days, now);
  const start = now - days * SECONDS_PER_DAY;
  const priceAt = (time: number): number => {
    // The first close at or after `time`: that of time's UTC day, whose close is at the day's end (today's at now).
    const next = Math.min(days, (utcDayStart(time) - utcDayStart(start)) / SECONDS_PER_DAY);
    if (next === 0) return closes[0];
    const progress = (time - times[next - 1]) / (times[next] - times[next - 1]);
    return Math.exp(Math.log(closes[next - 1]) + progress * (Math.log(closes[next]) - Math.log(closes[next - 1])));
  };
  const byTime = new Map<number, bigint>();
  const hours = days * 24;
  for (let hour = 0; hour <= hours; hour++) {
    const time = start + hour * SECONDS_PER_HOUR;
    byTime.set(time, toAnswer(priceAt(time), decimals));
    if (hour === hours || uniform() >= DEVIATION_ROUND_SHARE) continue;
    const direction = uniform() < 0.5 ? -1 : 1;
    const halfway = time + SECONDS_PER_HOUR / 2;
    byTime.set(halfway, toAnswer(priceAt(halfway) * (1 + direction * DEVIATION), decimals));
  }
  // Last, so that a day's close wins over an hourly or deviation round at the same second.
  times.forEach((time, index) => byTime.set(time, toAnswer(closes[index], decimals)));
  return [...byTime].sort(([a], [b]) => a - b).map(([time, answer]) => ({ answer, updatedAt: BigInt(time) }));
}

/** The rounds of each phase, oldest phase first: before and since the aggregator change. */
export function splitPhases(rounds: readonly Round[], now: number): Round[][] {
  const change = BigInt(now - PHASE_CHANGE_DAYS_AGO * SECONDS_PER_DAY);
  return [rounds.filter((round) => round.updatedAt < change), rounds.filter((round) => round.updatedAt >= change)];
}

/** The feed's rounds, one list per phase (one phase unless the layout is phased). */
export function feedPhases(feed: FeedPlan, ethUsdCloses: readonly number[], now: number): Round[][] {
  const closes = feedCloses(feed, ethUsdCloses);
  if (feed.layout === 'hourly') return [hourlyRounds(closes, feed.decimals, now, feed.symbol)];
  const rounds = dailyRounds(closes, feed.decimals, now);
  return feed.layout === 'phased' ? splitPhases(rounds, now) : [rounds];
}
