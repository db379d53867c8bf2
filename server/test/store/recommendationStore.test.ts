/**
 * The store runs the same SQL on PGlite (always) and on a PostgreSQL server
 * (when TEST_DATABASE_URL is set, in a fresh schema dropped afterwards).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createPgliteDriver } from '../../src/store/pgliteDriver';
import { openStore } from '../../src/store';
import { answerBody, compressBody } from '../../src/store/brotliBody';
import { MIGRATIONS } from '../../src/store/migrations';
import { createSqlRecommendations, type RecommendationStore } from '../../src/store/recommendationStore';
import { createSqlStore } from '../../src/store/sqlStore';
import type { SqlDriver } from '../../src/store/sql';
import { driverCases, OPEN_STORE_CASE } from './driverCases';
import { makeRecommendation } from '../helpers/recommendations';
import type { Recommendation } from '../../../contract';

const cases = driverCases();

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
const OTHER_WALLET = '0xde709f2102306220921060314715629080e2fb77';

for (const driverCase of cases) {
  describe(`recommendation store on ${driverCase.name}`, () => {
    let driver: SqlDriver | undefined;
    let store: RecommendationStore;

    before(async () => {
      ({ store, driver } = await driverCase.open());
    });
    after(async () => {
      await store.close();
      await driverCase.cleanUp();
    });

    it('gives back a saved recommendation exactly as it was saved', async () => {
      const saved = makeRecommendation({ address: '0x000000000000000000000000000000000000dEaD' });
      await store.save(saved);
      assert.deepEqual(await store.listByWallet(saved.address, 50), [saved]);
    });

    it('lists a wallet newest first, only its own, at most `limit`', async () => {
      const start = Date.parse('2026-01-01T00:00:00Z');
      const mine = Array.from({ length: 55 }, (_, index) =>
        makeRecommendation({ address: WALLET, generatedAt: new Date(start + index * 60_000).toISOString() }),
      );
      // Saved out of order, so the order must come from created_at, not insertion.
      for (const recommendation of [...mine].reverse()) await store.save(recommendation);
      await store.save(makeRecommendation({ address: OTHER_WALLET, generatedAt: new Date(start + 999_999_999).toISOString() }));

      const listed = await store.listByWallet(WALLET, 50);
      assert.equal(listed.length, 50);
      assert.deepEqual(
        listed.map((recommendation) => recommendation.id),
        mine
          .slice(5)
          .reverse()
          .map((recommendation) => recommendation.id),
      );
    });

    it('breaks a tie in time by the order of saving, later first', async () => {
      const wallet = '0x1111111111111111111111111111111111111111';
      const at = '2026-02-01T12:00:00.000Z';
      const first = makeRecommendation({ address: wallet, generatedAt: at });
      const second = makeRecommendation({ address: wallet, generatedAt: at });
      await store.save(first);
      await store.save(second);
      assert.deepEqual(
        (await store.listByWallet(wallet, 50)).map((r) => r.id),
        [second.id, first.id],
      );
    });

    it('gives an empty list for a wallet with no recommendations', async () => {
      assert.deepEqual(await store.listByWallet('0x2222222222222222222222222222222222222222', 50), []);
    });

    it('migrates once: opening the same database again keeps the data and the migrations table', async (t) => {
      if (!driver) {
        t.skip('openStore hides its driver');
        return;
      }
      await createSqlStore(driver);
      const rows = await driver.query<{ id: number }>('SELECT id FROM migrations ORDER BY id');
      assert.deepEqual(
        rows.map((row) => row.id),
        MIGRATIONS.map((migration) => migration.id),
      );
      assert.equal((await store.listByWallet(WALLET, 50)).length, 50);
    });

    it('stores the body as json text, as serialised, with its wallet, chain and engine version in columns', async (t) => {
      if (!driver) {
        t.skip('openStore hides its driver');
        return;
      }
      const saved = makeRecommendation({
        address: '0x3333333333333333333333333333333333333333',
        chains: [{ chainId: 8453, name: 'Base', status: 'ok' }],
        engineVersion: 'e-9',
      });
      await store.save(saved);
      const [row] = await driver.query<{ wallet: string; chain_id: number; engine_version: string; kind: string; text: string; created_at: Date }>(
        `SELECT wallet, chain_id, engine_version, json_typeof(body) AS kind, body::text AS text, created_at FROM recommendations WHERE id = $1`,
        [saved.id],
      );
      assert.deepEqual(
        { ...row, created_at: row.created_at.toISOString() },
        { wallet: saved.address, chain_id: 8453, engine_version: 'e-9', kind: 'object', text: JSON.stringify(saved), created_at: saved.generatedAt },
      );
    });

    it('keeps every character of the body: signs, non-Latin text and emoji, as saved', async () => {
      const saved = makeRecommendation({
        address: '0x6666666666666666666666666666666666666666',
        overview: 'Sell 4.1B PEPE (≈ $38,900) − ünïcödé, 日本語, 🐸 and a quote " and a backslash \\.',
      });
      await store.save(saved);
      assert.deepEqual(await store.listByWallet(saved.address, 50), [saved]);
    });

    it('keeps a NUL in a token symbol as U+FFFD, so body::jsonb reads the row (it failed on PostgreSQL), as text and as bytes', async () => {
      const base = makeRecommendation({ address: '0x7373737373737373737373737373737373737373' });
      // A bytes32 symbol with a NUL inside, as a token may return; and the six characters \u0000 as text, which stay.
      const withNul = { ...base, tokens: [{ ...base.tokens[0], symbol: 'MK\u0000R' }], overview: 'a backslash and u0000: \\u0000' };
      const asBytes = { ...withNul, id: randomUUID(), generatedAt: new Date(Date.parse(base.generatedAt) + 1).toISOString() };
      await store.save(withNul);
      await store.save(asBytes, Buffer.from(JSON.stringify(asBytes)));
      const listed = await store.listByWallet(base.address, 50);
      assert.deepEqual(
        listed.map((recommendation) => [recommendation.tokens[0].symbol, recommendation.overview]),
        Array(2).fill(['MK\uFFFDR', 'a backslash and u0000: \\u0000']),
      );
      if (!driver) return; // openStore compresses its bodies: no json column to cast
      const rows = await driver.query<{ symbol: string }>(
        `SELECT body::jsonb #>> '{tokens,0,symbol}' AS symbol FROM recommendations WHERE wallet = $1 ORDER BY created_at`,
        [base.address],
      );
      assert.deepEqual(rows, Array(2).fill({ symbol: 'MK\uFFFDR' }));
    });

    it('stores a body given as UTF-8 bytes (how the service saves) as the very text', async () => {
      const saved = makeRecommendation({ address: '0x7171717171717171717171717171717171717171', overview: 'Sell ≈ $2,880 − of LDO 🐸' });
      const text = JSON.stringify(saved);
      await store.save(saved, Buffer.from(text));
      assert.deepEqual(await store.listByWallet(saved.address, 50), [saved]);
      if (!driver) return; // openStore compresses it: checked on disk below
      const [row] = await driver.query<{ text: string }>(`SELECT body::text AS text FROM recommendations WHERE id = $1`, [saved.id]);
      assert.equal(row.text, text);
    });

    it('lists each stored JSON text byte for byte with its id, newest first and after a cursor', async () => {
      const wallet = '0x7272727272727272727272727272727272727272';
      const older = makeRecommendation({ address: wallet, generatedAt: '2026-01-01T00:00:00.000Z', overview: 'Hold ≈ $10 🐸' });
      const newer = makeRecommendation({ address: wallet, generatedAt: '2026-01-02T00:00:00.000Z' });
      // Keys not in the schema's order and spaces: only the very text comes back like this.
      const { generatedAt, ...rest } = older;
      const olderText = JSON.stringify({ generatedAt, ...rest }, null, 1);
      await store.save(older, Buffer.from(olderText));
      await store.save(newer);
      const page = await store.listJsonByWallet(wallet, 50);
      assert.deepEqual(
        page.map((row) => [row.id, Buffer.from(row.json).toString('utf8')]),
        [
          [newer.id, JSON.stringify(newer)],
          [older.id, olderText],
        ],
      );
      const after = await store.listJsonByWallet(wallet, 50, newer.id);
      assert.deepEqual(
        after.map((row) => row.id),
        [older.id],
      );
    });

    it('stores a brotli body (how the PGlite store saves) as bytes that give back the very text, and lists it', async (t) => {
      if (!driver) {
        t.skip('openStore hides its driver');
        return;
      }
      const saved = makeRecommendation({ address: '0x7777777777777777777777777777777777777777', overview: 'Buy ≈ $2,880 of LDO 🐸' });
      const text = JSON.stringify(saved);
      await createSqlRecommendations(driver, { compressBodies: true }).save(saved);
      const [row] = await driver.query<{ body: unknown; brotli: Uint8Array }>(`SELECT body, body_brotli AS brotli FROM recommendations WHERE id = $1`, [
        saved.id,
      ]);
      assert.equal(row.body, null);
      assert.equal(brotliDecompressSync(row.brotli).toString('utf8'), text);
      assert.deepEqual(await store.listByWallet(saved.address, 50), [saved]);
    });

    it('refuses a row with no body, or with both', async (t) => {
      const db = driver;
      if (!db) {
        t.skip('openStore hides its driver');
        return;
      }
      const saved = makeRecommendation({ address: '0x8888888888888888888888888888888888888888' });
      const insert = (body: string | null, brotli: Uint8Array | null) =>
        db.query(
          'INSERT INTO recommendations (id, wallet, chain_id, engine_version, body, body_brotli, created_at) VALUES ($1, $2, 1, $3, $4::json, $5::bytea, $6)',
          [saved.id, saved.address, saved.engineVersion, body, brotli, saved.generatedAt],
        );
      await assert.rejects(insert(null, null), /recommendations_one_body/);
      await assert.rejects(insert(JSON.stringify(saved), compressBody(JSON.stringify(saved))), /recommendations_one_body/);
    });

    it('stores concurrent saves, each one listed and each caller answered', async () => {
      const wallet = '0x4444444444444444444444444444444444444444';
      const start = Date.parse('2026-03-01T00:00:00Z');
      // As many as a busy node's requests save at once.
      const saved = Array.from({ length: 40 }, (_, index) =>
        makeRecommendation({ address: wallet, generatedAt: new Date(start + index * 1_000).toISOString() }),
      );
      await Promise.all(saved.map((recommendation) => store.save(recommendation)));
      assert.deepEqual(
        (await store.listByWallet(wallet, 50)).map((recommendation) => recommendation.id),
        saved.map((recommendation) => recommendation.id).reverse(),
      );
    });

    it('fails only the bad row of saves made at once: the others are stored and their callers answered', async () => {
      const wallet = '0x5555555555555555555555555555555555555555';
      const first = makeRecommendation({ address: wallet });
      await store.save(first);
      const fresh = [makeRecommendation({ address: wallet }), makeRecommendation({ address: wallet })];
      // Saved at once: the duplicate among the fresh ones.
      const outcomes = await Promise.allSettled([store.save(fresh[0]), store.save(first), store.save(fresh[1])]);
      assert.deepEqual(
        outcomes.map((outcome) => outcome.status),
        ['fulfilled', 'rejected', 'fulfilled'],
      );
      assert.match(String((outcomes[1] as PromiseRejectedResult).reason), /duplicate key/);
      const ids = new Set((await store.listByWallet(wallet, 50)).map((recommendation) => recommendation.id));
      assert.deepEqual(ids, new Set([first.id, fresh[0].id, fresh[1].id]));
    });
  });
}

/** The database as an earlier release left it: the migrations up to `lastId` applied, none after. */
async function migrateUpTo(driver: SqlDriver, lastId: number): Promise<void> {
  await driver.query('CREATE TABLE migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const migration of MIGRATIONS.filter((candidate) => candidate.id <= lastId)) {
    for (const statement of migration.statements) await driver.query(statement);
    await driver.query('INSERT INTO migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
  }
}

/** A row as releases before migration 5 wrote it: the body in the `body` column, as `type`. */
async function insertIntoBodyColumn(driver: SqlDriver, recommendation: Recommendation, type: 'json' | 'jsonb'): Promise<void> {
  await driver.query(`INSERT INTO recommendations (id, wallet, chain_id, engine_version, body, created_at) VALUES ($1, $2, $3, $4, $5::${type}, $6)`, [
    recommendation.id,
    recommendation.address,
    recommendation.chains[0].chainId,
    recommendation.engineVersion,
    JSON.stringify(recommendation),
    recommendation.generatedAt,
  ]);
}

describe('migration 2 (jsonb to json)', () => {
  it('keeps the recommendations stored under the first schema', async () => {
    const driver = await createPgliteDriver('memory://');
    try {
      // The database as the first release left it: migration 1 only, one row in jsonb.
      await migrateUpTo(driver, 1);
      const old = makeRecommendation();
      await insertIntoBodyColumn(driver, old, 'jsonb');
      const store = await createSqlStore(driver);
      const [column] = await driver.query<{ data_type: string }>(
        `SELECT data_type FROM information_schema.columns WHERE table_name = 'recommendations' AND column_name = 'body'`,
      );
      assert.equal(column.data_type, 'json');
      assert.deepEqual(await store.listByWallet(old.address, 50), [old]);
    } finally {
      await driver.close();
    }
  });
});

describe('the default PGlite store on disk', () => {
  it('keeps recommendations across a restart, in DATA_DIR/pglite', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-store-'));
    try {
      const saved = makeRecommendation();
      const first = await openStore({ databaseUrl: null, dataDir });
      await first.save(saved);
      await first.close();
      assert.ok(existsSync(path.join(dataDir, 'pglite')));
      const second = await openStore({ databaseUrl: null, dataDir });
      assert.deepEqual(await second.listByWallet(saved.address, 50), [saved]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps each body brotli-compressed, a fraction of its size, and gives back the very text', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-store-'));
    try {
      const saved = makeRecommendation({
        address: '0x9999999999999999999999999999999999999999',
        overview: `Keep it ≈ 🐸 ${'Sell 4.1B PEPE (≈ $38,900) to bring it under 60 %. '.repeat(200)}`,
      });
      const text = JSON.stringify(saved);
      const store = await openStore({ databaseUrl: null, dataDir });
      await store.save(saved, Buffer.from(text));
      await store.close();
      const driver = await createPgliteDriver(path.join(dataDir, 'pglite'));
      try {
        const [row] = await driver.query<{ body: unknown; brotli: Uint8Array }>(`SELECT body, body_brotli AS brotli FROM recommendations WHERE id = $1`, [
          saved.id,
        ]);
        assert.equal(row.body, null, 'nothing in the json column');
        assert.ok(row.brotli.length < Buffer.byteLength(text) / 4, `${row.brotli.length} bytes for ${Buffer.byteLength(text)}`);
        assert.equal(brotliDecompressSync(row.brotli).toString('utf8'), text);
      } finally {
        await driver.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps a new answer as its reply compressed once, the bytes a browser is sent, and gives back its JSON beside older rows', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-store-'));
    try {
      const wallet = '0x7777777777777777777777777777777777777777';
      const older = makeRecommendation({ address: wallet, generatedAt: '2026-03-01T00:00:00.000Z' });
      const fresh = makeRecommendation({ address: wallet, generatedAt: '2026-03-02T00:00:00.000Z' });
      const body = answerBody(JSON.stringify(fresh));
      const store = await openStore({ databaseUrl: null, dataDir });
      // A row stored before issue 39: its JSON alone, compressed.
      await store.save(older, JSON.stringify(older));
      await store.save(fresh, body);
      const listed = await store.listJsonByWallet(wallet, 10);
      await store.close();
      assert.deepEqual(
        listed.map((row) => Buffer.from(row.json).toString('utf8')),
        [JSON.stringify(fresh), JSON.stringify(older)],
      );
      assert.equal(brotliDecompressSync(body.brotli()).toString('utf8'), `{"data":${JSON.stringify(fresh)}}`);
      const driver = await createPgliteDriver(path.join(dataDir, 'pglite'));
      try {
        const [row] = await driver.query<{ brotli: Uint8Array }>(`SELECT body_brotli AS brotli FROM recommendations WHERE id = $1`, [fresh.id]);
        assert.ok(Buffer.from(row.brotli).equals(body.brotli()), 'the stored bytes are the reply compressed for the wire');
      } finally {
        await driver.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('passes a database error back to the caller', async () => {
    const store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    try {
      const saved = makeRecommendation();
      await store.save(saved);
      await assert.rejects(store.save(saved), /duplicate key/);
    } finally {
      await store.close();
    }
  });
});

describe('migration 5 (brotli bodies beside json ones)', () => {
  it('keeps the json bodies stored before it, listed with the new ones', async () => {
    const driver = await createPgliteDriver('memory://');
    try {
      await migrateUpTo(driver, 4);
      const wallet = '0xAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAa';
      const old = makeRecommendation({ address: wallet, generatedAt: '2026-03-01T00:00:00.000Z' });
      await insertIntoBodyColumn(driver, old, 'json');
      // embedded: how the PGlite store saves, its bodies brotli-compressed.
      const store = await createSqlStore(driver, { embedded: true });
      const fresh = makeRecommendation({ address: wallet, generatedAt: '2026-03-02T00:00:00.000Z' });
      await store.save(fresh);
      assert.deepEqual(await store.listByWallet(wallet, 50), [fresh, old]);
    } finally {
      await driver.close();
    }
  });
});

describe('migration 4 (bodies compressed with lz4)', () => {
  for (const driverCase of driverCases().filter((candidate) => candidate.name !== OPEN_STORE_CASE)) {
    it(`on ${driverCase.name}: lz4 where the server has it, else stored as before`, async () => {
      const { store, driver } = await driverCase.open();
      try {
        if (!driver) throw new Error('this case hides its driver');
        const [{ lz4 }] = await driver.query<{ lz4: boolean }>(
          `SELECT 'lz4' = ANY (enumvals) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'`,
        );
        const whale = makeRecommendation();
        // A body large enough to be TOASTed, and as repetitive as a real answer's token list.
        const body = JSON.stringify({ ...whale, padding: Array.from({ length: 2_000 }, (_, index) => ({ symbol: `T${index % 64}`, action: 'hold' })) });
        await store.save(whale, body);
        const [row] = await driver.query<{ storage: string; stored: number; compression: string | null }>(
          `SELECT a.attstorage AS storage, pg_column_size(r.body) AS stored, pg_column_compression(r.body) AS compression
           FROM recommendations r, pg_attribute a
           WHERE r.id = $1 AND a.attrelid = 'recommendations'::regclass AND a.attname = 'body'`,
          [whale.id],
        );
        if (lz4) {
          assert.equal(row.compression, 'lz4');
          assert.ok(row.stored < body.length / 4, `stored ${row.stored} bytes of ${body.length}`);
        } else {
          assert.equal(row.storage, 'e', 'PGlite keeps bodies uncompressed (migration 2)');
          assert.equal(row.compression, null);
        }
        assert.equal((await store.listByWallet(whale.address, 1))[0].id, whale.id);
      } finally {
        await store.close();
        await driverCase.cleanUp();
      }
    });
  }
});
