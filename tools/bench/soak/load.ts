/**
 * The soak's load, in a child process (so it does not share the cluster's event
 * loops): POST /api/recommendations round the demo wallets over keep-alive
 * connections, either as fast as the service answers on `connections`
 * connections (the peak), or open loop at a fixed rate (the soak).
 *
 * Open loop: request i is due at start + i / rate, whatever became of those
 * before it, and its latency counts from when it was due. A stall then shows
 * as latency, not as fewer requests sent (no coordinated omission).
 *
 * Not autocannon's `overallRate`: it sends each connection's quota at the start
 * of every second, and when the server closes a keep-alive connection (nginx
 * does after `keepalive_requests`, 1,000 by default) the new connection waits
 * for the next second. Its requests then measured up to a second more, and more
 * connections got there minute after minute: the p95 "drift" of the first soaks
 * (141 → 970 ms) while nginx saw the nodes answer as fast as ever.
 */
import { Agent, request } from 'node:http';
import { uniformGenerator } from '../../../server/demo/seed/prng';
import { answerParent, resultFromChild } from '../childResult';

export interface LoadPlan {
  url: string;
  wallets: string[];
  connections: number;
  seconds: number;
  /** Requests per second, open loop; absent: each connection sends its next request when the last is answered. */
  rate?: number;
}

export interface MinuteResult {
  minute: number;
  requests: number;
  /** Non-2xx answers and failed or timed-out requests. */
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  errors: number;
  minutes: MinuteResult[];
}

/** A request not answered within this counts as an error. */
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * Wallets are drawn at random (seeded), not in turn: nginx sends requests round
 * robin, so six wallets in turn over two nodes gave one node the whale every
 * time, and its RSS and CPU told nothing about the other's.
 */
const WALLET_SEED = 20_261_123;
/** How often the open loop checks for due requests; each check sends all that are due. */
const TICK_MS = 2;

function percentile(sorted: number[], fraction: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** Resolves with the status once the whole body has been read (and dropped). */
function post(agent: Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', agent, timeout: REQUEST_TIMEOUT_MS, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => {
          resolve(response.statusCode ?? 0);
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function generate(plan: LoadPlan): Promise<LoadResult> {
  const url = new URL('/api/recommendations', plan.url);
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections });
  // Per minute of the run, by when each request was due (or sent); a minute without one leaves a hole.
  const buckets: Array<{ latencies: number[]; errors: number } | undefined> = [];
  const started = performance.now();
  const end = started + plan.seconds * 1000;
  const random = uniformGenerator(WALLET_SEED);

  async function send(dueAt: number): Promise<void> {
    const bucket = (buckets[Math.floor((dueAt - started) / 60_000)] ??= { latencies: [], errors: 0 });
    const body = JSON.stringify({ wallet: plan.wallets[Math.floor(random() * plan.wallets.length)] });
    const status = await post(agent, url, body).catch(() => 0);
    if (status >= 200 && status < 300) bucket.latencies.push(performance.now() - dueAt);
    else bucket.errors += 1;
  }

  if (plan.rate) {
    const interval = 1000 / plan.rate;
    const inFlight = new Set<Promise<void>>();
    let due = started;
    while (due < end) {
      while (due <= performance.now() && due < end) {
        const request = send(due).finally(() => inFlight.delete(request));
        inFlight.add(request);
        due += interval;
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    await Promise.all(inFlight);
  } else {
    const connection = async () => {
      while (performance.now() < end) await send(performance.now());
    };
    await Promise.all(Array.from({ length: plan.connections }, connection));
  }
  agent.destroy();

  const minutes = buckets.flatMap((entry, index) => {
    if (!entry) return [];
    const sorted = entry.latencies.sort((a, b) => a - b);
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((fraction) => percentile(sorted, fraction));
    return [{ minute: index + 1, requests: sorted.length + entry.errors, errors: entry.errors, p50, p95, p99 }];
  });
  const answered = minutes.reduce((sum, minute) => sum + minute.requests - minute.errors, 0);
  return { requestsPerSecond: answered / plan.seconds, errors: minutes.reduce((sum, minute) => sum + minute.errors, 0), minutes };
}

export function loadInChild(plan: LoadPlan): Promise<LoadResult> {
  return resultFromChild(__filename, ['--soak-load', JSON.stringify(plan)]);
}

if (process.argv[2] === '--soak-load') answerParent(() => generate(JSON.parse(process.argv[3]) as LoadPlan));
