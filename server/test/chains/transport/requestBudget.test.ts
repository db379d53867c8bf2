import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRequestBudget } from '../../../src/chains/transport/requestBudget';

function clock(startMs = 1_000_000) {
  let at = startMs;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('the request budget (token bucket)', () => {
  it('lets a burst of N requests through and refuses the N+1-th', () => {
    const time = clock();
    const budget = createRequestBudget({ perMinute: 60, burst: 5, now: time.now });
    const answers = Array.from({ length: 6 }, () => budget.tryTake());
    assert.deepEqual(answers, [true, true, true, true, true, false]);
  });

  it('earns tokens back at the steady rate as time passes', () => {
    const time = clock();
    const budget = createRequestBudget({ perMinute: 60, burst: 3, now: time.now });
    for (let i = 0; i < 3; i++) assert.equal(budget.tryTake(), true);
    assert.equal(budget.tryTake(), false);
    assert.equal(budget.waitMs(), 1000, 'one request a second at 60 a minute');
    time.advance(999);
    assert.equal(budget.tryTake(), false, 'not a whole token yet');
    time.advance(1);
    assert.equal(budget.tryTake(), true);
    assert.equal(budget.tryTake(), false);
  });

  it('never holds more than the burst, however long it rests', () => {
    const time = clock();
    const budget = createRequestBudget({ perSecond: 10, burst: 4, now: time.now });
    time.advance(3_600_000);
    assert.equal(budget.tryTake(4), true);
    assert.equal(budget.tryTake(), false);
  });

  it('takes several tokens all or nothing', () => {
    const time = clock();
    const budget = createRequestBudget({ perSecond: 1, burst: 3, now: time.now });
    assert.equal(budget.tryTake(2), true);
    assert.equal(budget.tryTake(2), false, 'one left: taking two takes none');
    assert.equal(budget.tryTake(1), true, 'the one left is still there');
    assert.equal(budget.waitMs(4), Infinity, 'more than the burst can never be taken');
  });

  it('does not lose tokens when the clock steps back', () => {
    const time = clock();
    const budget = createRequestBudget({ perSecond: 1, burst: 2, now: time.now });
    assert.equal(budget.tryTake(), true);
    time.advance(-5000);
    assert.equal(budget.tryTake(), true);
    assert.equal(budget.tryTake(), false);
  });

  it('refuses a rate that is missing, doubled or not positive', () => {
    assert.throws(() => createRequestBudget({}), RangeError);
    assert.throws(() => createRequestBudget({ perSecond: 1, perMinute: 60 }), RangeError);
    assert.throws(() => createRequestBudget({ perMinute: 0 }), RangeError);
    assert.throws(() => createRequestBudget({ perMinute: 60, burst: 0 }), RangeError);
  });
});
