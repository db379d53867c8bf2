import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { rateGate } from '../../../src/chains/transport/requestGate';
import { BusyError } from '../../../src/domain/fairQueue';

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

/**
 * Issue 31, item 2: a crowd at the gate. Fake timers: the gate's spacing and the clock are node:test's mock,
 * so turns come when the test says, not when a loaded machine gets round to them.
 */
describe('rateGate under a crowd', () => {
  /** 5 requests a second at 90 %: one every 222 ms. */
  const SPACING_MS = 1_000 / (5 * 0.9);

  /** Advances the fake clock in small steps, letting the gate's promises settle between them. */
  async function advance(context: TestContext, ms: number): Promise<void> {
    for (let done = 0; done < ms; done += 10) {
      context.mock.timers.tick(10);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** When each named take passed, in fake ms since the start, or how it failed. */
  function outcomes(context: TestContext) {
    const passed: Record<string, number> = {};
    const failed: Record<string, string> = {};
    const track = (name: string, taking: Promise<void>) => {
      taking.then(
        () => (passed[name] = Date.now()),
        (error: unknown) => (failed[name] = error instanceof BusyError ? `busy, retry after ${error.retryAfterS} s` : String(error)),
      );
    };
    context.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 });
    return { passed, failed, track };
  }

  it('takes a waiter whose signal aborts out of the queue: dead waiters take no token and hold no one', async (context) => {
    const { passed, failed, track } = outcomes(context);
    const gate = rateGate(5);
    track('first', gate.take({ visitor: 'a' }));
    // Eight lookups wait, then reach their deadline together.
    const deadline = new AbortController();
    for (let index = 0; index < 8; index++) track(`dead${index}`, gate.take({ visitor: `ens${index}`, signal: deadline.signal }));
    await advance(context, 100);
    deadline.abort(new Error('ENS resolution took over 2500 ms'));
    track('next', gate.take({ visitor: 'b' }));
    await advance(context, 2 * SPACING_MS);
    assert.deepEqual(Object.keys(passed).sort(), ['first', 'next']);
    assert.ok(passed.next <= SPACING_MS + 10, `the next visitor passed at ${passed.next} ms, not behind eight dead turns`);
    assert.equal(Object.values(failed).filter((reason) => reason.includes('ENS resolution')).length, 8);
  });

  it('refuses a visitor at once (BusyError, Retry-After 2 s) when its turn would come past 2 s; the service’s own work waits', async (context) => {
    const { passed, failed, track } = outcomes(context);
    const gate = rateGate(5);
    for (let index = 0; index < 12; index++) track(`visitor${index}`, gate.take({ visitor: `v${index}` }));
    for (let index = 0; index < 3; index++) track(`own${index}`, gate.take());
    await advance(context, 10);
    const refused = Object.keys(failed).sort();
    assert.equal(refused.length, 12 - 9, `nine turns fit in 2 s at one per ${SPACING_MS.toFixed(0)} ms; refused: ${refused.join(', ')}`);
    assert.ok(Object.values(failed).every((reason) => reason === 'busy, retry after 2 s'));
    await advance(context, 13 * SPACING_MS);
    assert.equal(Object.keys(passed).length, 9 + 3, 'every waiter that was not refused passed, the own work too');
    assert.ok(
      Object.entries(passed)
        .filter(([name]) => name.startsWith('visitor'))
        .every(([, at]) => at <= 2_000),
    );
  });

  it('lets a visitor that has asked for nothing lately ahead of a crowd that keeps the gate full', async (context) => {
    const { passed, failed, track } = outcomes(context);
    const gate = rateGate(5);
    // Twenty visitors, each asking again at once whenever its last request passed or was refused.
    let crowdAsks = 0;
    const ask = (visitor: number): void => {
      crowdAsks += 1;
      gate.take({ visitor: `crowd${visitor}` }).then(
        () => {
          ask(visitor);
        },
        () => {
          setTimeout(() => {
            ask(visitor);
          }, 50);
        },
      );
    };
    for (let visitor = 0; visitor < 20; visitor++) for (let connection = 0; connection < 4; connection++) ask(visitor);
    await advance(context, 3_000);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const name = `newcomer${attempt}`;
      const asked = Date.now();
      track(name, gate.take({ visitor: `newcomer${attempt}` }));
      await advance(context, 2_500);
      assert.equal(failed[name], undefined, `${name} was refused`);
      waits.push(passed[name] - asked);
    }
    assert.ok(crowdAsks > 200, `the crowd kept asking (${crowdAsks} takes)`);
    assert.ok(Math.max(...waits) <= 2 * SPACING_MS + 10, `a newcomer's turn came within two turns of the gate (${waits.join(', ')} ms)`);
  });
});
