import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend } from '../../src/engine';
import { sparkline } from '../../src/engine/sparkline';
import { candidate, flat, held, series, uptrend } from './fixtures';

describe('sparkline', () => {
  it('carries the last 90 daily closes, oldest first, of a 180-day history', () => {
    const closes = series(180, (day) => day + 1);
    const points = sparkline(closes);
    assert.equal(points.length, 90);
    assert.equal(points[0], 91);
    assert.equal(points[89], 180);
  });

  it('rounds each close to 4 significant figures, printing short', () => {
    assert.deepEqual(sparkline([3012.54, 0.123456789, 0.00001234567, 65_974.2, 1]), [3013, 0.1235, 0.00001235, 65_970, 1]);
    assert.equal(JSON.stringify(sparkline([0.1234999999, 1234.5678])), '[0.1235,1235]');
  });

  it('keeps a short history whole, and gives one point or none when that is all there is', () => {
    assert.equal(sparkline(series(20, () => 5)).length, 20);
    assert.deepEqual(sparkline([42]), [42]);
    assert.deepEqual(sparkline([]), []);
  });

  it('starts after a gap in the feed, so the line never draws a missing close as zero', () => {
    assert.deepEqual(sparkline([10, 11, 0, 12, 13]), [12, 13]);
    assert.deepEqual(sparkline([10, Number.NaN, 12]), [12]);
  });

  it('computes a line once per closes array, and anew for a new array', () => {
    const closes = uptrend();
    assert.equal(sparkline(closes), sparkline(closes));
    assert.notEqual(sparkline([...closes]), sparkline(closes));
    assert.deepEqual(sparkline([...closes]), sparkline(closes));
  });

  it('is on every card, held or bought, at most 90 points of 4 significant figures, however large the answer', () => {
    const holdings = Array.from({ length: 40 }, (_, i) => held(`T${i}`, uptrend(180, 0.001 * (i % 7)), 10 + i));
    const whaleSized = recommend({ holdings, universe: [] });
    const spread = recommend({
      holdings: [held('PEPE', uptrend(), 10), held('USDC', flat(), 2_000, ['stablecoin'])],
      universe: [candidate('AAVE', uptrend(180, 0.006))],
      // A level chosen: with none, the plan keeps this wallet's swing and buys nothing new to draw.
      risk: 'balanced',
    });
    assert.ok(
      spread.tokens.some((token) => token.symbol === 'AAVE' && token.action === 'buy'),
      'a token the plan buys',
    );
    for (const token of [...whaleSized.tokens, ...spread.tokens]) {
      assert.equal(token.sparkline.length, 90, token.symbol);
      for (const point of token.sparkline) assert.equal(Number(point.toPrecision(4)), point, `${token.symbol}: ${point}`);
    }
  });
});
