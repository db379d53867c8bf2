/**
 * Listening and shutting down. On SIGINT or SIGTERM the app stops taking
 * requests and finishes the ones in flight, then each clean-up runs in order
 * (the local chain, the database).
 */
import type { FastifyInstance } from 'fastify';

/** After this, a shutdown that hangs is cut short. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ServeOptions {
  port: number;
  host: string;
  /** Run after the app has closed, in order; a failing one does not stop the rest. */
  cleanups: Array<() => Promise<void>>;
}

/** Resolves the URL the app listens on. */
export async function serve(app: FastifyInstance, { port, host, cleanups }: ServeOptions): Promise<string> {
  const url = await app.listen({ port, host });
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    await runAll([() => app.close(), ...cleanups], (error) => { app.log.error({ err: error }, 'clean-up failed'); });
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
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
