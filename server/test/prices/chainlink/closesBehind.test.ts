import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Address } from 'viem';
import { feedKey, type ClosesStore, type StoredClose } from '../../../src/prices/closesStore';
import { closesBehind, withUnsaved } from '../../../src/prices/chainlink/closesBehind';
import { openStore, type Store } from '../../../src/store';

const CHAIN = 1;
const DAY = 86_400;
const JAN_1 = Date.UTC(2026, 0, 1) / 1000;
const feedAt = (index: number): Address => `0x${index.toString(16).padStart(40, '0')}`;
const closesFrom = (firstDay: number, count: number, price = 1): StoredClose[] =>
  Array.from({ length: count }, (_, i) => ({ day: firstDay + i * DAY, price: price + i, roundId: String(i + 1) }));

describe('daily closes stored behind the answer', () => {
  let store: Store;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  });
  after(async () => {
    await store.close();
  });

  it('stores every queued close, and saved() also waits for closes queued while it waits', async () => {
    const behind = closesBehind(store.closes, CHAIN);
    behind.save(feedAt(1), closesFrom(JAN_1, 3));
    const waiting = behind.saved();
    behind.save(feedAt(2), closesFrom(JAN_1, 2));
    await waiting;
    const loaded = await store.closes.load([feedKey(CHAIN, feedAt(1)), feedKey(CHAIN, feedAt(2))], 0);
    assert.equal(loaded.get(feedKey(CHAIN, feedAt(1)))?.length, 3);
    assert.equal(loaded.get(feedKey(CHAIN, feedAt(2)))?.length, 2, 'the close queued during the wait was stored before saved() resolved');
    assert.deepEqual(behind.pending([feedAt(1), feedAt(2)]), new Map());
  });

  it('keeps closes pending until stored, so a read in the meantime adds them to what it loaded', async () => {
    const behind = closesBehind(store.closes, CHAIN);
    const feed = feedAt(3);
    behind.save(feed, closesFrom(JAN_1 + 2 * DAY, 2, 10));
    const pending = behind.pending([feed, feedAt(4)]);
    assert.deepEqual([...pending.keys()], [feed]);
    const merged = withUnsaved(new Map([[feed, closesFrom(JAN_1, 3)]]), pending);
    // Days 0–2 from the store, day 3 from the pending ones; day 2 once, the stored close kept.
    assert.deepEqual(
      merged.get(feed)?.map((close) => [close.day, close.price]),
      [
        [JAN_1, 1],
        [JAN_1 + DAY, 2],
        [JAN_1 + 2 * DAY, 3],
        [JAN_1 + 3 * DAY, 11],
      ],
    );
    await behind.saved();
    assert.deepEqual(behind.pending([feed]), new Map());
  });

  it('reports a failed save and forgets those closes, so the next read searches those days again', async () => {
    const failures: unknown[] = [];
    const broken: ClosesStore = { load: () => Promise.resolve(new Map()), save: () => Promise.reject(new Error('disk full')) };
    const behind = closesBehind(broken, CHAIN, (error) => failures.push(error));
    behind.save(feedAt(5), closesFrom(JAN_1, 2));
    await behind.saved();
    assert.equal(failures.length, 1);
    assert.match(String(failures[0]), /disk full/);
    assert.deepEqual(behind.pending([feedAt(5)]), new Map());
  });

  it('lets other work run between feeds: a timer set before 40 feeds are queued fires before the last is stored', async () => {
    const behind = closesBehind(store.closes, CHAIN);
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    for (let feed = 100; feed < 140; feed++) behind.save(feedAt(feed), closesFrom(JAN_1, 180));
    const watched = behind.saved().then(() => order.push('all stored'));
    await watched;
    assert.deepEqual(order, ['timer', 'all stored']);
  });
});
