/**
 * A database that cannot be opened says which one and what to do (issue 20, item 12), and a
 * damaged table is found at start, not on the first request. Real PGlite files, damaged the way
 * a bad disk or a stray write would (one page overwritten), and a real refused connection.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { createReadiness } from '../../src/routes/readiness';
import { openStore } from '../../src/store';
import { createPgliteDriver } from '../../src/store/pgliteDriver';
import { createSqlStore } from '../../src/store/sqlStore';
import { closedPortUrl } from '../helpers/testApp';
import { makeRecommendation } from '../helpers/recommendations';

const START = path.resolve(__dirname, '../../src/start.ts');
/** pg_description's file in the `postgres` database (oid 5): a catalog no query of Ribbit's reads at open. */
const PG_DESCRIPTION = path.join('pglite', 'base', '5', '2609');
const PAGE = 8_192;

/** Overwrites page `block` of `file` with a pattern, and gives back a function that puts the page back. */
function damagePage(file: string, block: number): () => void {
  const descriptor = openSync(file, 'r+');
  const original = Buffer.alloc(PAGE);
  readSync(descriptor, original, 0, PAGE, block * PAGE);
  writeSync(descriptor, Buffer.alloc(PAGE, 0x5a), 0, PAGE, block * PAGE);
  closeSync(descriptor);
  return () => {
    const again = openSync(file, 'r+');
    writeSync(again, original, 0, PAGE, block * PAGE);
    closeSync(again);
  };
}

describe('a database that cannot be opened', () => {
  let dataDir: string;
  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-damaged-'));
    const store = await openStore({ databaseUrl: null, dataDir });
    await store.save(makeRecommendation());
    await store.close();
    // The second page of a catalog table, overwritten.
    const file = openSync(path.join(dataDir, PG_DESCRIPTION), 'r+');
    writeSync(file, Buffer.alloc(PAGE, 0x5a), 0, PAGE, PAGE);
    closeSync(file);
  });
  after(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds a damaged catalog page at open, and names the directory and the command that moves DATA_DIR aside', async () => {
    await assert.rejects(openStore({ databaseUrl: null, dataDir }), (error: Error) => {
      const lines = error.message.split('\n');
      assert.equal(
        lines[0],
        `The database in ${path.join(dataDir, 'pglite')} could not be opened: reading table pg_catalog.pg_description failed: invalid page in block 1 of relation "base/5/2609"`,
      );
      assert.match(lines[3], new RegExp(`^ {2}mv '${dataDir}' '${dataDir}\\.damaged-\\d{4}-\\d{2}-\\d{2}'$`));
      return true;
    });
  });

  it('stops `npm start` with that message and exit code 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', START], { env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    assert.equal(await new Promise((resolve) => child.once('exit', resolve)), 1, output);
    assert.match(output, /Ribbit could not start: The database in .*pglite could not be opened: reading table pg_catalog\.pg_description failed/);
    assert.match(output, /\n {2}mv '/);
    assert.doesNotMatch(output, /Ribbit is running/);
  });

  it('names DATABASE_URL, without its password, when the server refuses the connection', async () => {
    const { port } = new URL(await closedPortUrl());
    const url = `postgres://ribbit:s3cret@127.0.0.1:${port}/ribbit`;
    await assert.rejects(openStore({ databaseUrl: url, dataDir: 'unused' }), (error: Error) => {
      assert.match(error.message, new RegExp(`^DATABASE_URL \\(postgres://127\\.0\\.0\\.1:${port}/ribbit\\) could not be used: connect ECONNREFUSED`));
      assert.doesNotMatch(error.message, /s3cret/);
      return true;
    });
  });
});

