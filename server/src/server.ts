/**
 * Listening and shutting down. On SIGTERM the node first drains: /api/ready
 * answers 503 for `drainMs` while requests are still served, so the load
 * balancer stops sending new ones; then the app stops taking requests and
 * finishes the ones in flight, and each clean-up runs in order (the local
 * chain, the database). SIGINT (Ctrl-C at a terminal) skips the drain.
 */
import type { FastifyInstance } from 'fastify';

/** After this (beyond the drain), a shutdown that hangs is cut short. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ServeOptions {
  port: number;
  host: string;
  /** Run after the app has closed, in order; a failing one does not stop the rest. */
  cleanups: Array<() => Promise<void>>;
  /** SHUTDOWN_DRAIN_MS: how long a SIGTERMed node reports not ready before it stops accepting. */
  drainMs?: number;
  /**
   * Run at once on the signal, before the drain: ends the demo chains' supervision. A SIGTERM
   * sent to the process group reaches anvil too, and a supervisor still watching would start
   * a new one during the drain, which could outlive the service (issue 20, item 11).
   */
  onSignal?: () => void;
}

/** Resolves the URL the app listens on. */
export async function serve(app: FastifyInstance, { port, host, cleanups, drainMs = 0, onSignal: stopFirst }: ServeOptions): Promise<string> {
  const url = await app.listen({ port, host });
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    stopFirst?.();
    const drain = signal === 'SIGTERM' ? drainMs : 0;
    app.log.info(`${signal} received, ${drain > 0 ? `draining for ${drain} ms, then ` : ''}shutting down`);
    setTimeout(() => process.exit(1), drain + SHUTDOWN_TIMEOUT_MS).unref();
    if (drain > 0) {
      app.readiness.startDraining();
      await new Promise((resolve) => setTimeout(resolve, drain));
    }
    await runAll([() => app.close(), ...cleanups], (error) => {
      app.log.error({ err: error }, 'clean-up failed');
    });
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void shutdown(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return url;
}

export async function runAll(steps: Array<() => Promise<void>>, onError: (error: unknown) => void): Promise<void> {
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      onError(error);
    }
  }
}
