/**
 * The node's one connection to Redis (REDIS_URL), for what every node shares:
 * rate-limit counters and price histories. Redis is an optimisation, never a
 * dependency: while it is down, commands fail at once (no offline queue, short
 * time-outs), callers fall back to their in-process state, and the outage is
 * logged once when it starts and once when it ends, not once per request.
 */
import { Redis } from 'ioredis';
import { withoutCredentials } from '../domain/urls';

/**
 * A command that takes longer fails and the caller goes on without Redis: a request must not
 * hang on a Redis that hangs (one that is down fails at once). Not shorter: ioredis' timer can
 * fire before a reply already received when the event loop was busy (a cold price walk decoding
 * thousands of rounds), and that must not read as Redis failing.
 */
const COMMAND_TIMEOUT_MS = 2_000;
/** Commands failing on a live connection (time-outs) are logged at most this often. */
const COMMAND_FAILURE_LOG_MS = 60_000;
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnection back-off: quick at first, then every 2 s for as long as it takes. */
const MAX_RECONNECT_DELAY_MS = 2_000;

export interface SharedRedis {
  client: Redis;
  /** Connected and ready now: callers skip Redis (and use their local state) otherwise. */
  available(): boolean;
  /** Told by a caller whose command failed (a time-out, a reset); it went on without Redis. */
  failed(error: unknown): void;
  /**
   * Resolves once connected, or after the connect time-out (then false): a node starting
   * waits this long so its first price refresh shares, and never longer.
   */
  connected(): Promise<boolean>;
  /** Round-trip time of a PING in ms; rejects when Redis cannot answer. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

export interface RedisLog {
  warn(message: string): void;
  info(message: string): void;
}

export function connectRedis(url: string, log: RedisLog): SharedRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    lazyConnect: false,
  });
  const shown = withoutCredentials(url);
  // One warning per outage: 'error' fires on every failed reconnection attempt.
  let down = false;
  const markDown = (reason: string) => {
    if (down) return;
    down = true;
    log.warn(`Redis at ${shown} is unreachable (${reason}): rate limits and the price cache are kept in this process until it is back`);
  };
  client.on('error', (error: Error) => {
    markDown(error.message);
  });
  client.on('close', () => {
    markDown('connection closed');
  });
  let lastCommandFailureLog = Number.NEGATIVE_INFINITY;
  const commandFailed = (error: unknown) => {
    // A dropped connection is reported by its own events; a slow command on a live one here, now and then.
    if (down || client.status !== 'ready' || performance.now() - lastCommandFailureLog < COMMAND_FAILURE_LOG_MS) return;
    lastCommandFailureLog = performance.now();
    log.warn(`A Redis command failed (${error instanceof Error ? error.message : String(error)}): this request went on without Redis`);
  };
  client.on('ready', () => {
    if (down) log.info(`Redis at ${shown} is back: rate limits and the price cache are shared again`);
    down = false;
  });

  return {
    client,
    available: () => client.status === 'ready',
    failed: commandFailed,
    connected: () =>
      new Promise((resolve) => {
        if (client.status === 'ready') {
          resolve(true);
          return;
        }
        const timer = setTimeout(() => {
          resolve(client.status === 'ready');
        }, CONNECT_TIMEOUT_MS * 2);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      }),
    async ping() {
      const started = performance.now();
      await client.ping();
      return performance.now() - started;
    },
    close() {
      client.removeAllListeners('close');
      client.disconnect();
      return Promise.resolve();
    },
  };
}
