import pg from 'pg';
import type { SqlDriver, SqlRunner } from './sql';

export interface PostgresDriverOptions {
  connectionString: string;
  /** Tables live in this schema (search_path); the tests use a fresh one per run. Default: the server's. */
  schema?: string;
  /** Pool size; the default suits one small service process. */
  max?: number;
}

/** A PostgreSQL server through node-postgres' pool. */
export async function createPostgresDriver({ connectionString, schema, max = 10 }: PostgresDriverOptions): Promise<SqlDriver> {
  const pool = new pg.Pool({
    connectionString,
    max,
    options: schema === undefined ? undefined : `-c search_path=${schema}`,
  });
  // Fail at start, with the server's own message, rather than on the first request.
  (await pool.connect()).release();
  const runnerOf = (target: pg.Pool | pg.PoolClient): SqlRunner => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await target.query(sql, params)).rows as Row[];
    },
  });
  return {
    ...runnerOf(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(runnerOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
