/**
 * The load generator of `npm run bench:api`: autocannon in a child process, so
 * it does not share the service's event loop. Latency percentiles are exact,
 * from every response time (autocannon's own histogram rounds them).
 */
import autocannon from 'autocannon';
import { answerParent, resultFromChild } from './childResult';
import type { CpuTimes } from './cpuTimes';
import { percentile } from './percentile';

export const CONNECTIONS = 10;
/** Seconds per case: BENCH_DURATION_S, default 10. */
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

/** What every browser sends (issue 39): the service compresses its answers for it. */
export const BROWSER_ACCEPT_ENCODING = 'br, gzip';

export interface LoadCase {
  name: string;
  /** Requests go round these wallets in turn. */
  wallets: string[];
  /** The Accept-Encoding header sent; none when absent. */
  acceptEncoding?: string;
}

export interface LoadResult {
  name: string;
  /** CPU ms per request: the service's main (HTTP) thread, the whole service process, and anvil. */
  cpuPerRequest?: CpuTimes;
  requests: number;
  non2xx: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  /** The issue-31 comparison with the bare read is at p97.5. */
  p975: number;
  p99: number;
}

async function generateLoad(url: string, loadCase: LoadCase): Promise<LoadResult> {
  const latencies: number[] = [];
  let turn = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/recommendations`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(loadCase.acceptEncoding ? { 'accept-encoding': loadCase.acceptEncoding } : {}) },
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ wallet: loadCase.wallets[turn++ % loadCase.wallets.length] }) }),
          },
        ],
      },
      (error: Error | null, finished) => {
        if (error) reject(error);
        else resolve(finished);
      },
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
  });
  return {
    name: loadCase.name,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p975: percentile(latencies, 0.975),
    p99: percentile(latencies, 0.99),
  };
}

/** Runs one case for DURATION_S against the service at `url`. */
export function loadInChild(url: string, loadCase: LoadCase): Promise<LoadResult> {
  return resultFromChild(__filename, ['--load', url, JSON.stringify(loadCase)]);
}

if (process.argv[2] === '--load') answerParent(() => generateLoad(process.argv[3], JSON.parse(process.argv[4]) as LoadCase));
