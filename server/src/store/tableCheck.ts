/**
 * At start, every page of the embedded database is read once, so a damaged file is found then,
 * with a message saying what to do, not on the first request that reads it. Issue 20, item 12:
 * part of a catalog file overwritten went unnoticed and the service said ready. Issue 31, item 9:
 * the same with one of the history's index pages; that check read only the tables' heaps, ready
 * said the database was up, and every history page was a 503.
 *
 * - Tables, system catalogs and TOAST (where large values are kept apart) included: count(*) with
 *   index scans off reads every page of the heap, and PostgreSQL checks each page's header as it
 *   reads it.
 * - B-tree indexes (every index of the schema and of the catalogs): amcheck's bt_index_check reads
 *   every page and checks the tree's order. amcheck ships with PGlite (a contrib extension); it is
 *   created inside the check's transaction, which is rolled back, so the database keeps no trace.
 *
 * - Stored answers (bodyCheck.ts): each followed into TOAST to its last chunk, since a TOAST file
 *   cut short has no damaged page to find, only chunks missing (issue 39, item 2).
 *
 * A PostgreSQL server (DATABASE_URL) is not read this way: its files are its operator's, it has
 * its own tools (amcheck, data checksums), and its tables can be far larger than a node's start
 * should wait for.
 */
import { readEveryBody } from './bodyCheck';
import type { SqlDriver, SqlRunner } from './sql';

/** The relations of the system catalogs, of the current schema and of their TOAST, of `kind` (pg_class.relkind) and access method. */
const relations = (kind: string, accessMethod: string) => `
  SELECT c.oid, quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_am a ON a.oid = c.relam
  WHERE c.relkind IN (${kind}) AND a.amname = '${accessMethod}'
    AND (n.nspname IN ('pg_catalog', 'pg_toast') OR n.oid = current_schema()::regnamespace)
  ORDER BY n.nspname, c.relname`;
const TABLES = relations(`'r', 't'`, 'heap');
const BTREE_INDEXES = relations(`'i'`, 'btree');

/** `name`: schema-qualified and quoted, as SQL writes it. */
interface Relation {
  oid: number;
  name: string;
}

/** Rolls the check's transaction back: nothing it did (the amcheck extension) is kept. */
class CheckDone extends Error {}

async function read(db: SqlRunner, what: string, sql: string, params: unknown[] = []): Promise<void> {
  try {
    await db.query(sql, params);
  } catch (error) {
    throw new Error(`reading ${what} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Reads every page of every table and B-tree index, then every stored answer; throws naming the first that cannot be read. */
export async function readEveryPage(db: SqlDriver): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.query('CREATE EXTENSION IF NOT EXISTS amcheck');
      // The heap itself, not an index that would answer count(*) for it.
      for (const setting of ['enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan']) await tx.query(`SET LOCAL ${setting} = off`);
      for (const { name } of await tx.query<Relation>(TABLES)) await read(tx, `table ${name}`, `SELECT count(*) FROM ${name}`);
      for (const { oid, name } of await tx.query<Relation>(BTREE_INDEXES)) await read(tx, `index ${name}`, 'SELECT bt_index_check($1::oid::regclass)', [oid]);
      await readEveryBody(tx);
      throw new CheckDone();
    });
  } catch (error) {
    if (!(error instanceof CheckDone)) throw error;
  }
}
