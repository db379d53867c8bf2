/**
 * How many connections a node holds at once, and how long an idle one stays (issue 31, item 6).
 * Fastify keeps an idle kept-alive connection 72 s by default, and Node caps no connections, so
 * 20,000 idle connections used up the node's file descriptors and every real request failed: the
 * chains' sockets and the database's files need descriptors too.
 */
import { readFileSync } from 'node:fs';

/**
 * An idle kept-alive connection is closed within 5 s of its last reply (as the headers' own limit).
 * Node tells the client this timeout (Keep-Alive: timeout=4), so the client lets go first, and the
 * Node of this machine closes the socket one second later than set (a margin for clients that
 * send just as the time runs out): 4 s set is the connection gone 4–5 s after its reply.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 4_000;
/** What the docs promise: an idle connection is gone within this long of its last reply. */
export const IDLE_CONNECTION_CLOSED_WITHIN_MS = 5_000;

/** Enough for thousands of browsers on one node; a load balancer needs only tens. */
const MOST_CONNECTIONS = 10_000;
/** Descriptors kept for everything else: the chains' and Redis' sockets, PGlite's files, the static files. */
const DESCRIPTORS_KEPT = 512;

/** The process's open-file limit (Node raises the soft limit to the hard one at start); null where /proc does not say. */
function openFileLimit(): number | null {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line && line[1] !== 'unlimited' ? Number(line[1]) : null;
  } catch {
    return null;
  }
}

/** MAX_CONNECTIONS' default: 10,000, or fewer where the open-file limit would not leave DESCRIPTORS_KEPT beside them. */
export function defaultMaxConnections(limit = openFileLimit()): number {
  return limit === null ? MOST_CONNECTIONS : Math.max(1, Math.min(MOST_CONNECTIONS, limit - DESCRIPTORS_KEPT));
}
