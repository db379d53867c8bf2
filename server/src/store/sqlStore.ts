/**
 * The service's database on one driver: the schema migrated once, then the
 * recommendations and the stored daily closes side by side. The same SQL runs
 * on PGlite and on a PostgreSQL server; only the driver differs.
 */
import type { ClosesStore } from '../prices/closesStore';
import { migrate } from './migrations';
import { createSqlRecommendations, type RecommendationRow, type RecommendationStore } from './recommendationStore';
import { createSqlClosesStore } from './sqlClosesStore';
import type { SqlDriver } from './sql';

/** What openStore gives: the recommendations (this object itself, as before) and the daily closes. */
export interface Store extends RecommendationStore {
  /** Closes of UTC days that have ended: read from the chain once, from here ever after. */
  closes: ClosesStore;
  /** One trivial query (SELECT 1): /api/ready's check that the database answers. */
  ping(): Promise<void>;
}

export interface SqlStore extends Store {
  saveRow(row: RecommendationRow): Promise<void>;
}

/** Migrates the schema, then stores through `db`; `close` closes `db`. */
export async function createSqlStore(db: SqlDriver): Promise<SqlStore> {
  await migrate(db);
  return {
    ...createSqlRecommendations(db),
    closes: createSqlClosesStore(db),
    ping: async () => {
      await db.query('SELECT 1');
    },
    close: () => db.close(),
  };
}
