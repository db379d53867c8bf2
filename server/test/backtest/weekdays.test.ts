import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runAll } from '../../backtest/runAll';
import { weekdayTable } from '../../backtest/weekdays';
import { crash, makeSeries, steadyRise } from './fixtures';

/** Three assets long enough for the wallet cases: a rise, a crash, and a choppy one. */
const assets = () => [steadyRise(1_000), crash(1_000), makeSeries('CHOP', 1_000, (i) => 100 * (i % 2 === 0 ? 1 : 1.05))];

describe('start-day shifts', () => {
  it('starts every case that many days later and ends it on the same day', () => {
    const base = runAll(assets());
    const shifted = runAll(assets(), [], 3);
    assert.ok(base.wallets.results.length > 0, 'the series are long enough for wallets');
    for (const [batch, moved] of [
      [base.singles, shifted.singles],
      [base.wallets, shifted.wallets],
    ] as const) {
      assert.deepEqual(
        moved.results.map((result) => [result.case.startDay, result.case.endDay]),
        batch.results.map((result) => [result.case.startDay + 3, result.case.endDay]),
      );
    }
  });

  it('prints a row per weekday and the mean of the seven', () => {
    const lines = weekdayTable(assets()).split('\n');
    assert.deepEqual(
      lines.slice(2, 9).map((line) => line.split(/\s+/)[0]),
      ['+0', '+1', '+2', '+3', '+4', '+5', '+6'],
    );
    const counts = lines.slice(2, 9).map((line) => Number(line.split(/\s+/)[2]));
    const mean = Number(lines[9].split(/\s+/)[1]);
    assert.equal(mean.toFixed(1), (counts.reduce((sum, count) => sum + count, 0) / 7).toFixed(1));
  });
});
