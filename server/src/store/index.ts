import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createPostgresDriver } from './postgresDriver';
import { createSqlStore, type Store } from './sqlStore';
import { openPgliteWorkerStore } from './workerStore';

export type { RecommendationStore } from './recommendationStore';
export type { Store } from './sqlStore';

/**
 * A PostgreSQL server when `databaseUrl` is set, otherwise PGlite under
 * `dataDir` (or in memory for "memory://"), in its own worker thread.
 * The store is a RecommendationStore; `store.closes` is its ClosesStore.
 */
export async function openStore({ databaseUrl, dataDir }: { databaseUrl: string | null; dataDir: string }): Promise<Store> {
  if (databaseUrl) return createSqlStore(await createPostgresDriver({ connectionString: databaseUrl }));
  if (dataDir === 'memory://') return openPgliteWorkerStore(dataDir);
  await mkdir(dataDir, { recursive: true });
  return openPgliteWorkerStore(path.join(dataDir, 'pglite'));
}
