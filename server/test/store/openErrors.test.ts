/**
 * A database that cannot be opened says which one and what to do (issue 20, item 12), and a
 * damaged table is found at start, not on the first request. Real PGlite files, damaged the way
 * a bad disk or a stray write would (one page overwritten), and a real refused connection.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openStore } from '../../src/store';
import { closedPortUrl } from '../helpers/testApp';
import { makeRecommendation } from '../helpers/recommendations';

const START = path.resolve(__dirname, '../../src/start.ts');
/** pg_description's file in the `postgres` database (oid 5): a catalog no query of Ribbit's reads at open. */
const PG_DESCRIPTION = path.join('pglite', 'base', '5', '2609');
const PAGE = 8_192;

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
