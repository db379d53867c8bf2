/**
 * Every recommendation the service makes, kept per wallet. The same SQL runs
 * on PGlite and on a PostgreSQL server; only the driver differs.
 */
import type { Recommendation } from '../schemas/recommendation';
import { migrate } from './migrations';
import type { SqlDriver } from './sql';

export interface RecommendationStore {
  save(recommendation: Recommendation): Promise<void>;
  /** Newest first; `wallet` is the checksummed address the recommendation was saved under. */
  listByWallet(wallet: string, limit: number): Promise<Recommendation[]>;
  close(): Promise<void>;
}

/** Migrates the schema, then stores through `db`. */
export async function createSqlStore(db: SqlDriver): Promise<RecommendationStore> {
  await migrate(db);
  return {
    async save(recommendation) {
      await db.query(
        `INSERT INTO recommendations (id, wallet, chain_id, engine_version, body, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
        [
          recommendation.id,
          recommendation.address,
          recommendation.chainId,
          recommendation.engineVersion,
          JSON.stringify(recommendation),
          recommendation.generatedAt,
        ],
      );
    },
    async listByWallet(wallet, limit) {
      const rows = await db.query<{ body: Recommendation }>(
        `SELECT body FROM recommendations
         WHERE wallet = $1
         ORDER BY created_at DESC, seq DESC
         LIMIT $2`,
        [wallet, limit],
      );
      return rows.map((row) => row.body);
    },
    close: () => db.close(),
  };
}
