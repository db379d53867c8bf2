/**
 * Keeps one demo chain running: when its anvil dies (killed, crashed), a new
 * one is started on the same port, so the RPC URL the service holds stays
 * valid, and seeded again with the same plan (same addresses, same balances,
 * histories ending at the new start). Requests to the chain fail meanwhile, and
 * until the new anvil is seeded whole the chain is "seeding": /api/ready says so
 * and answers do not count it as read (a half-seeded chain shows partial holdings).
 *
 * It never gives up: failed restarts (say, the port held by another process) are
 * retried with a growing delay, up to RESTART_MAX_DELAY_MS, for as long as the
 * service runs (issue 20, item 5: it used to stop after 8 s, and the chain stayed
 * down for good).
 */
import { spawnAnvil, type AnvilProcess } from './anvilProcess';

/** The first retry comes this soon (the port may stay taken for a moment after a kill), then twice as late each time. */
export const RESTART_FIRST_DELAY_MS = 200;
/** The longest wait between two attempts: the chain is back at most this long after its port is free. */
export const RESTART_MAX_DELAY_MS = 5_000;

export interface SupervisedChain {
  rpcUrl: string;
  /** True from the moment its anvil died until a new one is seeded whole. */
  isSeeding: () => boolean;
  /** Called after each restart, once the chain is seeded again. */
  onRestart(listener: () => void): () => void;
  /** Ends supervision only: no restart from now on (SIGTERM, before the drain; anvil may die with the process group). */
  stopSupervising(): void;
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
  let seeding = false;
  /** Ends the wait between two attempts at once when supervision stops. */
  let wakeUp: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** One attempt: a new anvil on the same port, seeded; stopped again if supervision ended meanwhile. */
  const attempt = async (): Promise<AnvilProcess | null> => {
    const next = await spawnAnvil({ chainId: opts.chainId, port: current.port, log: opts.log });
    try {
      if (!stopped) await opts.seed(next.rpcUrl);
    } catch (error) {
      await next.stop();
      throw error;
    }
    if (!stopped) return next;
    await next.stop();
    return null;
  };

  const restart = async (): Promise<void> => {
    const startedAt = Date.now();
    seeding = true;
    opts.log?.(`Chain ${opts.chainId}: anvil on port ${current.port} exited; restarting it`);
    for (let failures = 0; ; failures++) {
      try {
        const next = await attempt();
        if (!next) return;
        current = next;
        seeding = false;
        watch(next);
        opts.log?.(`Chain ${opts.chainId}: restarted and seeded at ${next.rpcUrl} in ${Date.now() - startedAt} ms`);
        for (const listener of listeners) listener();
        return;
      } catch (error) {
        if (stopped) return;
        const delayMs = Math.min(RESTART_FIRST_DELAY_MS * 2 ** failures, RESTART_MAX_DELAY_MS);
        const message = error instanceof Error ? error.message : String(error);
        opts.log?.(`Chain ${opts.chainId}: could not restart anvil (${message}); trying again in ${delayMs} ms`);
        await pause(delayMs);
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

  const stopSupervising = (): void => {
    stopped = true;
    wakeUp?.();
  };

  return {
    rpcUrl: first.rpcUrl,
    isSeeding: () => seeding,
    onRestart(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stopSupervising,
    async stop() {
      stopSupervising();
      await restarting;
      await current.stop();
    },
  };
}
