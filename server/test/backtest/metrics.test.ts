import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { beats, maxDrawdown, sharpeRatio } from '../../backtest/metrics';

describe('backtest metrics', () => {
  it('max drawdown is the deepest fall from a running peak', () => {
    assert.equal(maxDrawdown([100, 120, 60, 90, 130, 117]), 0.5);
    assert.equal(maxDrawdown([1, 2, 3]), 0);
  });

  it('Sharpe: mean weekly return over its deviation, × √52', () => {
    // Weekly returns +10 %, −5 %, +10 %, −5 %: mean 2.5 %, sample deviation √(4 × 0.075² / 3).
    const values = [100, 110, 104.5, 114.95, 109.2025];
    const deviation = Math.sqrt((4 * 0.075 ** 2) / 3);
    assert.ok(Math.abs(sharpeRatio(values) - (0.025 / deviation) * Math.sqrt(52)) < 1e-9);
  });

  it('a flat curve (all in the reserve) has Sharpe 0, not a division by zero', () => {
    assert.equal(sharpeRatio([100, 100, 100, 100]), 0);
  });

  it('better means a higher Sharpe and a smaller drawdown, both', () => {
    assert.equal(beats({ sharpe: 1.2, maxDrawdown: 0.3, totalReturn: 0 }, { sharpe: 1, maxDrawdown: 0.5, totalReturn: 1 }), true);
    assert.equal(beats({ sharpe: 1.2, maxDrawdown: 0.6, totalReturn: 0 }, { sharpe: 1, maxDrawdown: 0.5, totalReturn: 1 }), false);
    assert.equal(beats({ sharpe: 1, maxDrawdown: 0.3, totalReturn: 0 }, { sharpe: 1, maxDrawdown: 0.5, totalReturn: 1 }), false);
  });
});
