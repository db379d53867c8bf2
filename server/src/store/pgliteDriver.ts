import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { SqlDriver, SqlRunner } from './sql';

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, in this process.
 * `dataDir` is a directory, or "memory://" for a database that lives as long as the process.
 */
export async function createPgliteDriver(dataDir: string): Promise<SqlDriver> {
  const db = await PGlite.create(dataDir);
  const runnerOf = (target: PGlite | Transaction): SqlRunner => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await target.query<Row>(sql, params)).rows;
    },
  });
  return {
    ...runnerOf(db),
    transaction: (work) => db.transaction((tx) => work(runnerOf(tx))),
    close: () => db.close(),
  };
}
