import pg from 'pg';
import type { SqlDriver, SqlRunner } from './sql';

/** A database that does not take a connection this fast is down: the request goes on without it. */
const CONNECT_TIMEOUT_MS = 2_000;
/**
 * Nor should a hung server hold a request: a query this slow fails. The store's queries are
 * small (one row inserted, one wallet's rows through its index, a few feeds' daily closes, the
 * retention's deletes in a bounded table), so only a server in trouble reaches it. Both sides
 * keep it: the server cancels the statement (statement_timeout), the client stops waiting for
 * a server that no longer answers at all (query_timeout).
 * The request's own limit over connect and query together is store/deadline.ts's.
 */
const QUERY_TIMEOUT_MS = 5_000;

export interface PostgresDriverOptions {
  connectionString: string;
  /** Tables live in this schema (search_path); the tests use a fresh one per run. Default: the server's. */
  schema?: string;
  /** Pool size; the default suits one small service process. */
  max?: number;
  /** Told when an idle connection breaks (the server restarted or went away); the pool opens new ones when asked. */
  onIdleError?: (error: Error) => void;
}

/** A PostgreSQL server through node-postgres' pool. */
export async function createPostgresDriver({ connectionString, schema, max = 10, onIdleError }: PostgresDriverOptions): Promise<SqlDriver> {
  const pool = new pg.Pool({
    connectionString,
    max,
    options: schema === undefined ? undefined : `-c search_path=${schema}`,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: QUERY_TIMEOUT_MS,
  });
  // Without a listener, an idle connection cut by a database restart would crash the process.
  pool.on('error', (error) => onIdleError?.(error));
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
