import { DAYS_PER_WEEK } from './simulate';
import { runAll } from './runAll';
import type { Series } from './series';

/**
 * How much the headline counts owe to the weekday the replay trades on: every case
 * started 0 to 6 days later (same end), so the weekly decisions fall on each weekday
 * in turn. A rule that helps only on one of them is luck, not a rule; the mean over
 * the seven is the figure to compare engines by (docs/engine.md "Track record").
 */
export function weekdayTable(series: readonly Series[]): string {
  const rows: string[] = [];
  const sums = { singles: 0, wallets: 0, singlesMa: 0, walletsMa: 0 };
  let totals = { singles: 0, wallets: 0 };
  for (let shift = 0; shift < DAYS_PER_WEEK; shift++) {
    const { singles, wallets } = runAll(series, [], shift);
    sums.singles += singles.tally.followedBeatsHolding;
    sums.wallets += wallets.tally.followedBeatsHolding;
    sums.singlesMa += singles.tally.movingAverageBeatsHolding;
    sums.walletsMa += wallets.tally.movingAverageBeatsHolding;
    totals = { singles: singles.tally.total, wallets: wallets.tally.total };
    const cells = [
      singles.tally.followedBeatsHolding,
      wallets.tally.followedBeatsHolding,
      singles.tally.movingAverageBeatsHolding,
      wallets.tally.movingAverageBeatsHolding,
    ];
    rows.push(`${`+${shift} days`.padEnd(12)} ${cells.map((count) => String(count).padStart(9)).join('')}`);
  }
  const mean = (sum: number) => (sum / DAYS_PER_WEEK).toFixed(1).padStart(9);
  return [
    `Better than holding on both Sharpe and drawdown (of ${totals.singles} assets, ${totals.wallets} wallets), by start day`,
    `${'start'.padEnd(12)} ${'assets'.padStart(9)}${'wallets'.padStart(9)}${'50d: a'.padStart(9)}${'50d: w'.padStart(9)}`,
    ...rows,
    `${'mean'.padEnd(12)} ${mean(sums.singles)}${mean(sums.wallets)}${mean(sums.singlesMa)}${mean(sums.walletsMa)}`,
  ].join('\n');
}
