/**
 * The rounds a demo feed is written with: the token's daily USD closes
 * (priceSeries.ts) laid out one a day, or one an hour with deviation rounds,
 * quoted in USD or in ETH, and split into phases when the proxy changed
 * aggregator. Pure.
 */
import { HISTORY_DAYS, priceSeries } from './priceSeries';
import { uniformGenerator, seedFrom } from './prng';
import type { FeedPlan } from './chainPlan';

export const SECONDS_PER_DAY = 86_400;
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
 * A round every hour, joining the daily closes in log space (so each day's round
 * at now − k days is exactly that day's close), plus deviation rounds half-way
 * through some hours. Seeded: the same rounds on every run.
 */
export function hourlyRounds(closes: readonly number[], decimals: number, now: number, label: string): Round[] {
  const uniform = uniformGenerator(seedFrom(`${label}:deviation`));
  const priceAt = (hoursFromStart: number): number => {
    const day = Math.min(Math.floor(hoursFromStart / 24), closes.length - 2);
    const progress = (hoursFromStart - day * 24) / 24;
    return Math.exp(Math.log(closes[day]) + progress * (Math.log(closes[day + 1]) - Math.log(closes[day])));
  };
  const start = now - HISTORY_DAYS * SECONDS_PER_DAY;
  const hours = HISTORY_DAYS * 24;
  const rounds: Round[] = [];
  for (let hour = 0; hour <= hours; hour++) {
    rounds.push({ answer: toAnswer(priceAt(hour), decimals), updatedAt: BigInt(start + hour * SECONDS_PER_HOUR) });
    if (hour === hours || uniform() >= DEVIATION_ROUND_SHARE) continue;
    const direction = uniform() < 0.5 ? -1 : 1;
    rounds.push({
      answer: toAnswer(priceAt(hour + 0.5) * (1 + direction * DEVIATION), decimals),
      updatedAt: BigInt(start + hour * SECONDS_PER_HOUR + SECONDS_PER_HOUR / 2),
    });
  }
  return rounds;
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
