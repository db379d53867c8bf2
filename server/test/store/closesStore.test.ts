/**
 * The stored daily closes on every back-end (driverCases.ts): what is saved
 * comes back bit for bit, a closed day keeps its first close, and the store
 * answers as memoryClosesStore, the interface's reference, does.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { feedKey, memoryClosesStore, type ClosesStore, type FeedKey, type StoredClose } from '../../src/prices/closesStore';
import { openStore } from '../../src/store';
import { createPgliteDriver } from '../../src/store/pgliteDriver';
import { createSqlClosesStore } from '../../src/store/sqlClosesStore';
import type { SqlDriver } from '../../src/store/sql';
import { createSqlStore } from '../../src/store/sqlStore';
import { driverCases } from './driverCases';

const DAY = 86_400;
/** 2026-01-01T00:00:00Z, in Unix seconds. */
const JAN_1 = Date.UTC(2026, 0, 1) / 1000;

/** Made-up feed addresses: each test uses its own, so tests sharing a database do not meet. */
const feedAt = (chainId: number, n: number): FeedKey => feedKey(chainId, `0x${n.toString(16).padStart(40, '0')}`);

/** `count` consecutive days from `firstDay`, each with a distinct price and round id. */
function closesFrom(firstDay: number, count: number, priceOf = (index: number) => 1000 + index / 7): StoredClose[] {
  return Array.from({ length: count }, (_, index) => ({
    day: firstDay + index * DAY,
    price: priceOf(index),
    roundId: String(18_446_744_073_709_551_616n + BigInt(index)),
  }));
}

