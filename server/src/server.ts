/**
 * Listening and shutting down. On SIGTERM the node first drains: /api/ready
 * answers 503 for `drainMs` while requests are still served, so the load
 * balancer stops sending new ones; then the app stops taking requests and
 * finishes the ones in flight, and each clean-up runs in order (the local
 * chain, the database). SIGINT (Ctrl-C at a terminal) skips the drain.
 *
 * A signal often arrives more than once: sent to the process group, it reaches npm too, which
 * relays it to its script (issue 31, item 7: tsx's wrapper relayed it again, and the second copy
 * ended the process at once, with no drain and eight requests cut). So a repeated SIGTERM is
 * ignored (the shutdown has its own deadline), and a SIGINT ends the process at once only when
 * it comes REPEATED_SIGNAL_MS after the first signal: a person pressing Ctrl-C again, not a relay.
 */
import type { FastifyInstance } from 'fastify';

/** After this (beyond the drain), a shutdown that hangs is cut short. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Copies of one signal relayed by wrappers arrive within milliseconds; a person's second Ctrl-C comes later. */
export const REPEATED_SIGNAL_MS = 1_000;

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
  const shutdown = async (signal: NodeJS.Signals) => {
    stopFirst?.();
    const drain = signal === 'SIGTERM' ? drainMs : 0;
    app.log.info(`${signal} received, ${drain > 0 ? `draining for ${drain} ms, then ` : ''}shutting down`);
    setTimeout(() => process.exit(1), drain + SHUTDOWN_TIMEOUT_MS).unref();
    await runAll([() => drainThenClose(app, drain), ...cleanups], (error) => {
      app.log.error({ err: error }, 'clean-up failed');
    });
    process.exit(0);
  };
  let firstSignalAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt === null) {
      firstSignalAt = performance.now();
      void shutdown(signal);
      return;
    }
    if (signal === 'SIGINT' && performance.now() - firstSignalAt >= REPEATED_SIGNAL_MS) {
      app.log.warn('SIGINT again: stopping now, without waiting for the requests in flight');
      process.exit(1);
    }
    app.log.info(`${signal} again: already shutting down`);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return url;
}

/** The drain (none when `drainMs` is 0), then the app's close, which waits for the requests in flight. */
export async function drainThenClose(app: FastifyInstance, drainMs: number): Promise<void> {
  if (drainMs > 0) {
    app.readiness.startDraining();
    app.closeConnectionsAsDone();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  await app.close();
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
