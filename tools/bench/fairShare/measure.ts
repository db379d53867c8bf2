/**
 * The measuring visitor of `npm run bench:fair-share`: POSTs one wallet in a row, each time from a new
 * address (so it never meets its own rate limit), for a given time. It runs in a child process, as a
 * real visitor's browser would be elsewhere: in the service's process, its own fetch would wait on the
 * event loop it measures and count that wait twice.
 */
import { answerParent, resultFromChild } from '../childResult';

export interface Measure {
  url: string;
  wallet: string;
  durationMs: number;
  /** The third and fourth octets of the visitor addresses start here, so no two windows share one. */
  firstVisitor: number;
}

/** The POST latencies in ms, sorted. */
async function measure({ url, wallet, durationMs, firstVisitor }: Measure): Promise<number[]> {
  const latencies: number[] = [];
  let visitor = firstVisitor;
  const end = performance.now() + durationMs;
  while (performance.now() < end) {
    visitor++;
    const started = performance.now();
    const response = await fetch(`${url}/api/recommendations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.1.${Math.floor(visitor / 250) % 250}.${visitor % 250}`,
        'accept-encoding': 'br, gzip',
      },
      body: JSON.stringify({ wallet }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the measuring POST got ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

export function measureInChild(spec: Measure): Promise<number[]> {
  return resultFromChild(__filename, ['--measure', JSON.stringify(spec)]);
}

if (process.argv[2] === '--measure') answerParent(() => measure(JSON.parse(process.argv[3]) as Measure));
