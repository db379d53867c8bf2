import { DAYS_PER_WEEK } from './simulate';
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
  const runs = Array.from({ length: DAYS_PER_WEEK }, (_, shift) => runAll(series, [], shift));
  // Per start day: followed beats holding (assets, wallets), then the 50-day rule does (assets, wallets).
  const counts = runs.map(({ singles, wallets }) => [
    singles.tally.followedBeatsHolding,
    wallets.tally.followedBeatsHolding,
    singles.tally.movingAverageBeatsHolding,
    wallets.tally.movingAverageBeatsHolding,
  ]);
  const means = counts[0].map((_, index) => counts.reduce((sum, row) => sum + row[index], 0) / DAYS_PER_WEEK);
  const { singles, wallets } = runs[0];
  return [
    `Better than holding on both Sharpe and drawdown (of ${singles.tally.total} assets, ${wallets.tally.total} wallets), by start day`,
    `${'start'.padEnd(12)} ${['assets', 'wallets', '50d: a', '50d: w'].map(column).join('')}`,
    ...counts.map((row, shift) => `${`+${shift} days`.padEnd(12)} ${row.map((count) => column(String(count))).join('')}`),
    `${'mean'.padEnd(12)} ${means.map((mean) => column(mean.toFixed(1))).join('')}`,
  ].join('\n');
}
