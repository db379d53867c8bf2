/**
 * The service's database on one driver: the schema migrated once, then the
 * recommendations and the stored daily closes side by side. The same SQL runs
 * on PGlite and on a PostgreSQL server; only the driver differs.
 */
import type { ClosesStore } from '../prices/closesStore';
import { readNewestBody } from './bodyCheck';
import { migrate } from './migrations';
import { createSqlRecommendations, type RecommendationStore } from './recommendationStore';
import { createRetention, type RetentionRule } from './retention';
import { createSqlClosesStore } from './sqlClosesStore';
import type { SqlDriver } from './sql';

/** What openStore gives: the recommendations (this object itself, as before) and the daily closes. */
export interface Store extends RecommendationStore {
  /** Closes of UTC days that have ended: read from the chain once, from here ever after. */
  closes: ClosesStore;
  /** /api/ready's check: the database answers, and its newest stored answer can be read in full (bodyCheck.ts). */
  ping(): Promise<void>;
}

export interface SqlStoreOptions {
  /** Absent: every row is kept (tests); the service always passes one (HISTORY_RETENTION_DAYS, HISTORY_MAX_PER_WALLET). */
  retention?: RetentionRule;
  /**
   * PGlite: no autovacuum nor checkpointer, so the retention vacuums and checkpoints itself; and
   * no lz4, so the store compresses bodies itself (brotliBody.ts).
   */
  embedded?: boolean;
}

/** Migrates the schema, then stores through `db`; `close` closes `db`. */
export async function createSqlStore(db: SqlDriver, { retention, embedded = false }: SqlStoreOptions = {}): Promise<Store> {
  await migrate(db);
  return {
    ...createSqlRecommendations(db, {
      retention: retention && createRetention(db, retention, { embedded }),
      maxAgeDays: retention?.maxAgeDays,
      maxPerWallet: retention?.maxPerWallet,
      compressBodies: embedded,
    }),
    closes: createSqlClosesStore(db),
    ping: () => readNewestBody(db),
    close: () => db.close(),
  };
}
