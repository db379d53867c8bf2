/**
 * Stored history stays bounded (issue 20, item 8: under whale load DATA_DIR grew as fast as
 * rows came in, nothing ever deleted; docs/api.md "Storage" has the figures). Enforced as
 * the store writes, after each committed row:
 * - a wallet keeps its newest `maxPerWallet` recommendations (HISTORY_MAX_PER_WALLET);
 * - at most once per MAINTENANCE_INTERVAL_MS, rows older than `maxAgeDays`
 *   (HISTORY_RETENTION_DAYS) go, and on PGlite, which runs PostgreSQL without its background
 *   workers (no autovacuum, no checkpointer), the table is vacuumed, so the space of deleted
 *   rows is used again, and a CHECKPOINT lets the WAL be recycled. A PostgreSQL server does
 *   both by itself.
 */
import type { SqlRunner } from './sql';

export interface RetentionRule {
  maxAgeDays: number;
  maxPerWallet: number;
}

/** Kept a quarter of a year by default; 100 per wallet is 20 pages of the largest size. */
export const DEFAULT_RETENTION: RetentionRule = { maxAgeDays: 90, maxPerWallet: 100 };

/** How often the age rule, VACUUM and CHECKPOINT run while rows are being written. */
export const MAINTENANCE_INTERVAL_MS = 10_000;

// Each listed wallet's rows past its newest $2, by the history's own order (index-backed).
const TRIM_WALLETS = `
  DELETE FROM recommendations WHERE id IN (
    SELECT id FROM (
      SELECT id, row_number() OVER (PARTITION BY wallet ORDER BY created_at DESC, seq DESC) AS position
      FROM recommendations WHERE wallet = ANY($1::text[])
    ) ranked
    WHERE position > $2
  )`;

const DELETE_EXPIRED = `DELETE FROM recommendations WHERE created_at < now() - make_interval(days => $1::integer)`;

export interface Retention {
  /** After rows are committed: trims their wallets, and now and then runs the maintenance. */
  afterInsert(wallets: readonly string[]): Promise<void>;
}

export function createRetention(db: SqlRunner, rule: RetentionRule, { embedded, now = Date.now }: { embedded: boolean; now?: () => number }): Retention {
  let lastMaintenance = now();
  return {
    async afterInsert(wallets) {
      await db.query(TRIM_WALLETS, [[...new Set(wallets)], rule.maxPerWallet]);
      if (now() - lastMaintenance < MAINTENANCE_INTERVAL_MS) return;
      lastMaintenance = now();
      await db.query(DELETE_EXPIRED, [rule.maxAgeDays]);
      if (!embedded) return;
      await db.query('VACUUM recommendations');
      await db.query('CHECKPOINT');
    },
  };
}
