import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCloses } from '../../backtest/csv';
import { closesUpTo, dayOf, historyUpTo, isoOf, lastDay } from '../../backtest/series';

describe('daily closes from CSV', () => {
  it('reads date,close rows onto a calendar of days', () => {
    const series = parseCloses('BTC', 'date,close\n2020-01-01,100\n2020-01-02,110\n2020-01-03,99\n');
    assert.equal(isoOf(series.firstDay), '2020-01-01');
    assert.deepEqual(series.closes, [100, 110, 99]);
    assert.equal(isoOf(lastDay(series)), '2020-01-03');
  });

  it('a gap in the data: the missing days keep the last close, as a feed with no new round would', () => {
    const series = parseCloses('AVAX', 'date,close\n2020-07-13,4.9\n2020-07-14,5.0\n2020-07-18,5.2\n');
    assert.deepEqual(series.closes, [4.9, 5.0, 5.0, 5.0, 5.0, 5.2]);
  });

  it('starts at the first positive close: zeros before it are not prices', () => {
    const series = parseCloses('SHIB', 'date,close\n2021-04-14,0.0\n2021-04-15,0.0\n2021-04-16,0.000001\n2021-04-17,0.000002\n');
    assert.equal(isoOf(series.firstDay), '2021-04-16');
    assert.deepEqual(series.closes, [0.000001, 0.000002]);
  });

  it('a series with no positive close is an error, not an empty asset', () => {
    assert.throws(() => parseCloses('DEAD', 'date,close\n2021-01-01,0\n'), /no positive close/);
  });

  it('the history on a day ends on that day and holds at most the asked number of closes', () => {
    const series = parseCloses('X', `date,close\n${Array.from({ length: 10 }, (_, i) => `2020-01-${String(i + 1).padStart(2, '0')},${i + 1}`).join('\n')}\n`);
    assert.deepEqual(historyUpTo(series, dayOf('2020-01-05'), 3), [3, 4, 5]);
    assert.deepEqual(historyUpTo(series, dayOf('2020-01-02'), 180), [1, 2]);
    assert.equal(closesUpTo(series, dayOf('2019-12-31')), 0);
  });
});
