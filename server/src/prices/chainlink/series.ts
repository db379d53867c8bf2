/**
 * A feed's daily closes over the window, in the feed's own units, from what a
 * read has: the closes stored earlier, the closes just searched, and the
 * latest round. Pure.
 */
import type { StoredClose } from '../closesStore';
import type { FeedHead } from './heads';
import { toPrice, type Round } from './rounds';

import { SECONDS_PER_DAY } from '../utcDay';

/** Day start (Unix seconds) → close; a day absent had no round before its end (the feed is younger). */
export type DailySeries = Map<number, number>;

export interface Window {
  /** Unix seconds of the oldest day's start. */
  firstDay: number;
  /** Unix seconds of today's start (UTC): the day whose entry is the latest price. */
  today: number;
}

/**
 * Closed days this read must search: after the newest stored close (older
 * gaps are days before the feed's first round, stored by no one), and only
 * those that ended before the latest round (a later day end is the latest
 * round's, known without a search).
 */
export function dayEndsToSearch(head: FeedHead, stored: readonly StoredClose[], window: Window): number[] {
  const newestStored = stored.at(-1)?.day ?? window.firstDay - SECONDS_PER_DAY;
  const dayEnds: number[] = [];
  for (let day = Math.max(window.firstDay, newestStored + SECONDS_PER_DAY); day < window.today; day += SECONDS_PER_DAY) {
    if (day + SECONDS_PER_DAY <= head.latest.updatedAt) dayEnds.push(day + SECONDS_PER_DAY);
  }
  return dayEnds;
}

/** The newest stored close as a round the search can start from; its updatedAt is only known to be before its day's end. */
export function anchorOf(stored: readonly StoredClose[]): Round | null {
  const newest = stored.at(-1);
  if (!newest) return null;
  return { roundId: BigInt(newest.roundId), answer: 0n, startedAt: 0, updatedAt: newest.day + SECONDS_PER_DAY - 1 };
}

/** Closes the search found, as they are stored; a close that is the anchor itself keeps the stored price. */
export function closesToStore(head: FeedHead, found: ReadonlyMap<number, Round | null>, stored: readonly StoredClose[]): StoredClose[] {
  const anchor = stored.at(-1);
  const closes: StoredClose[] = [];
  for (const [dayEnd, round] of found) {
    if (!round) continue;
    const price = anchor && round.roundId === BigInt(anchor.roundId) ? anchor.price : toPrice(round.answer, head.decimals);
    closes.push({ day: dayEnd - SECONDS_PER_DAY, price, roundId: round.roundId.toString() });
  }
  return closes;
}

export function dailySeries(head: FeedHead, closes: readonly StoredClose[], window: Window): DailySeries {
  const byDay = new Map(closes.map((close) => [close.day, close.price]));
  const latestPrice = toPrice(head.latest.answer, head.decimals);
  const series: DailySeries = new Map();
  for (let day = window.firstDay; day < window.today; day += SECONDS_PER_DAY) {
    // A day that ended after the latest round closed on the latest round.
    const close = day + SECONDS_PER_DAY > head.latest.updatedAt ? latestPrice : byDay.get(day);
    if (close !== undefined) series.set(day, close);
  }
  series.set(window.today, latestPrice);
  return series;
}

/** X / ETH closes times ETH / USD closes, day by day; a day either lacks is left out. */
export function inUsd(ethSeries: DailySeries, ethUsdSeries: DailySeries): DailySeries {
  const series: DailySeries = new Map();
  for (const [day, priceInEth] of ethSeries) {
    const ethUsd = ethUsdSeries.get(day);
    if (ethUsd !== undefined) series.set(day, priceInEth * ethUsd);
  }
  return series;
}

/** Oldest first. */
export function closesOf(series: DailySeries): number[] {
  return [...series].sort(([a], [b]) => a - b).map(([, close]) => close);
}
