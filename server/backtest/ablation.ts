import { TOKEN_RULE_ORDER } from '../src/engine/rules/book';
import { runAll } from './runAll';
import type { Series } from './series';

/**
 * What each rule adds: the headline counts with all rules, then with each rule that trades switched off in
 * turn (the token rules, the reserve floor's sales and the spread's new tokens).
 */
export function ablationTable(series: readonly Series[]): string {
  const ids = ['', ...TOKEN_RULE_ORDER, 'fund-reserve', 'spread'];
  const rows = ids.map((id) => {
    const { singles, wallets, bear } = runAll(series, id ? [id] : []);
    const cell = (beats: number, total: number) => `${beats}/${total}`.padStart(7);
    return `${(id || 'all rules').padEnd(22)} ${cell(singles.tally.followedBeatsHolding, singles.tally.total)} ${cell(wallets.tally.followedBeatsHolding, wallets.tally.total)} ${cell(singles.tally.followedBeatsMovingAverage, singles.tally.total)} ${cell(wallets.tally.followedBeatsMovingAverage, wallets.tally.total)} ${cell(bear.tally.drawdownNoWorse, bear.tally.total)}`;
  });
  return [
    `${'switched off'.padEnd(22)} ${'assets'.padStart(7)} ${'wallets'.padStart(7)} ${'a>50d'.padStart(7)} ${'w>50d'.padStart(7)} ${'2018'.padStart(7)}`,
    ...rows,
  ].join('\n');
}
