/**
 * Stored history stays bounded (issue 20, item 8: under whale load DATA_DIR grew as fast as
 * rows came in, nothing ever deleted; docs/api.md "Storage" has the figures). Enforced as
 * the store writes:
 * - a wallet keeps its newest `maxPerWallet` recommendations (HISTORY_MAX_PER_WALLET). The
 *   wallets written since the last trim are trimmed together, once TRIM_AFTER_ROWS rows have
 *   been written or at the next maintenance, whichever comes first: one statement for many
 *   saves, where a trim after every save cost as much as the save's own INSERT (issue 31,
 *   "Speed"). Until then the extra rows are on disk but never served: the store's reads stop
 *   at the cap themselves (recommendationStore.ts).
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

/**
 * Rows written between two trims at most: past the cap, a wallet holds at most this many more on
 * disk (a few MB of whale rows), and the wallets waiting for their trim stay a short list.
 */
export const TRIM_AFTER_ROWS = 64;

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
  /** After a row of `wallet` is committed: trims and maintains when their turn has come (above). */
  afterInsert(wallet: string): Promise<void>;
}

export function createRetention(db: SqlRunner, rule: RetentionRule, { embedded, now = Date.now }: { embedded: boolean; now?: () => number }): Retention {
  let lastMaintenance = now();
  let waiting = new Set<string>();
  let rowsSinceTrim = 0;

  async function trim(): Promise<void> {
    const wallets = waiting;
    waiting = new Set();
    rowsSinceTrim = 0;
    try {
      await db.query(TRIM_WALLETS, [[...wallets], rule.maxPerWallet]);
    } catch (error) {
      // Their rows stay until the next trim, which tries them again.
      for (const wallet of wallets) waiting.add(wallet);
      throw error;
    }
  }

  return {
    async afterInsert(wallet) {
      waiting.add(wallet);
      rowsSinceTrim += 1;
      const maintenanceDue = now() - lastMaintenance >= MAINTENANCE_INTERVAL_MS;
      // Taken before any await, so saves that finish meanwhile do not start it again.
      if (maintenanceDue) lastMaintenance = now();
      if (rowsSinceTrim >= TRIM_AFTER_ROWS || maintenanceDue) await trim();
      if (!maintenanceDue) return;
      await db.query(DELETE_EXPIRED, [rule.maxAgeDays]);
      if (!embedded) return;
      await db.query('VACUUM recommendations');
      await db.query('CHECKPOINT');
    },
  };
}
