import { PGlite, type Transaction } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import type { SqlDriver, SqlRunner } from './sql';

const JSON_OID = 114;
const BYTEA_OID = 17;

/**
 * PGlite's own json serialiser would JSON.stringify a string body again, and its bytea
 * serialiser writes bytes out as hex text in JavaScript. The store binds only JSON text,
 * its UTF-8 bytes, or compressed bytes; passed through, text goes as text and bytes go
 * in binary format (PGlite types a serialiser as returning a string, but its Bind writer
 * sends any ArrayBuffer view in binary): no JavaScript pass over a large body. The store
 * tests check what arrives.
 */
const passThrough = (value: unknown): string => value as string;
const QUERY_OPTIONS = { serializers: { [JSON_OID]: passThrough, [BYTEA_OID]: passThrough } };

/**
 * PostgreSQL's WAL bounds, written to PGlite's postgresql.conf at each open. PGlite has no
 * checkpointer, and the defaults (max 1 GB, min 80 MB) let pg_wal grow and keep its size
 * when idle (issue 20, item 8). With these, and the CHECKPOINT the retention runs
 * (retention.ts), WAL is recycled after a few segments (docs/api.md "Storage" has the
 * figures). The cost: more frequent checkpoints, each writing the few dirty pages of a
 * table kept small by the retention.
 */
export const PGLITE_WAL_SETTINGS = ["max_wal_size = '48MB'", "min_wal_size = '32MB'"];

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, in this process.
 * `dataDir` is a directory, or "memory://" for a database that lives as long as the process.
 */
export async function createPgliteDriver(dataDir: string): Promise<SqlDriver> {
  // amcheck: the start's check of every index page (tableCheck.ts).
  const db = await PGlite.create(dataDir, { postgresqlconf: PGLITE_WAL_SETTINGS, extensions: { amcheck } });
  const runnerOf = (target: PGlite | Transaction): SqlRunner => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await target.query<Row>(sql, params, QUERY_OPTIONS)).rows;
    },
  });
  return {
    ...runnerOf(db),
    transaction: (work) => db.transaction((tx) => work(runnerOf(tx))),
    close: () => db.close(),
  };
}
