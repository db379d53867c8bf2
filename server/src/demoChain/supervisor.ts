/**
 * Keeps one demo chain running: when its anvil dies (killed, crashed), a new
 * one is started on the same port, so the RPC URL the service holds stays
 * valid, and seeded again with the same plan (same addresses, same balances,
 * histories ending at the new start). Requests to the chain fail meanwhile.
 */
import { spawnAnvil, type AnvilProcess } from './anvilProcess';

/** The port may stay taken for a moment after a kill; retry until this budget is spent. */
const RESTART_BUDGET_MS = 8_000;
const RESTART_RETRY_MS = 200;

export interface SupervisedChain {
  rpcUrl: string;
  /** Called after each restart, once the chain is seeded again. */
  onRestart(listener: () => void): () => void;
  /** Stops supervising first, then anvil. */
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  chainId: number;
  /** Seeds a fresh node; rejects when seeding failed. */
  seed: (rpcUrl: string) => Promise<void>;
  log?: (line: string) => void;
}

export function superviseChain(first: AnvilProcess, opts: SupervisorOptions): SupervisedChain {
  const listeners = new Set<() => void>();
  let current = first;
  let stopped = false;

  const restart = async (): Promise<void> => {
    const startedAt = Date.now();
    opts.log?.(`Chain ${opts.chainId}: anvil on port ${current.port} exited; restarting it`);
    for (;;) {
      try {
        const next = await spawnAnvil({ chainId: opts.chainId, port: current.port, log: opts.log });
        try {
          if (!stopped) await opts.seed(next.rpcUrl);
        } catch (error) {
          await next.stop();
          throw error;
        }
        if (stopped) {
          await next.stop();
          return;
        }
        current = next;
        watch(next);
        opts.log?.(`Chain ${opts.chainId}: restarted and seeded at ${next.rpcUrl} in ${Date.now() - startedAt} ms`);
        for (const listener of listeners) listener();
        return;
      } catch (error) {
        if (stopped) return;
        const message = error instanceof Error ? error.message : String(error);
        if (Date.now() - startedAt > RESTART_BUDGET_MS) {
          opts.log?.(`Chain ${opts.chainId}: could not restart anvil (${message}); the chain stays down`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RESTART_RETRY_MS));
      }
    }
  };

  let restarting: Promise<void> = Promise.resolve();
  const watch = (anvil: AnvilProcess): void => {
    void anvil.exited.then(() => {
      if (!stopped) restarting = restart();
    });
  };
  watch(first);

  return {
    rpcUrl: first.rpcUrl,
    onRestart(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      await restarting;
      await current.stop();
    },
  };
}
