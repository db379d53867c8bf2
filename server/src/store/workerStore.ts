/**
 * The PGlite store, run in a worker thread (see pgliteWorker.ts). Callers see
 * the same Store; each call is one message and one reply.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StartupMessage, StoreReply, StoreRequest, StoreResults, StoreWorkerData } from './pgliteWorker';
import { toRow } from './recommendationStore';
import type { RetentionRule } from './retention';
import type { Store } from './sqlStore';

type Operation = StoreRequest['op'];
type Pending = { resolve: (result: StoreResults[Operation]) => void; reject: (error: Error) => void };
/** A request's fields besides its id and op. */
type Arguments<Op extends Operation> = Omit<Extract<StoreRequest, { op: Op }>, 'id' | 'op'>;

/** The worker runs TypeScript: tsx's require hook is loaded first, as in the main thread. */
function spawnWorker(dataDir: string, retention: RetentionRule | undefined): Worker {
  const entry = path.join(__dirname, 'pgliteWorker.ts');
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(entry)});`, {
    eval: true,
    workerData: { dataDir, retention } satisfies StoreWorkerData,
  });
}

export async function openPgliteWorkerStore(dataDir: string, retention?: RetentionRule): Promise<Store> {
  const worker = spawnWorker(dataDir, retention);
  const opened = new Promise<void>((resolve, reject) => {
    worker.once('message', (message: StartupMessage) => {
      if (message.ready) resolve();
      else reject(new Error(message.message));
    });
    worker.once('error', reject);
    // PGlite may abort the WebAssembly module and take the thread with it, before any message.
    worker.once('exit', (code) => {
      reject(new Error(`the database thread stopped while opening it (exit code ${code})`));
    });
  });
  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

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
  worker.on('exit', (code) => {
    failAll(new Error(`The database worker stopped (exit code ${code})`));
  });

  const call = <Op extends Operation>(op: Op, args: Arguments<Op>) =>
    new Promise<StoreResults[Op]>((resolve, reject) => {
      const id = nextId++;
      // The worker answers request `id` with the result of its op (pgliteWorker.ts handle()).
      pending.set(id, {
        resolve: (result) => {
          resolve(result as StoreResults[Op]);
        },
        reject,
      });
      worker.postMessage({ ...args, op, id });
    });

  return {
    save: (recommendation, json) => call('save', { row: toRow(recommendation, json) }),
    listByWallet: (wallet, limit, beforeId) => call('listByWallet', { wallet, limit, beforeId }),
    listJsonByWallet: (wallet, limit, beforeId) => call('listJsonByWallet', { wallet, limit, beforeId }),
    closes: {
      load: (feeds, fromDay) => call('loadCloses', { feeds, fromDay }),
      save: (feed, closes) => call('saveCloses', { feed, closes }),
    },
    ping: () => call('ping', {}),
    async close() {
      await call('close', {});
      await worker.terminate();
    },
  };
}