for (const driverCase of driverCases()) {
  describe(`closes store on ${driverCase.name}`, () => {
    let driver: SqlDriver | undefined;
    let closes: ClosesStore;
    let closeStore: () => Promise<void>;

    before(async () => {
      const opened = await driverCase.open();
      ({ driver } = opened);
      closes = opened.store.closes;
      closeStore = () => opened.store.close();
    });
    after(async () => {
      await closeStore();
      await driverCase.cleanUp();
    });

    it('gives back prices and round ids bit for bit: tiny, huge, inexact in binary, and round ids past 2^64', async () => {
      const feed = feedAt(1, 1);
      const prices = [9.5e-6, 1e-18, 0.1 + 0.2, 3456.78901234, 1.2345678901234566e40, 5.78960446186581e58, 1 / 3];
      const roundIds = ['1', '18446744073709551617', '92233720368547758093', '110680464442257320365', '1208925819614629174706175', '36893488147419103232', '7'];
      const saved = prices.map((price, index) => ({ day: JAN_1 + index * DAY, price, roundId: roundIds[index] }));
      await closes.save(feed, saved);
      const loaded = (await closes.load([feed], 0)).get(feed);
      assert.deepEqual(loaded, saved);
      assert.ok(loaded.every((close, index) => Object.is(close.price, prices[index])));
    });

    it('gives each feed its own closes oldest first, however they were saved', async () => {
      const [first, second] = [feedAt(10, 2), feedAt(10, 3)];
      const days = closesFrom(JAN_1, 30);
      // Out of order, in two calls: the order must come from the day, not from insertion.
      await closes.save(first, [...days.slice(15)].reverse());
      await closes.save(first, [...days.slice(0, 15)].reverse());
      await closes.save(
        second,
        closesFrom(JAN_1 + 10 * DAY, 5, () => 0.5),
      );
      const loaded = await closes.load([first, second], JAN_1);
      assert.deepEqual([...loaded.keys()].sort(), [first, second].sort());
      assert.deepEqual(loaded.get(first), days);
      assert.deepEqual(
        loaded.get(second),
        closesFrom(JAN_1 + 10 * DAY, 5, () => 0.5),
      );
    });

    it('keeps a day from fromDay on, as memoryClosesStore does, whatever time of day fromDay is', async () => {
      const feed = feedAt(137, 4);
      const saved = closesFrom(JAN_1, 10);
      const reference = memoryClosesStore();
      await closes.save(feed, saved);
      await reference.save(feed, saved);
      for (const fromDay of [0, JAN_1, JAN_1 + 3 * DAY, JAN_1 + 3 * DAY + 1, JAN_1 + 4 * DAY - 1, JAN_1 + 9 * DAY, JAN_1 - 5 * DAY + 7]) {
        assert.deepEqual(await closes.load([feed], fromDay), await reference.load([feed], fromDay), `fromDay ${fromDay}`);
      }
      assert.deepEqual((await closes.load([feed], JAN_1 + 3 * DAY + 1)).get(feed)?.[0].day, JAN_1 + 4 * DAY);
    });

    it('leaves out feeds it has nothing for: unknown, on another chain, or only older than fromDay', async () => {
      const known = feedAt(8453, 5);
      await closes.save(known, closesFrom(JAN_1, 3));
      const sameAddressOtherChain = feedKey(42161, known.slice(known.indexOf(':') + 1));
      const loaded = await closes.load([feedAt(8453, 6), sameAddressOtherChain, known, known], JAN_1);
      assert.deepEqual([...loaded.keys()], [known]);
      assert.equal(loaded.get(known)?.length, 3, 'a feed asked for twice still has each day once');
      assert.deepEqual(await closes.load([known], JAN_1 + 3 * DAY), new Map());
      assert.deepEqual(await closes.load([], 0), new Map());
    });

    it('keeps the first close of a day: a later save, or a repeat within one save, changes nothing', async () => {
      const feed = feedAt(1, 7);
      const first = closesFrom(JAN_1, 5, () => 1);
      await closes.save(feed, first);
      const later = closesFrom(JAN_1, 8, () => 2);
      await closes.save(feed, later);
      const repeated = { day: JAN_1 + 20 * DAY, price: 3, roundId: '30' };
      await closes.save(feed, [repeated, { ...repeated, price: 4, roundId: '40' }]);
      // Days 0-4 at price 1 from the first save, only the new days 5-7 at price 2 from the later one.
      assert.deepEqual((await closes.load([feed], 0)).get(feed), [...first, ...later.slice(5), repeated]);
    });

    it('stores concurrent saves of the same days once, and answers every caller', async () => {
      const feed = feedAt(42161, 8);
      const year = closesFrom(JAN_1, 180);
      // As two visitors' requests reading the same feed at once, plus a third reading a shorter window.
      const outcomes = await Promise.allSettled([
        closes.save(feed, year),
        closes.save(feed, year),
        closes.save(feed, year.slice(90)),
        closes.save(feed, [...year].reverse()),
      ]);
      assert.deepEqual(
        outcomes.map((outcome) => outcome.status),
        ['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'],
      );
      assert.deepEqual((await closes.load([feed], 0)).get(feed), year);
    });

    it('does not deadlock when concurrent saves carry the same days in opposite orders', async () => {
      // Long enough that the two INSERTs overlap on a PostgreSQL server: inserted in the order
      // given, they deadlocked in most runs.
      const decade = closesFrom(Date.UTC(2010, 0, 1) / 1000, 3_000);
      for (const feed of [feedAt(1, 12), feedAt(1, 13), feedAt(1, 14)]) {
        const outcomes = await Promise.allSettled([closes.save(feed, decade), closes.save(feed, [...decade].reverse())]);
        assert.deepEqual(
          outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'stored')),
          ['stored', 'stored'],
        );
        assert.equal((await closes.load([feed], 0)).get(feed)?.length, decade.length);
      }
    });

    it('rejects a save the table would change or refuse, and stores none of it', async () => {
      const feed = feedAt(10, 9);
      const good = closesFrom(JAN_1, 3);
      await assert.rejects(closes.save(feed, [...good, { day: JAN_1 + 3 * DAY + 3600, price: 1, roundId: '1' }]), /not the start of a UTC day/);
      await assert.rejects(closes.save(feed, [{ day: JAN_1, price: Number.NaN, roundId: '1' }]), /not a finite number/);
      await assert.rejects(closes.save(feed, [{ day: JAN_1, price: 1, roundId: '-1' }]), /not a decimal uint/);
      // Passed by the checks in JS, refused by the database: a feed key not made by feedKey().
      await assert.rejects(closes.save('10:0xABC', good), /check constraint/);
      assert.deepEqual(await closes.load([feed], 0), new Map());
    });

    it('keeps the days where they are under a session time zone behind UTC (UTC-11, where midnight UTC is still the day before)', async (t) => {
      if (!driver) {
        t.skip('openStore hides its driver');
        return;
      }
      const feed = feedAt(1, 10);
      const saved = closesFrom(JAN_1, 3);
      // One transaction, so the setting and both statements share one connection of a pool.
      const loaded = await driver.transaction(async (tx) => {
        await tx.query(`SET LOCAL TIME ZONE 'Pacific/Pago_Pago'`);
        const inPagoPago = createSqlClosesStore(tx);
        await inPagoPago.save(feed, saved);
        return inPagoPago.load([feed], JAN_1);
      });
      assert.deepEqual(loaded.get(feed), saved);
      const [row] = await driver.query<{ day: string }>(`SELECT day::text AS day FROM daily_closes WHERE feed = $1 ORDER BY day LIMIT 1`, [
        feed.slice(feed.indexOf(':') + 1),
      ]);
      assert.equal(row.day, '2026-01-01');
    });
  });
}

describe('closes store, statements per call', () => {
  it('saves 180 days in one statement and loads many feeds in one', async () => {
    const driver = await createPgliteDriver('memory://');
    const statements: string[] = [];
    try {
      await createSqlStore(driver);
      const counted = createSqlClosesStore({
        query: (sql, params) => {
          statements.push(sql);
          return driver.query(sql, params);
        },
      });
      const feeds = Array.from({ length: 20 }, (_, index) => feedAt(1, 100 + index));
      for (const feed of feeds) await counted.save(feed, closesFrom(JAN_1, 180));
      assert.equal(statements.length, feeds.length);
      const loaded = await counted.load(feeds, JAN_1);
      assert.equal(statements.length, feeds.length + 1);
      assert.deepEqual(
        [...loaded.values()].map((days) => days.length),
        feeds.map(() => 180),
      );
    } finally {
      await driver.close();
    }
  });
});

describe('closes in the default PGlite store on disk', () => {
  it('are still there after closing and reopening DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-closes-'));
    try {
      const feed = feedAt(1, 11);
      const saved = closesFrom(JAN_1, 180);
      const first = await openStore({ databaseUrl: null, dataDir });
      await first.closes.save(feed, saved);
      await first.close();
      const second = await openStore({ databaseUrl: null, dataDir });
      try {
        assert.deepEqual((await second.closes.load([feed], 0)).get(feed), saved);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
