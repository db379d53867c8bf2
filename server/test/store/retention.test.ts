/**
 * Stored history stays bounded (issue 20, item 8): a wallet keeps its newest
 * HISTORY_MAX_PER_WALLET rows, rows older than HISTORY_RETENTION_DAYS go, and PGlite's
 * dead rows and WAL are reclaimed. Real PGlite (on its driver and through openStore, on disk)
 * and a PostgreSQL server when TEST_DATABASE_URL is set. DATA_DIR growth under load is
 * measured by `npm run bench:disk`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { openStore } from '../../src/store';
import { createPgliteDriver } from '../../src/store/pgliteDriver';
import { createRetention, MAINTENANCE_INTERVAL_MS, TRIM_AFTER_ROWS } from '../../src/store/retention';
import { createSqlStore } from '../../src/store/sqlStore';
import { makeRecommendation } from '../helpers/recommendations';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
const OTHER = '0xDe709F2102306220921060314715629080E2fB77';
const DAY_MS = 86_400_000;

const at = (ms: number) => new Date(ms).toISOString();

async function storedRows(query: (sql: string) => Promise<Array<{ count: number }>>): Promise<number> {
  const [{ count }] = await query('SELECT count(*)::integer AS count FROM recommendations');
  return count;
}

describe('history retention', () => {
  it("serves each wallet's newest rows up to the cap, from the store openStore gives, on disk", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-retention-'));
    const store = await openStore({ databaseUrl: null, dataDir, retention: { maxAgeDays: 90, maxPerWallet: 5 } });
    try {
      const now = Date.now();
      const saved = [];
      for (let i = 0; i < 8; i++) {
        const recommendation = makeRecommendation({ generatedAt: at(now - (8 - i) * 1_000) });
        saved.push(recommendation);
        await store.save(recommendation);
      }
      // Several at once, for two wallets.
      await Promise.all([store.save(makeRecommendation({ address: OTHER, generatedAt: at(now) })), store.save(makeRecommendation({ generatedAt: at(now) }))]);
      const kept = await store.listByWallet(WALLET, 20);
      assert.equal(kept.length, 5);
      assert.deepEqual(
        kept.slice(1).map((r) => r.id),
        saved
          .slice(-4)
          .reverse()
          .map((r) => r.id),
      );
      assert.equal((await store.listByWallet(OTHER, 20)).length, 1, 'another wallet keeps its own');
      const pages = [await store.listByWallet(WALLET, 2)];
      while (pages.at(-1)?.length === 2) pages.push(await store.listByWallet(WALLET, 2, pages.at(-1)?.at(-1)?.id));
      assert.deepEqual(
        pages.flat().map((r) => r.id),
        kept.map((r) => r.id),
        'page after page, never past the cap',
      );
    } finally {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it(`trims the wallets written since the last trim together, every ${TRIM_AFTER_ROWS} rows, and never serves the rows waiting for it`, async () => {
    const driver = await createPgliteDriver('memory://');
    const store = await createSqlStore(driver, { retention: { maxAgeDays: 90, maxPerWallet: 3 } });
    try {
      const now = Date.now();
      const newest: string[] = [];
      for (let i = 0; i < TRIM_AFTER_ROWS - 1; i++) {
        const recommendation = makeRecommendation({ address: i % 2 === 0 ? WALLET : OTHER, generatedAt: at(now - (TRIM_AFTER_ROWS - i) * 1_000) });
        if (i % 2 === 0) newest.unshift(recommendation.id);
        await store.save(recommendation);
      }
      assert.equal(await storedRows((sql) => driver.query(sql)), TRIM_AFTER_ROWS - 1, 'no trim yet: every row is still on disk');
      assert.deepEqual(
        (await store.listByWallet(WALLET, 10)).map((r) => r.id),
        newest.slice(0, 3),
        'but only the newest 3 are served',
      );
      assert.deepEqual(await store.listByWallet(WALLET, 10, newest[2]), [], 'nor any after them');
      await store.save(makeRecommendation({ address: OTHER, generatedAt: at(now) }));
      assert.equal(await storedRows((sql) => driver.query(sql)), 6, `the ${TRIM_AFTER_ROWS}th row trims both wallets to 3 in one statement`);
    } finally {
      await store.close();
    }
  });

  it(`deletes rows past the age limit at most every ${MAINTENANCE_INTERVAL_MS / 1000} s of writing, and vacuums and checkpoints PGlite`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-retention-'));
    after(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    const driver = await createPgliteDriver(dataDir);
    const store = await createSqlStore(driver);
    try {
      const old = makeRecommendation({ generatedAt: at(Date.now() - 31 * DAY_MS) });
      const recent = makeRecommendation({ generatedAt: at(Date.now() - 29 * DAY_MS) });
      await store.save(old);
      await store.save(recent);
      const statements: string[] = [];
      let clock = Date.now();
      const retention = createRetention(
        {
          query: async (sql, params) => {
            statements.push(sql.trim().split(/\s+/).slice(0, 2).join(' '));
            return driver.query(sql, params);
          },
        },
        { maxAgeDays: 30, maxPerWallet: 100 },
        { embedded: true, now: () => clock },
      );
      await retention.afterInsert(WALLET);
      assert.equal((await store.listByWallet(WALLET, 10)).length, 2, 'not yet: the last maintenance was just now');
      assert.deepEqual(statements, [], 'nor a trim: one row was written');
      clock += MAINTENANCE_INTERVAL_MS;
      await retention.afterInsert(WALLET);
      assert.deepEqual(
        (await store.listByWallet(WALLET, 10)).map((r) => r.id),
        [recent.id],
      );
      // The trim of the waiting wallet, then the age rule.
      assert.deepEqual(statements, ['DELETE FROM', 'DELETE FROM', 'VACUUM recommendations', 'CHECKPOINT']);
      const [wal] = await driver.query<{ max: string; min: string }>(`SELECT current_setting('max_wal_size') AS max, current_setting('min_wal_size') AS min`);
      assert.deepEqual(wal, { max: '48MB', min: '32MB' }, 'PGlite runs with bounded WAL');
    } finally {
      await store.close();
    }
  });

  it('never serves a row past the age limit, though it is deleted only at the next maintenance (issue 31, item 10)', async () => {
    const driver = await createPgliteDriver('memory://');
    const store = await createSqlStore(driver, { retention: { maxAgeDays: 30, maxPerWallet: 100 } });
    try {
      const expired = makeRecommendation({ generatedAt: at(Date.now() - 31 * DAY_MS) });
      const recent = makeRecommendation({ generatedAt: at(Date.now() - 29 * DAY_MS) });
      await store.save(expired);
      await store.save(recent);
      assert.equal(await storedRows((sql) => driver.query(sql)), 2, 'both rows are still stored: no maintenance has run');
      assert.deepEqual(
        (await store.listByWallet(WALLET, 10)).map((r) => r.id),
        [recent.id],
      );
      assert.deepEqual(await store.listByWallet(WALLET, 10, recent.id), [], 'nor on the page after');
    } finally {
      await store.close();
    }
  });
});
