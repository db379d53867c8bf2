/**
 * The node's one connection to Redis (REDIS_URL), for what every node shares:
 * rate-limit counters and price histories. Redis is an optimisation, never a
 * dependency: while it is down, commands fail at once (no offline queue, short
 * time-outs), callers fall back to their in-process state, and the outage is
 * logged once when it starts and once when it ends, not once per request.
 *
 * A Redis that hangs (a stopped process, a network that drops packets) keeps its connection, so
 * the connection's state alone said "available" and every rate-limited request waited out the 2 s
 * command time-out (issue 31, item 5: throughput 200 → 3 a second). So the node asks PING every
 * WATCH_EVERY_MS; one unanswered for HUNG_AFTER_MS marks Redis hung: `available()` turns false, the
 * commands waiting on it are told to go on without it (`whenUnavailable`), and it is shared again
 * once a PING is answered. Redis that hangs is left within 1.5 s of its last answer.
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
/** How often a connected Redis is asked PING. */
const WATCH_EVERY_MS = 500;
/**
 * A PING unanswered this long: Redis hangs. Far above a PING's round trip (well under a millisecond
 * on a LAN), and judged after the event loop has read what arrived, so a busy loop does not read as a hang.
 */
export const HUNG_AFTER_MS = 1_000;

export interface SharedRedis {
  client: Redis;
  /** Connected, ready and answering now: callers skip Redis (and use their local state) otherwise. */
  available(): boolean;
  /** Calls `listener` once Redis stops being available (it hangs, or the connection drops); the function returned stops listening. */
  whenUnavailable(listener: () => void): () => void;
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
  const leaving = new Set<() => void>();
  const gone = () => {
    for (const listener of [...leaving]) listener();
  };
  client.on('close', gone);
  // Hung: a PING outstanding for HUNG_AFTER_MS on a live connection.
  let hung = false;
  let pingSentAt: number | null = null;
  const ping = () => {
    pingSentAt = performance.now();
    client.ping().then(
      () => {
        pingSentAt = null;
        if (!hung) return;
        hung = false;
        log.info(`Redis at ${shown} answers again: rate limits and the price cache are shared again`);
      },
      () => {
        pingSentAt = null;
      },
    );
  };
  const watch = setInterval(() => {
    if (client.status !== 'ready') return;
    if (pingSentAt === null) {
      ping();
      return;
    }
    // After the poll phase: a reply that has arrived is read before the PING is judged unanswered.
    setImmediate(() => {
      if (hung || pingSentAt === null || performance.now() - pingSentAt < HUNG_AFTER_MS) return;
      hung = true;
      log.warn(
        `Redis at ${shown} does not answer (no PING reply in ${HUNG_AFTER_MS} ms): rate limits and the price cache are kept in this process until it does`,
      );
      gone();
    });
  }, WATCH_EVERY_MS);
  watch.unref();
  client.on('ready', () => {
    if (down) log.info(`Redis at ${shown} is back: rate limits and the price cache are shared again`);
    down = false;
    hung = false;
    pingSentAt = null;
  });

  return {
    client,
    available: () => client.status === 'ready' && !hung,
    whenUnavailable(listener) {
      const once = () => {
        leaving.delete(once);
        listener();
      };
      leaving.add(once);
      return () => leaving.delete(once);
    },
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
      clearInterval(watch);
      client.removeAllListeners('close');
      client.disconnect();
      return Promise.resolve();
    },
  };
}