describe('a damaged page of the history (issue 31, item 9)', () => {
  let dataDir: string;
  /** The files of the history's index and of its TOAST table (the compressed bodies), under DATA_DIR. */
  let files: { index: string; toast: string; toastName: string };
  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-damaged-'));
    const store = await openStore({ databaseUrl: null, dataDir });
    // Bodies that do not compress (random text), so each is kept in TOAST, as a real answer of some size is.
    for (let index = 0; index < 60; index++) await store.save(makeRecommendation({ overview: randomBytes(6_000).toString('base64') }));
    await store.close();
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    const [row] = (
      await db.query<{ index: string; toast: string; toast_name: string }>(`
        SELECT pg_relation_filepath('recommendations_wallet_created_at') AS index,
               pg_relation_filepath(reltoastrelid) AS toast, reltoastrelid::regclass::text AS toast_name
        FROM pg_class WHERE relname = 'recommendations'`)
    ).rows;
    await db.close();
    files = { index: path.join(dataDir, 'pglite', row.index), toast: path.join(dataDir, 'pglite', row.toast), toastName: row.toast_name };
  });
  after(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const opening = (what: string) => (error: Error) => {
    const lines = error.message.split('\n');
    assert.match(lines[0], new RegExp(`^The database in ${path.join(dataDir, 'pglite')} could not be opened: reading ${what} failed: `));
    assert.match(lines[3], new RegExp(`^ {2}mv '${dataDir}' '${dataDir}\\.damaged-\\d{4}-\\d{2}-\\d{2}'$`));
    return true;
  };

  it("finds a damaged page of the history's index at open (it had been found only by every history page, 503)", async () => {
    const restore = damagePage(files.index, 1);
    try {
      await assert.rejects(openStore({ databaseUrl: null, dataDir }), opening('index public.recommendations_wallet_created_at'));
    } finally {
      restore();
    }
  });

  it('finds a damaged page of the stored bodies at open', async () => {
    const restore = damagePage(files.toast, 1);
    try {
      await assert.rejects(openStore({ databaseUrl: null, dataDir }), opening(`table ${files.toastName.replace('.', '\\.')}`));
    } finally {
      restore();
    }
  });

  /** Cuts the bodies' TOAST file to nothing, as a full disk or a bad copy may (issue 39, item 2); gives back a function that puts it back. */
  const truncateToast = (): (() => void) => {
    const original = readFileSync(files.toast);
    truncateSync(files.toast, 0);
    return () => {
      writeFileSync(files.toast, original);
    };
  };

  it("finds the stored bodies' TOAST file truncated to nothing at open (the node had started and every history page was a 503)", async () => {
    const restore = truncateToast();
    try {
      await assert.rejects(openStore({ databaseUrl: null, dataDir }), opening('the stored answers'));
    } finally {
      restore();
    }
  });

  it('says the database is down in /api/ready when the TOAST file is cut short under a running node', async () => {
    const store = await openStore({ databaseUrl: null, dataDir });
    await store.close();
    const restore = truncateToast();
    // The files as a running node would have them once cut: opened past the start's check.
    const running = await createSqlStore(await createPgliteDriver(path.join(dataDir, 'pglite')), { embedded: true });
    try {
      const { database } = await createReadiness({ store: running, chains: [] }).report();
      assert.equal(database.status, 'down');
      // PostgreSQL's own words: the TOAST file has fewer blocks than its index points to.
      assert.match(database.error ?? '', /^could not read blocks 0\.\.0 in file "base\/5\/\d+": read only 0 of 8192 bytes$/);
    } finally {
      await running.close();
      restore();
    }
    const whole = await openStore({ databaseUrl: null, dataDir });
    try {
      assert.equal((await createReadiness({ store: whole, chains: [] }).report()).database.status, 'up');
    } finally {
      await whole.close();
    }
  });

  it('opens the same files once the page is whole again, and serves their history', async () => {
    const store = await openStore({ databaseUrl: null, dataDir });
    try {
      assert.equal((await store.listByWallet(makeRecommendation().address, 100)).length, 60);
    } finally {
      await store.close();
    }
  });
});
