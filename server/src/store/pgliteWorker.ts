/**
 * Worker-thread side of the PGlite store. PGlite runs PostgreSQL as WebAssembly
 * on the thread that calls it, a few milliseconds per insert of a large
 * recommendation; here it runs beside the event loop that answers HTTP instead
 * of blocking it. The SQL is the same createSqlStore as everywhere else.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Recommendation } from '../schemas/recommendation';
import { createPgliteDriver } from './pgliteDriver';
import { createSqlStore, type RecommendationRow, type SqlRecommendationStore } from './recommendationStore';

/** `save` carries the row with its body already serialised: one string is far cheaper to post than the object tree. */
export type StoreRequest =
  | { id: number; op: 'save'; row: RecommendationRow }
  | { id: number; op: 'listByWallet'; wallet: string; limit: number }
  | { id: number; op: 'close' };

export type StoreReply = { id: number; ok: true; result?: Recommendation[] } | { id: number; ok: false; message: string };

export type StartupMessage = { ready: true } | { ready: false; message: string };

export interface StoreWorkerData {
  dataDir: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function handle(store: SqlRecommendationStore, request: StoreRequest): Promise<Recommendation[] | undefined> {
  switch (request.op) {
    case 'save':
      return void (await store.saveRow(request.row));
    case 'listByWallet':
      return store.listByWallet(request.wallet, request.limit);
    case 'close':
      return void (await store.close());
  }
}

async function main(port: NonNullable<typeof parentPort>): Promise<void> {
  let store: SqlRecommendationStore;
  try {
    store = await createSqlStore(await createPgliteDriver((workerData as StoreWorkerData).dataDir));
  } catch (error) {
    port.postMessage({ ready: false, message: messageOf(error) } satisfies StartupMessage);
    return;
  }
  port.on('message', (request: StoreRequest) => {
    handle(store, request).then(
      (result) => {
        port.postMessage({ id: request.id, ok: true, result } satisfies StoreReply);
        if (request.op === 'close') port.close();
      },
      (error: unknown) => port.postMessage({ id: request.id, ok: false, message: messageOf(error) } satisfies StoreReply),
    );
  });
  port.postMessage({ ready: true } satisfies StartupMessage);
}

if (parentPort) void main(parentPort);
