import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rateGate } from '../../src/services/requestGate';

describe('rateGate', () => {
  it('lets a second’s worth through at once, then spaces the rest at the set rate, in arrival order', async () => {
    const gate = rateGate(10);
    const started = performance.now();
    const passedAt: number[] = [];
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        gate.take().then(() => {
          passedAt.push(performance.now() - started);
          order.push(index);
        }),
      ),
    );
    assert.deepEqual(order, [...order].sort((a, b) => a - b));
    assert.ok(passedAt[9] < 100, `the first 10 pass at once (10th after ${Math.round(passedAt[9])} ms)`);
    // 5 more at 10/s: the last one about 500 ms in.
    assert.ok(passedAt[14] >= 450 && passedAt[14] < 900, `the 15th passed after ${Math.round(passedAt[14])} ms`);
  });
});
