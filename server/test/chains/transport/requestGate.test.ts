import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rateGate } from '../../../src/chains/transport/requestGate';

describe('rateGate', () => {
  it('spaces requests evenly at the set rate, in arrival order: never more than the rate in any one second', async () => {
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
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
    );
    assert.ok(passedAt[0] < 50, 'the first passes at once');
    // 10/s less the margin: the 15th about 1.5 s in, and no 1-second window holds more than 10.
    assert.ok(passedAt[14] >= 1_400 && passedAt[14] < 2_500, `the 15th passed after ${Math.round(passedAt[14])} ms`);
    for (const [index, at] of passedAt.entries()) {
      const inWindow = passedAt.filter((other) => other >= at && other < at + 1_000).length;
      assert.ok(inWindow <= 10, `${inWindow} requests in the second after request ${index}`);
    }
  });
});
