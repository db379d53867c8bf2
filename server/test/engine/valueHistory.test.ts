/**
 * The wallet's value line (engine/valueHistory.ts): today's holdings at each day's close, the last at the latest
 * price, so the headline's total, its 24 h and 7 d changes and the chart read one series.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend } from '../../src/engine';
import { VALUE_HISTORY_DAYS } from '../../src/engine/valueHistory';
import { flat, held, series } from './fixtures';

describe('the wallet value history', () => {
  it('values today’s holdings at each of the last 91 closes, oldest first, ending at the total', () => {
    const eth = held(
      'ETH',
      series(180, (day) => 1000 + day),
      2,
    );
    const usdc = held('USDC', flat(), 500, ['stablecoin']);
    const output = recommend({ holdings: [eth, usdc], universe: [] });
    assert.equal(output.valueHistory.length, VALUE_HISTORY_DAYS);
    // 90 days before today ETH closed at 1000 + 89 = 1089.
    assert.equal(output.valueHistory[0], 2 * 1089 + 500);
    assert.equal(output.valueHistory.at(-2), 2 * 1178 + 500);
    assert.equal(output.valueHistory.at(-1), output.totalValueUsd);
  });

  it('ends at the latest price when it differs from the last close', () => {
    const eth = held(
      'ETH',
      series(120, () => 1000),
      3,
      undefined,
      1010.5,
    );
    const output = recommend({ holdings: [eth], universe: [] });
    assert.equal(output.valueHistory.at(-2), 3000);
    assert.equal(output.valueHistory.at(-1), 3031.5);
  });

  it('counts a token with a shorter history at its earliest close before it, rather than as a jump', () => {
    const old = held(
      'OLD',
      series(180, () => 10),
      1,
    );
    const young = held(
      'NEW',
      series(5, (day) => 100 + day),
      1,
    );
    const output = recommend({ holdings: [old, young], universe: [] });
    assert.equal(output.valueHistory.length, VALUE_HISTORY_DAYS);
    assert.equal(output.valueHistory[0], 10 + 100);
    assert.deepEqual(output.valueHistory.slice(-5), [110, 111, 112, 113, 114]);
  });

  it('is as long as the longest history when every one is short, and empty for an empty wallet', () => {
    const output = recommend({
      holdings: [
        held(
          'NEW',
          series(8, (day) => 1 + day),
          10,
        ),
      ],
      universe: [],
    });
    assert.deepEqual(output.valueHistory, [10, 20, 30, 40, 50, 60, 70, 80]);
    assert.deepEqual(recommend({ holdings: [], universe: [] }).valueHistory, []);
  });

  it('leaves out what is set aside: spam and unpriced tokens', () => {
    const eth = held(
      'ETH',
      series(100, () => 1000),
      1,
    );
    const output = recommend({
      holdings: [
        eth,
        {
          ...held(
            'X',
            series(100, () => 5),
            1,
          ),
          prices: null,
        },
      ],
      universe: [],
    });
    assert.ok(output.valueHistory.every((value) => value === 1000));
  });
});
