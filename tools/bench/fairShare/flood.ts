/**
 * The flooding visitor of `npm run bench:fair-share`: autocannon in a child process (so it does not
 * share the service's event loop), 10 keep-alive connections looping on one route from one address,
 * each sending its next request as soon as the last is answered (issue 20's attacker).
 */
import autocannon from 'autocannon';
import { answerParent, resultFromChild } from '../childResult';

export interface Flood {
  /** Path and query, e.g. /api/history?wallet=0x…. */
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  /** The Authorization header (GET /api/history is an operators' route). */
  authorization?: string;
  /** The flooding visitor's address, as the load balancer would forward it. */
  forwardedFor: string;
  durationS: number;
}

export interface FloodResult {
  requests: number;
  /** Replies by status, e.g. {"200": 120, "429": 5000}. */
  statuses: Record<string, number>;
  /** The flood generator's own CPU time (user + system), in ms: on a shared machine it is taken from the service. */
  cpuMs: number;
}

/** Issue 20's attacker; BENCH_FLOOD_CONNECTIONS (inherited from the parent) tries others. */
const CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 10);

async function flood(url: string, spec: Flood): Promise<FloodResult> {
  const statuses: Record<string, number> = {};
  const cpuBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${spec.path}`,
        method: spec.method,
        connections: CONNECTIONS,
        duration: spec.durationS,
        headers: {
          'x-forwarded-for': spec.forwardedFor,
          ...(spec.body ? { 'content-type': 'application/json' } : {}),
          ...(spec.authorization ? { authorization: spec.authorization } : {}),
        },
        body: spec.body,
      },
      (error: Error | null, finished) => {
        if (error) reject(error);
        else resolve(finished);
      },
    );
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statusCode in statuses ? statuses[statusCode] : 0) + 1;
    });
  });
  const cpu = process.cpuUsage(cpuBefore);
  return { requests: result.requests.total, statuses, cpuMs: (cpu.user + cpu.system) / 1_000 };
}

export function floodInChild(url: string, spec: Flood): Promise<FloodResult> {
  return resultFromChild(__filename, ['--flood', url, JSON.stringify(spec)]);
}

if (process.argv[2] === '--flood') answerParent(() => flood(process.argv[3], JSON.parse(process.argv[4]) as Flood));
