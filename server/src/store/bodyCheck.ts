/**
 * Stored answers read in full, at start and by /api/ready (issue 39, item 2). With the history's
 * TOAST file (where the bodies are kept apart) truncated to nothing, the node started and ready
 * said the database was up, and every history page was a 503: reading each page of a table finds
 * a damaged page, not a missing one, and `SELECT 1` reads no table at all. A body is kept as
 * pointers into TOAST; only following them, chunk by chunk, finds the chunks gone.
 */
import type { SqlRunner } from './sql';

/**
 * A body's every byte: `body::text` is the json column's text, `body_brotli || ''` a copy of the
 * bytes (each detoasts the value in full; octet_length of the column alone reads only its header).
 */
const BODY_LENGTH = `coalesce(octet_length(r.body::text), octet_length(r.body_brotli || ''::bytea))`;

/** Every stored body, followed to its last chunk: the start's check, after every page was read (tableCheck.ts). */
export async function readEveryBody(db: SqlRunner): Promise<void> {
  const [{ exists }] = await db.query<{ exists: boolean }>(`SELECT to_regclass('recommendations') IS NOT NULL AS exists`);
  // A new database: the migrations have not run yet.
  if (!exists) return;
  try {
    await db.query(`SELECT count(*) FROM recommendations r WHERE ${BODY_LENGTH} < 0`);
  } catch (error) {
    throw new Error(`reading the stored answers failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * The newest stored body, in full: readiness' check that the database answers and that what it
 * keeps can be read. One row through the history's index; none on a new database.
 */
export async function readNewestBody(db: SqlRunner): Promise<void> {
  await db.query(`SELECT ${BODY_LENGTH} FROM recommendations r ORDER BY r.created_at DESC, r.seq DESC LIMIT 1`);
}
