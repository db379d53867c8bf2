import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { herfindahl, weightsOf } from '../../../src/engine/signals/concentration';
import { maxDrawdown } from '../../../src/engine/signals/drawdown';
import { priceVsSma } from '../../../src/engine/signals/movingAverage';
import { pegDeviation, worstPegDeviation } from '../../../src/engine/signals/peg';
import { periodReturn } from '../../../src/engine/signals/returns';
import { annualisedVolatility } from '../../../src/engine/signals/volatility';
import { token } from '../fixtures';

const close = (actual: number | null, expected: number) => {
  assert.ok(actual !== null, 'expected a number, got null');
  assert.ok(Math.abs(actual - expected) < 1e-12, `${actual} ≠ ${expected}`);
};

describe('periodReturn', () => {
  it('compares the latest close with the close `days` earlier', () => {
    close(periodReturn([100, 50, 80, 110], 3), 0.1);
    close(periodReturn([100, 50, 80, 110], 1), 110 / 80 - 1);
  });
  it('is null with fewer than days + 1 closes, or a non-positive start', () => {
    assert.equal(periodReturn([100, 110, 120], 3), null);
    assert.equal(periodReturn([0, 110], 1), null);
  });
});

describe('priceVsSma', () => {
  it('measures the latest close against the mean of the last `days` closes', () => {
    close(priceVsSma([999, 10, 20, 30], 3), 30 / 20 - 1);
    close(priceVsSma([40, 10], 2), 10 / 25 - 1);
  });
  it('is null with fewer closes than the window', () => {
    assert.equal(priceVsSma([1, 2], 3), null);
  });
});

describe('annualisedVolatility', () => {
  it('is the root mean square of daily log returns times √365', () => {
    // Log returns ln2, −ln2, ln2: mean square (ln2)².
    close(annualisedVolatility([1, 2, 1, 2], 3), Math.LN2 * Math.sqrt(365));
  });
  it('counts a steady slide as risk: realised, not demeaned', () => {
    // Halving every day: each log return is −ln2, whose standard deviation would be 0.
    close(annualisedVolatility([8, 4, 2, 1], 3), Math.LN2 * Math.sqrt(365));
  });
  it('uses only the last `days` moves', () => {
    close(annualisedVolatility([5, 1, 1, 1, 1], 3), 0);
  });
  it('is null for a short history or a non-positive close', () => {
    assert.equal(annualisedVolatility([1, 2, 1], 3), null);
    assert.equal(annualisedVolatility([1, 2, 0, 2], 3), null);
  });
});

describe('maxDrawdown', () => {
  it('finds the deepest fall from a running peak', () => {
    close(maxDrawdown([100, 120, 60, 90, 30, 200], 5), 0.75);
  });
  it('looks only at the last days + 1 closes', () => {
    close(maxDrawdown([500, 100, 90, 95], 2), 0.1);
  });
  it('is 0 for a price that never fell and null for a short history', () => {
    assert.equal(maxDrawdown([1, 2, 3], 2), 0);
    assert.equal(maxDrawdown([1, 2, 3], 3), null);
  });
});

describe('concentration', () => {
  it('weights are shares of the total and HHI sums their squares', () => {
    assert.deepEqual(weightsOf([30, 10]), [0.75, 0.25]);
    assert.equal(herfindahl([0.75, 0.25]), 0.625);
    assert.equal(herfindahl([0.25, 0.25, 0.25, 0.25]), 0.25);
  });
  it('an empty portfolio has HHI 0 and a worthless one zero weights', () => {
    assert.equal(herfindahl([]), 0);
    assert.deepEqual(weightsOf([0, 0]), [0, 0]);
  });
});

describe('pegDeviation', () => {
  it('is |price − 1| for stablecoins only', () => {
    close(pegDeviation(token('USDC', ['stablecoin']), 0.96, {}), 0.04);
    close(pegDeviation(token('USDC', ['stablecoin']), 1.02, {}), 0.02);
    assert.equal(pegDeviation(token('ETH', ['native']), 1.02, {}), null);
  });
});

describe('worstPegDeviation', () => {
  it('is the largest distance from $1 over the last days + 1 closes', () => {
    close(worstPegDeviation([0.5, 1, 0.97, 1.01, 1], 3), 0.03);
    assert.equal(worstPegDeviation([1, 1], 3), null);
  });
});
