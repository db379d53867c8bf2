/**
 * Worker-thread side of the PGlite store. PGlite runs PostgreSQL as WebAssembly
 * on the thread that calls it, a few milliseconds per insert of a large
 * recommendation; here it runs beside the event loop that answers HTTP instead
 * of blocking it. The SQL is the same createSqlStore as everywhere else.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { FeedKey, StoredClose } from '../prices/closesStore';
import type { Recommendation } from '../../../contract';
import { compressBody } from './brotliBody';
import { createPgliteDriver } from './pgliteDriver';
import type { RecommendationRow, StoredJson } from './recommendationStore';
import type { RetentionRule } from './retention';
import { createSqlStore, type SqlStore } from './sqlStore';

/** `save` carries the row with its body already serialised: one string or byte array is far cheaper to post than the object tree. */
export type StoreRequest =
  | { id: number; op: 'save'; row: RecommendationRow }
  | { id: number; op: 'listByWallet'; wallet: string; limit: number; beforeId?: string }
  | { id: number; op: 'listJsonByWallet'; wallet: string; limit: number; beforeId?: string }
  | { id: number; op: 'loadCloses'; feeds: readonly FeedKey[]; fromDay: number }
  | { id: number; op: 'saveCloses'; feed: FeedKey; closes: readonly StoredClose[] }
  | { id: number; op: 'ping' }
  | { id: number; op: 'close' };

/** What each operation resolves to; a Map crosses the thread boundary as a Map (structured clone). */
export interface StoreResults {
  save: undefined;
  listByWallet: Recommendation[];
  listJsonByWallet: StoredJson[];
  loadCloses: Map<FeedKey, StoredClose[]>;
  saveCloses: undefined;
  ping: undefined;
  close: undefined;
}

export type StoreReply = { id: number; ok: true; result: StoreResults[StoreRequest['op']] } | { id: number; ok: false; message: string };

export type StartupMessage = { ready: true } | { ready: false; message: string };

export interface StoreWorkerData {
  dataDir: string;
  retention?: RetentionRule;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function handle(store: SqlStore, request: StoreRequest): Promise<StoreResults[StoreRequest['op']]> {
  switch (request.op) {
    case 'save':
      // Compressed here, natively, on this thread: a quarter of the bytes for PostgreSQL in WebAssembly to write.
      await store.saveRow({ ...request.row, body: 'json' in request.row.body ? { brotli: compressBody(request.row.body.json) } : request.row.body });
      return undefined;
    case 'listByWallet':
      return store.listByWallet(request.wallet, request.limit, request.beforeId);
    case 'listJsonByWallet':
      return store.listJsonByWallet(request.wallet, request.limit, request.beforeId);
    case 'loadCloses':
      return store.closes.load(request.feeds, request.fromDay);
    case 'saveCloses':
      await store.closes.save(request.feed, request.closes);
      return undefined;
    case 'ping':
      await store.ping();
      return undefined;
    case 'close':
      await store.close();
      return undefined;
  }
}

/**
 * A history page's bodies are moved to the main thread, not copied there: each is first copied
 * here, on this thread, into a buffer of its own (zlib's output may share a larger or pooled one).
 */
function transferables(op: StoreRequest['op'], result: StoreResults[StoreRequest['op']]): ArrayBuffer[] {
  if (op !== 'listJsonByWallet') return [];
  const rows = result as StoredJson[];
  return rows.map((row) => {
    row.json = new Uint8Array(row.json);
    return row.json.buffer as ArrayBuffer;
  });
}

async function main(port: NonNullable<typeof parentPort>): Promise<void> {
  let store: SqlStore;
  try {
    const { dataDir, retention } = workerData as StoreWorkerData;
    store = await createSqlStore(await createPgliteDriver(dataDir), { retention, embedded: true });
  } catch (error) {
    port.postMessage({ ready: false, message: messageOf(error) } satisfies StartupMessage);
    return;
  }
  port.on('message', (request: StoreRequest) => {
    handle(store, request).then(
      (result) => {
        port.postMessage({ id: request.id, ok: true, result } satisfies StoreReply, transferables(request.op, result));
        if (request.op === 'close') port.close();
      },
      (error: unknown) => {
        port.postMessage({ id: request.id, ok: false, message: messageOf(error) } satisfies StoreReply);
      },
    );
  });
  port.postMessage({ ready: true } satisfies StartupMessage);
}

if (parentPort) void main(parentPort);
