/** The table `npm run bench:api` prints, and whether the targets are met. */
import { WHALE_CASE } from './cases';
import { loadAverage } from './cpuTimes';
import { CONNECTIONS, type LoadResult } from './loadGenerator';

const WHALE_P95_TARGET_MS = 60;
/** Recommendations per second, each computed and stored (only prices are cached). */
const THROUGHPUT_TARGET = 400;

export function printResults(results: LoadResult[]): void {
  const cpu = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(2));
  const rows = results.map((result) => ({
    case: result.name,
    'req/s': result.requestsPerSecond.toFixed(0),
    'p50 ms': result.p50.toFixed(1),
    'p95 ms': result.p95.toFixed(1),
    'p99 ms': result.p99.toFixed(1),
    'CPU ms/req main': cpu(result.cpuPerRequest?.mainThread),
    'CPU ms/req process': cpu(result.cpuPerRequest?.process),
    'CPU ms/req anvil': cpu(result.cpuPerRequest?.anvil),
    'failed/total': `${result.non2xx + result.errors}/${result.requests}`,
  }));
  console.table(rows);
  const whale = results.find((result) => result.name.startsWith(WHALE_CASE));
  const slowest = Math.min(...results.map((result) => result.requestsPerSecond));
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  if (whale)
    console.log(
      `Target whale p95 <= ${WHALE_P95_TARGET_MS} ms at ${CONNECTIONS} connections: ${whale.p95.toFixed(1)} ms, ${verdict(whale.p95 <= WHALE_P95_TARGET_MS)}.`,
    );
  console.log(`Target >= ${THROUGHPUT_TARGET} uncached recommendations/s: slowest case ${slowest.toFixed(0)}/s, ${verdict(slowest >= THROUGHPUT_TARGET)}.`);
  console.log(`Load average at the end: ${loadAverage()} (other processes share the cores; compare CPU/req between runs, not req/s).`);
}
