/**
 * Group commit for recommendation rows. A save waits for the end of the
 * current event-loop turn (setImmediate), so saves that arrive together, or
 * while an INSERT is running, go in one multi-row INSERT: under load the
 * database parses, plans and commits once per batch instead of once per row
 * (about 0.5 ms of PGlite CPU each). In the PGlite worker the wait also lets
 * every message already posted be read first: PGlite runs synchronously, so
 * without it each message would arrive alone. Each caller's promise settles
 * only when its own row is committed (or has failed).
 */
import type { RecommendationRow } from './recommendationStore';
import type { SqlRunner } from './sql';

/** Rows per INSERT: 7 parameters each, far below PostgreSQL's 65,535, and a few MB of JSON at most. */
export const MAX_ROWS_PER_INSERT = 32;

const COLUMNS_PER_ROW = 7;

function insertSql(rowCount: number): string {
  const tuples: string[] = [];
  for (let row = 0; row < rowCount; row++) {
    const p = row * COLUMNS_PER_ROW;
    tuples.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}::json, $${p + 6}::bytea, $${p + 7})`);
  }
  return `INSERT INTO recommendations (id, wallet, chain_id, engine_version, body, body_brotli, created_at) VALUES ${tuples.join(', ')}`;
}

async function insertRows(db: SqlRunner, rows: readonly RecommendationRow[]): Promise<void> {
  const params = rows.flatMap(({ body, ...row }) => [
    row.id,
    row.wallet,
    row.chainId,
    row.engineVersion,
    'json' in body ? body.json : null,
    'brotli' in body ? body.brotli : null,
    row.createdAt,
  ]);
  await db.query(insertSql(rows.length), params);
}

/** PostgreSQL's (and PGlite's) errors carry the SQLSTATE in `code`; class 23 is "integrity constraint violation". */
function isIntegrityError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && code.startsWith('23');
}

interface Waiting {
  row: RecommendationRow;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** `afterInsert`: run once a batch is committed, before its callers are told (retention.ts); a failure of it fails no save. */
export function createGroupInserter(
  db: SqlRunner,
  afterInsert?: (rows: readonly RecommendationRow[]) => Promise<void>,
  onAfterInsertError?: (error: unknown) => void,
): (row: RecommendationRow) => Promise<void> {
  const queue: Waiting[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.splice(0, MAX_ROWS_PER_INSERT);
      try {
        const rows = batch.map((waiting) => waiting.row);
        await insertRows(db, rows);
        // Before the callers hear back, so a wallet's history is never seen past its cap.
        await afterInsert?.(rows).catch((error: unknown) => onAfterInsertError?.(error));
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        // Only a row the database refused (an integrity error, SQLSTATE class 23) is worth
        // trying alone. A time-out or a lost connection would just be paid again per row, and
        // a batch that did commit after its client gave up would then fail as duplicates.
        if (batch.length === 1 || !isIntegrityError(error)) {
          for (const waiting of batch) waiting.reject(error);
          continue;
        }
        // One bad row (say, a duplicate id) must not fail the others: each row on its own then.
        for (const waiting of batch) await insertRows(db, [waiting.row]).then(waiting.resolve, waiting.reject);
      }
    }
    draining = false;
  }

  return (row) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (draining) return;
      draining = true;
      void drain();
    });
}
