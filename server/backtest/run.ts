/**
 * npm run backtest: replays the engine week by week over real daily closes
 * (server/backtest/data) and compares following its advice with holding and
 * with the 50-day moving-average rule. docs/engine.md ("Track record") explains
 * the method; README "Track record" shows the result.
 *
 *   npm run backtest                       the tables, the counts and docs/track-record.svg
 *   npm run backtest -- --without <id>     the same with one or more rules switched off (no chart)
 *   npm run backtest -- --ablation         the counts with each rule switched off in turn
 *   npm run backtest -- --weekdays         the counts with every case started 0–6 days later, and their mean,
 *                                          following the plan and following the calls alone
 *   npm run check:fixed-point              every wallet's weekly plan followed, then asked again at the same prices
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ENGINE_VERSION } from '../src/engine';
import { ablationTable } from './ablation';
import { fixedPointTable, weekdayTable } from './weekdays';
import { runAll } from './runAll';
import { loadSeries } from './csv';
import { bearMarketLine, headline, resultTable } from './report';
import { writeChart } from './chart/write';

const started = performance.now();
const args = process.argv.slice(2);
const series = loadSeries(join(import.meta.dirname, 'data'));

if (args.includes('--fixed-point')) {
  const table = fixedPointTable(series);
  console.log(table.text);
  if (!table.met) process.exitCode = 1;
} else if (args.includes('--ablation')) {
  console.log(ablationTable(series));
} else if (args.includes('--weekdays')) {
  console.log(weekdayTable(series));
} else {
  const without = args.flatMap((arg, i) => (args[i - 1] === '--without' ? arg.split(',') : []));
  const all = runAll(series, without);
  console.log(`Ribbit engine ${ENGINE_VERSION}${without.length ? ` without ${without.join(', ')}` : ''}\n`);
  console.log(resultTable('Single assets (each beside a USDC reserve, starting fully invested)', all.singles.results));
  console.log();
  console.log(resultTable('Random wallets (60, seeded, 2 years each)', all.wallets.results));
  console.log();
  console.log(resultTable('2018 (each asset listed before it, over the calendar year)', all.bear.results));
  console.log();
  console.log(headline('Single assets', all.singles.tally));
  console.log(headline('Wallets', all.wallets.tally));
  console.log(bearMarketLine(all.bear.tally));
  if (without.length === 0) console.log(`\nChart: ${writeChart(all)}`);
}
console.log(`\nRan in ${((performance.now() - started) / 1000).toFixed(1)} s`);
