/**
 * The soak's load: autocannon in a child process (so it does not share the
 * cluster's event loops), POST /api/recommendations round the demo wallets,
 * as fast as it goes (the peak) or at a fixed overall rate. Latencies are kept
 * per minute, exact (autocannon's histogram rounds them).
 */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';

export interface LoadPlan {
  url: string;
  wallets: string[];
  connections: number;
  seconds: number;
  /** Requests per second across all connections; absent: as fast as the service answers. */
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

function percentile(sorted: number[], fraction: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function generate(plan: LoadPlan): Promise<LoadResult> {
  const started = Date.now();
  // A minute without a response leaves a hole.
  const buckets: Array<{ latencies: number[]; errors: number } | undefined> = [];
  // The last responses may land a moment after the duration: they count in the last minute.
  const lastMinute = Math.max(0, Math.ceil(plan.seconds / 60) - 1);
  const bucket = () => (buckets[Math.min(lastMinute, Math.floor((Date.now() - started) / 60_000))] ??= { latencies: [], errors: 0 });
  let turn = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${plan.url}/api/recommendations`,
        connections: plan.connections,
        duration: plan.seconds,
        ...(plan.rate ? { overallRate: plan.rate } : {}),
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ wallet: plan.wallets[turn++ % plan.wallets.length] }) }),
          },
        ],
      },
      (error: Error | null, finished) => {
        if (error) reject(error);
        else resolve(finished);
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      const current = bucket();
      if (statusCode >= 200 && statusCode < 300) current.latencies.push(responseTimeMs);
      else current.errors += 1;
    });
    instance.on('reqError', () => (bucket().errors += 1));
  });
  const minutes = buckets.flatMap((entry, minute) => {
    if (!entry) return [];
    const sorted = entry.latencies.sort((a, b) => a - b);
    return [
      {
        minute: minute + 1,
        requests: sorted.length + entry.errors,
        errors: entry.errors,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
      },
    ];
  });
  return {
    requestsPerSecond: (result.requests.total - result.non2xx) / result.duration,
    errors: result.non2xx + result.errors + result.timeouts,
    minutes,
  };
}

export function loadInChild(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--soak-load', JSON.stringify(plan)], { execArgv: ['--import', 'tsx'] });
    child.once('message', (message) => {
      resolve(message as LoadResult);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
  });
}

if (process.argv[2] === '--soak-load') {
  generate(JSON.parse(process.argv[3]) as LoadPlan)
    .then((result) => {
      process.send?.(result);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
