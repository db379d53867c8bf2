/**
 * At start, every table is read once, system catalogs included, so a damaged file is found
 * then, with a message saying what to do, not on the first request (issue 20, item 12: part of
 * a catalog file overwritten went unnoticed, and the service said ready). count(*) reads every
 * page of a table's heap, where PostgreSQL checks each page's header; large values kept apart
 * (TOAST) are read only when a row is, and the retention keeps those few.
 */
import type { SqlRunner } from './sql';

/** Ordinary tables of the system catalogs and of the current schema. */
const TABLES = `
  SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND (n.nspname = 'pg_catalog' OR n.oid = current_schema()::regnamespace)
  ORDER BY n.nspname, c.relname`;

export async function readEveryTable(db: SqlRunner): Promise<void> {
  for (const { name } of await db.query<{ name: string }>(TABLES)) {
    try {
      await db.query(`SELECT count(*) FROM ${name}`);
    } catch (error) {
      throw new Error(`reading table ${name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}
