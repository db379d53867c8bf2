import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BusyError, fairQueue } from '../../src/domain/fairQueue';

/** A queue whose waiters are 100 ms apart and wait 400 ms at most: four fit, the fifth is refused. */
const queueOf4 = () => fairQueue({ expectedWaitMs: (position) => (position + 1) * 100, patienceMs: 400, retryAfterS: 1 });

/** Records the order waiters are let through, by name. */
function recorder() {
  const order: string[] = [];
  const settled: Record<string, 'admitted' | 'busy' | 'aborted'> = {};
  const track = (name: string, waiting: Promise<void>) => {
    waiting.then(
      () => {
        order.push(name);
        settled[name] = 'admitted';
      },
      (error: unknown) => {
        settled[name] = error instanceof BusyError ? 'busy' : 'aborted';
      },
    );
  };
  return { order, settled, track };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('fairQueue', () => {
  it('lets a visitor that has waited for nothing lately ahead of a crowd backlog, and shares turns between the crowd', async () => {
    const queue = fairQueue({ expectedWaitMs: () => 0, patienceMs: 1_000, retryAfterS: 1 });
    const { order, track } = recorder();
    for (let index = 1; index <= 3; index++) track(`a${index}`, queue.join({ visitor: 'a' }));
    for (let index = 1; index <= 3; index++) track(`b${index}`, queue.join({ visitor: 'b' }));
    queue.admit();
    track('newcomer', queue.join({ visitor: 'c' }));
    while (queue.admit());
    await settle();
    assert.deepEqual(order, ['a1', 'b1', 'newcomer', 'a2', 'b2', 'a3', 'b3']);
  });

  it('refuses a visitor at once, with BusyError, when its turn would come past its patience', async () => {
    const queue = queueOf4();
    const { settled, track } = recorder();
    for (let index = 1; index <= 5; index++) track(`a${index}`, queue.join({ visitor: 'a' }));
    await settle();
    assert.equal(settled.a5, 'busy', 'the fifth would wait 500 ms');
    assert.equal(queue.waiting, 4);
  });

  it('pushes the crowd’s last waiter out for a newcomer, so the newcomer is not the one refused', async () => {
    const queue = queueOf4();
    const { order, settled, track } = recorder();
    for (let index = 1; index <= 4; index++) track(`a${index}`, queue.join({ visitor: 'a' }));
    track('newcomer', queue.join({ visitor: 'b' }));
    await settle();
    assert.equal(settled.a4, 'busy');
    assert.equal(settled.newcomer, undefined, 'still waiting');
    while (queue.admit());
    await settle();
    assert.deepEqual(order, ['a1', 'newcomer', 'a2', 'a3']);
  });

  it('takes a waiter whose signal aborts out of the queue: it is never let through, and the next one is', async () => {
    const queue = queueOf4();
    const { order, settled, track } = recorder();
    const stop = new AbortController();
    track('dead1', queue.join({ visitor: 'a', signal: stop.signal }));
    track('dead2', queue.join({ visitor: 'a', signal: stop.signal }));
    track('alive', queue.join({ visitor: 'b' }));
    stop.abort(new Error('the deadline passed'));
    assert.equal(queue.waiting, 1);
    assert.equal(queue.admit(), true);
    assert.equal(queue.admit(), false, 'no dead waiter left to take a turn');
    await settle();
    assert.deepEqual(order, ['alive']);
    assert.deepEqual(settled, { dead1: 'aborted', dead2: 'aborted', alive: 'admitted' });
    await assert.rejects(queue.join({ visitor: 'a', signal: stop.signal }), /the deadline passed/, 'an aborted signal does not queue at all');
  });

  it('never refuses the service’s own work, however far visitors push it back', async () => {
    const queue = queueOf4();
    const { order, settled, track } = recorder();
    for (let index = 1; index <= 8; index++) track(`own${index}`, queue.join());
    for (let index = 1; index <= 6; index++) track(`visitor${index}`, queue.join({ visitor: `v${index}` }));
    await settle();
    assert.equal(queue.waiting, 8 + 3, 'the own work, and the visitors that fit');
    assert.deepEqual(Object.values(settled), ['busy', 'busy', 'busy'], 'only visitors were refused');
    while (queue.admit());
    await settle();
    assert.deepEqual(order.slice(0, 4), ['own1', 'visitor1', 'visitor2', 'visitor3'], 'the visitors go between the own work, which has had its turn');
    assert.equal(order.length, 11);
  });
});
