import { DAYS_PER_WEEK } from './simulate';
import { fixedPointTally } from './fixedPoint';
import { runAll } from './runAll';
import type { Series } from './series';

const column = (value: string) => value.padStart(9);

/**
 * How much the headline counts owe to the weekday the replay trades on: every case
 * started 0 to 6 days later (same end), so the weekly decisions fall on each weekday
 * in turn. A rule that helps only on one of them is luck, not a rule; the mean over
 * the seven is the figure to compare engines by (docs/engine.md "Track record").
 */
export function weekdayTable(series: readonly Series[]): string {
  const runs = Array.from({ length: DAYS_PER_WEEK }, (_, shift) => ({ plan: runAll(series, [], shift), calls: runAll(series, [], shift, 'calls') }));
  // Per start day, beating holding on both (assets, wallets): following the plan, following the calls alone, the 50-day rule.
  const counts = runs.map(({ plan, calls }) => [
    plan.singles.tally.followedBeatsHolding,
    plan.wallets.tally.followedBeatsHolding,
    calls.singles.tally.followedBeatsHolding,
    calls.wallets.tally.followedBeatsHolding,
    plan.singles.tally.movingAverageBeatsHolding,
    plan.wallets.tally.movingAverageBeatsHolding,
  ]);
  const means = counts[0].map((_, index) => counts.reduce((sum, row) => sum + row[index], 0) / DAYS_PER_WEEK);
  const { singles, wallets } = runs[0].plan;
  return [
    `Better than holding on both Sharpe and drawdown (of ${singles.tally.total} assets, ${wallets.tally.total} wallets), by start day`,
    `${'start'.padEnd(12)} ${['plan: a', 'plan: w', 'calls: a', 'calls: w', '50d: a', '50d: w'].map(column).join('')}`,
    ...counts.map((row, shift) => `${`+${shift} days`.padEnd(12)} ${row.map((count) => column(String(count))).join('')}`),
    `${'mean'.padEnd(12)} ${means.map((mean) => column(mean.toFixed(1))).join('')}`,
  ].join('\n');
}

/** Issue 28's targets: at least this share of followed plans answered "keep everything as it is", and no reversal. */
export const FIXED_POINT_TARGET = 0.95;

/** The fixed point on every start day, and whether the targets are met. */
export function fixedPointTable(series: readonly Series[]): { text: string; met: boolean } {
  const rows = Array.from({ length: DAYS_PER_WEEK }, (_, shift) => fixedPointTally(series, shift));
  const asked = rows.reduce((sum, row) => sum + row.asked, 0);
  const kept = rows.reduce((sum, row) => sum + row.kept, 0);
  const reversals = rows.reduce((sum, row) => sum + row.reversals, 0);
  const share = (row: { asked: number; kept: number }) => `${((100 * row.kept) / row.asked).toFixed(1)}%`;
  const text = [
    "Each wallet's weekly plan followed at the day's closes, then asked again at the same closes",
    `${'start'.padEnd(12)} ${['asked', 'kept', 'reversed'].map(column).join('')}`,
    ...rows.map((row, shift) => `${`+${shift} days`.padEnd(12)} ${[String(row.asked), share(row), String(row.reversals)].map(column).join('')}`),
    `${'all'.padEnd(12)} ${[String(asked), share({ asked, kept }), String(reversals)].map(column).join('')}`,
    `Targets: at least ${FIXED_POINT_TARGET * 100}% kept, 0 reversed.`,
  ].join('\n');
  return { text, met: kept / asked >= FIXED_POINT_TARGET && reversals === 0 };
}
