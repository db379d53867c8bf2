/**
 * The back-ends every store test runs on: PGlite on its driver, PGlite as
 * openStore opens it for the service (retention off), and a PostgreSQL server
 * when TEST_DATABASE_URL is set, in a fresh schema dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore } from '../../src/store';
import { createPgliteDriver } from '../../src/store/pgliteDriver';
import { createPostgresDriver } from '../../src/store/postgresDriver';
import type { SqlDriver } from '../../src/store/sql';
import { createSqlStore, type Store } from '../../src/store/sqlStore';

/** The case whose store hides its driver. */
export const OPEN_STORE_CASE = 'PGlite through openStore';

export interface DriverCase {
  name: string;
  /** `driver` is absent when the store hides it (openStore). */
  open(): Promise<{ store: Store; driver?: SqlDriver }>;
  cleanUp(): Promise<void>;
}

async function onDriver(driver: SqlDriver) {
  return { store: await createSqlStore(driver), driver };
}

function pgliteCase(): DriverCase {
  return { name: 'PGlite', open: async () => onDriver(await createPgliteDriver('memory://')), cleanUp: async () => {} };
}

function pgliteOpenStoreCase(): DriverCase {
  return {
    name: OPEN_STORE_CASE,
    open: async () => ({ store: await openStore({ databaseUrl: null, dataDir: 'memory://' }) }),
    cleanUp: async () => {},
  };
}

function postgresCase(connectionString: string): DriverCase {
  const schema = `ribbit_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Pool({ connectionString, max: 1 });
  return {
    name: 'PostgreSQL server',
    async open() {
      await admin.query(`CREATE SCHEMA ${schema}`);
      return onDriver(await createPostgresDriver({ connectionString, schema }));
    },
    async cleanUp() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** Fresh cases each call: a PostgreSQL case owns its schema. */
export function driverCases(): DriverCase[] {
  const cases = [pgliteCase(), pgliteOpenStoreCase()];
  if (process.env.TEST_DATABASE_URL) cases.push(postgresCase(process.env.TEST_DATABASE_URL));
  return cases;
}
