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
 * (PGlite's worker included) and of anvil (cpuTimes.ts), with the load average
 * before and after.
 *
 * BENCH_DURATION_S (default 10) sets the seconds per case; BENCH_CASES (e.g.
 * "whale,15") runs only the cases whose name contains one of the words.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { startLocalChain } from '../src/demoChain/localChain';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../src/chain/jsonRpc/client';
import { DEFAULT_PRICE_CACHE_TTL_MS } from '../src/prices/readingCache';
import { connectChains } from '../src/services/chainReader';
import { openStore } from '../src/store';
import { prepareCases } from './cases';
import { anvilPid, cpuPerRequest, cpuTimesMs, loadAverage } from './cpuTimes';
import { CONNECTIONS, DURATION_S, loadInChild, type LoadResult } from './loadGenerator';
import { printResults } from './report';

async function main(): Promise<void> {
  console.log(`Load average at start: ${loadAverage()}.`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ribbit-bench-'));
  const chain = await startLocalChain();
  const store = await openStore({ databaseUrl: null, dataDir });
  try {
    const cases = await prepareCases(chain);
    const app = await buildApp({
      config: {
        rateLimit: { max: 1_000_000, windowMs: 60_000 },
        maxInFlightPerVisitor: 1_000_000,
        csp: { recaptcha: false, analytics: false },
        distDir: path.resolve('dist'),
      },
      store,
      // As in production (LOG_LEVEL=info: a line per request and per reply), to /dev/null so the table stays readable.
      logger: { level: 'info', stream: createWriteStream('/dev/null') },
      chains: connectChains([{ ...chain, rpcUrls: [chain.rpcUrl] }], {
        rpc: { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT },
        priceCacheTtlMs: DEFAULT_PRICE_CACHE_TTL_MS,
        closes: store.closes,
      }),
      priceRefresh: { ttlMs: DEFAULT_PRICE_CACHE_TTL_MS, awaitFirstPass: true },
    });
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
  } finally {
    await store.close();
    await chain.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
