import { pick, randomInt, seededRandom } from './random';
import { dayOf, lastDay, type Series } from './series';

/** One backtest: a wallet of assets bought by weights at startDay, run to endDay. */
export interface Case {
  label: string;
  assets: Series[];
  weights: number[];
  startDay: number;
  endDay: number;
}

/**
 * Closes the engine needs for every signal (a 90-day window spans 91 closes).
 * Runs start once the engine has them: before that it can only say "hold", and
 * the comparison would measure the listing, not the advice.
 */
export const WARMUP_CLOSES = 91;
export const WALLET_COUNT = 60;
export const WALLET_SEED = 7;
export const WALLET_DAYS = 730;
export const MIN_WALLET_ASSETS = 3;
export const MAX_WALLET_ASSETS = 8;

/** Each asset alone, fully invested beside an empty reserve, from its first fully-signalled day to its last close. */
export function singleAssetCases(all: readonly Series[]): Case[] {
  return all
    .filter((series) => series.closes.length > WARMUP_CLOSES)
    .map((series) => ({ label: series.symbol, assets: [series], weights: [1], startDay: series.firstDay + WARMUP_CLOSES - 1, endDay: lastDay(series) }));
}

/** Each asset listed before 2018 over the calendar year 2018, the bear market (whatever history it had by then). */
export function bearMarketCases(all: readonly Series[]): Case[] {
  const [start, end] = [dayOf('2018-01-01'), dayOf('2018-12-31')];
  return all
    .filter((series) => series.firstDay <= start && lastDay(series) >= end)
    .map((series) => ({ label: series.symbol, assets: [series], weights: [1], startDay: start, endDay: end }));
}

/** Assets with full signals on `day` and closes to at least `endDay`. */
function tradable(all: readonly Series[], day: number, endDay: number): Series[] {
  return all.filter((series) => series.firstDay + WARMUP_CLOSES - 1 <= day && lastDay(series) >= endDay);
}

/**
 * WALLET_COUNT seeded random wallets over WALLET_DAYS. The start day is drawn
 * uniformly from the days on which at least MIN_WALLET_ASSETS assets already
 * have full signals and the horizon still fits in the data; then 3–8 of those
 * assets (as many as exist) with random weights (normalised exponential draws:
 * uniform over all weightings). Every chosen asset trades on every day of its
 * run, so no wallet meets a listing or a delisting halfway.
 */
export function randomWalletCases(all: readonly Series[]): Case[] {
  const random = seededRandom(WALLET_SEED);
  const end = Math.max(...all.map(lastDay));
  const firstStart = Math.min(...all.map((series) => series.firstDay)) + WARMUP_CLOSES - 1;
  const starts: number[] = [];
  for (let day = firstStart; day + WALLET_DAYS <= end; day++) {
    if (tradable(all, day, day + WALLET_DAYS).length >= MIN_WALLET_ASSETS) starts.push(day);
  }
  if (starts.length === 0) return [];
  return Array.from({ length: WALLET_COUNT }, (_, i) => {
    const startDay = starts[Math.floor(random() * starts.length)];
    const endDay = startDay + WALLET_DAYS;
    const candidates = tradable(all, startDay, endDay);
    const count = Math.min(candidates.length, randomInt(random, MIN_WALLET_ASSETS, MAX_WALLET_ASSETS));
    const assets = pick(random, candidates, count);
    const draws = assets.map(() => -Math.log(1 - random()));
    const total = draws.reduce((sum, draw) => sum + draw, 0);
    return { label: `wallet ${i + 1}`, assets, weights: draws.map((draw) => draw / total), startDay, endDay };
  });
}
