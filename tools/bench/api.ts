/**
 * `npm run bench:api`: the service on the seeded local chain, in this process,
 * with a PGlite database on disk; autocannon drives it from a child process
 * (loadGenerator.ts) so the load generator does not share the service's event loop.
 *
 * Each case (cases.ts): 10 connections for ~10 s of POST /api/recommendations.
 * Every request reads the holdings on-chain, runs the engine and stores the
 * result; only prices are cached (PRICE_CACHE_TTL_MS), as in production, and
 * the log is on at production's default level (info), written to /dev/null.
 * Prints one table (report.ts): req/s, p50 / p95 / p99 latency, and CPU time
 * per request of the service's main thread, of the whole service process
 * (its other threads included) and of anvil (cpuTimes.ts), with the load average
 * before and after.
 *
 * BENCH_DURATION_S (default 10) sets the seconds per case; BENCH_CASES (e.g.
 * "whale,15") runs only the cases whose name contains one of the words.
 */
import { prepareCases } from './cases';
import { anvilPid, cpuPerRequest, cpuTimesMs, loadAverage } from './cpuTimes';
import { CONNECTIONS, DURATION_S, loadInChild, type LoadResult } from './loadGenerator';
import { printResults } from './report';
import { buildBenchApp, NO_LIMITS, onlyChain, PRODUCTION_REFRESH, runOnLocalChain, type LocalBench } from './service';

async function main({ chain, store }: LocalBench): Promise<void> {
  const cases = await prepareCases(chain);
  const app = await buildBenchApp({ chains: onlyChain(chain), store, config: NO_LIMITS, priceRefresh: PRODUCTION_REFRESH });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const anvil = anvilPid();
  // Warm-up: fills the price cache and JIT, as a running service would be.
  for (const loadCase of cases) for (const wallet of loadCase.wallets) await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet } });
  const results: LoadResult[] = [];
  for (const loadCase of cases) {
    console.log(`Running "${loadCase.name}" for ${DURATION_S} s at ${CONNECTIONS} connections…`);
    const cpuBefore = cpuTimesMs(anvil);
    const result = await loadInChild(url, loadCase);
    results.push({ ...result, cpuPerRequest: cpuPerRequest(cpuBefore, cpuTimesMs(anvil), result.requests) });
  }
  printResults(results);
  await app.close();
}

console.log(`Load average at start: ${loadAverage()}.`);
runOnLocalChain('ribbit-bench-', main);
