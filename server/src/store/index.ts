import path from 'node:path';
import { createPgliteDriver } from './pgliteDriver';
import { createPostgresDriver } from './postgresDriver';
import { createSqlStore, type RecommendationStore } from './recommendationStore';

export type { RecommendationStore } from './recommendationStore';

/** A PostgreSQL server when `databaseUrl` is set, otherwise PGlite under `dataDir` (or in memory for "memory://"). */
export async function openStore({ databaseUrl, dataDir }: { databaseUrl: string | null; dataDir: string }): Promise<RecommendationStore> {
  const driver = databaseUrl
    ? await createPostgresDriver({ connectionString: databaseUrl })
    : await createPgliteDriver(dataDir === 'memory://' ? dataDir : path.join(dataDir, 'pglite'));
  return createSqlStore(driver);
}
