/**
 * The PGlite store, run in a worker thread (see pgliteWorker.ts). Callers see
 * the same RecommendationStore; each call is one message and one reply.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Recommendation } from '../schemas/recommendation';
import type { StartupMessage, StoreReply, StoreRequest, StoreWorkerData } from './pgliteWorker';
import { toRow, type RecommendationStore } from './recommendationStore';

type Pending = { resolve: (result: Recommendation[] | undefined) => void; reject: (error: Error) => void };
type RequestBody = StoreRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The worker runs TypeScript: tsx's require hook is loaded first, as in the main thread. */
function spawnWorker(dataDir: string): Worker {
  const entry = path.join(__dirname, 'pgliteWorker.ts');
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(entry)});`, {
    eval: true,
    workerData: { dataDir } satisfies StoreWorkerData,
  });
}

export async function openPgliteWorkerStore(dataDir: string): Promise<RecommendationStore> {
  const worker = spawnWorker(dataDir);
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: StartupMessage) => (message.ready ? resolve() : reject(new Error(`The database could not be opened: ${message.message}`))));
    worker.once('error', reject);
  });

  const pending = new Map<number, Pending>();
  let nextId = 0;
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (reply: StoreReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.result);
    else waiting?.reject(new Error(reply.message));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The database worker stopped (exit code ${code})`)));

  const call = (body: RequestBody) =>
    new Promise<Recommendation[] | undefined>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...body, id });
    });

  return {
    save: async (recommendation, json) => void (await call({ op: 'save', row: toRow(recommendation, json) })),
    listByWallet: async (wallet, limit) => (await call({ op: 'listByWallet', wallet, limit })) ?? [],
    async close() {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
