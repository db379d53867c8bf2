import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir, type LockOwner } from './dataDirLock';
import { pgliteOpenMessage, postgresOpenMessage } from './openErrors';
import { createPgliteDriver } from './pgliteDriver';
import { createPostgresDriver } from './postgresDriver';
import type { RetentionRule } from './retention';
import { createSqlStore, type Store } from './sqlStore';
import { readEveryPage } from './tableCheck';

export type { RecommendationStore } from './recommendationStore';
export type { Store } from './sqlStore';
export { DataDirInUseError } from './dataDirLock';

/** DATA_DIR's value for a PGlite database that lives as long as the process (tests, benchmarks). */
const MEMORY = 'memory://';

/** The database could not be read (down, unreachable): answered 503, not 500. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
  constructor(cause: unknown) {
    super(`The database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * PGlite in this thread (docs/storage.md says why not in a worker); closed again when the database fails its checks at open.
 * A database on disk has every page read first (tableCheck.ts), before anything is written to it.
 */
async function openPglite(dataDir: string, retention: RetentionRule | undefined): Promise<Store> {
  const driver = await createPgliteDriver(dataDir);
  try {
    if (dataDir !== MEMORY) await readEveryPage(driver);
    return await createSqlStore(driver, { retention, embedded: true });
  } catch (error) {
    // The open's own error is the one to report; a damaged database may fail to close as well.
    await driver.close().catch(() => undefined);
    throw error;
  }
}

/**
 * A PostgreSQL server when `databaseUrl` is set, otherwise PGlite under
 * `dataDir` (or in memory for "memory://").
 * The store is a RecommendationStore; `store.closes` is its ClosesStore.
 */
export async function openStore({
  databaseUrl,
  dataDir,
  onConnectionError,
  onStaleLock,
  onLockLost,
  retention,
}: {
  databaseUrl: string | null;
  dataDir: string;
  /** Absent: every row is kept. */
  retention?: RetentionRule;
  /** PostgreSQL only: an idle connection broke (the server went away); the next query reconnects. */
  onConnectionError?: (error: Error) => void;
  /** PGlite only: the node before did not stop cleanly; its lock had died with it, and this one took the directory over (dataDirLock.ts). */
  onStaleLock?: (owner: LockOwner | null) => void;
  /** PGlite only: the process holding DATA_DIR's lock for this node ended while the node runs (someone killed it). */
  onLockLost?: () => void;
}): Promise<Store> {
  if (databaseUrl) {
    try {
      return await createSqlStore(await createPostgresDriver({ connectionString: databaseUrl, onIdleError: onConnectionError }), { retention });
    } catch (error) {
      throw new Error(postgresOpenMessage(databaseUrl, error), { cause: error });
    }
  }
  if (dataDir === MEMORY) return openPglite(dataDir, retention);
  await mkdir(dataDir, { recursive: true });
  // Before PGlite touches a file: a second node on the directory stops here, naming the first.
  const lock = await lockDataDir(dataDir, { onLost: onLockLost });
  if (lock.tookOver) onStaleLock?.(lock.tookOver.from);
  const databaseDir = path.join(dataDir, 'pglite');
  let store: Store;
  try {
    store = await openPglite(databaseDir, retention);
  } catch (error) {
    await lock.release();
    throw new Error(pgliteOpenMessage(dataDir, databaseDir, error), { cause: error });
  }
  return {
    ...store,
    close: async () => {
      try {
        await store.close();
      } finally {
        await lock.release();
      }
    },
  };
}
