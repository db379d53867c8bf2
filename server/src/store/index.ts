import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createPostgresDriver } from './postgresDriver';
import { createSqlStore, type RecommendationStore } from './recommendationStore';
import { openPgliteWorkerStore } from './workerStore';

export type { RecommendationStore } from './recommendationStore';

/**
 * A PostgreSQL server when `databaseUrl` is set, otherwise PGlite under
 * `dataDir` (or in memory for "memory://"), in its own worker thread.
 */
export async function openStore({ databaseUrl, dataDir }: { databaseUrl: string | null; dataDir: string }): Promise<RecommendationStore> {
  if (databaseUrl) return createSqlStore(await createPostgresDriver({ connectionString: databaseUrl }));
  if (dataDir === 'memory://') return openPgliteWorkerStore(dataDir);
  await mkdir(dataDir, { recursive: true });
  return openPgliteWorkerStore(path.join(dataDir, 'pglite'));
}
