/**
 * `npm run bench:api`: the service on the seeded local chain, in this process,
 * with a PGlite database on disk; autocannon drives it from a child process
 * (loadGenerator.ts) so the load generator does not share the service's event loop.
 *
 * Each case (cases.ts): 10 connections for ~10 s of POST /api/recommendations, with the
 * browser's `Accept-Encoding: br, gzip` (and the whale once more without it).
 * Every request reads the holdings on-chain, runs the engine and stores the
 * result, trimming the history as production does; only prices are cached (PRICE_CACHE_TTL_MS), as in production, and
 * the log is on at production's default level (info), written to /dev/null.
 * With the whale and the mixed case (200 funded wallets in turn) comes the comparison of issue 31, with the chain 60 ms away as a
 * hosted node is (remoteNode.ts): the case through a second app on that node, then for the whale its floor,
 * the same load on the service answering the whale's first answer again after only reading and pricing
 * the wallet (answerFloor.ts), and on a bare Multicall3 read of the same wallets' balances there (bareRead.ts).
 * Prints one table (report.ts): req/s, p50 / p95 / p97.5 / p99 latency, and CPU time
 * per request of the service's main thread, of the whole service process
 * (its other threads included) and of anvil (cpuTimes.ts), with the load average
 * before and after; then the whale (and its floor) and the mixed case against the bare read, per round and their medians.
 *
 * BENCH_DURATION_S (default 10) sets the seconds per case; BENCH_CASES (e.g.
 * "whale,15") runs only the cases whose name contains one of the words; BENCH_ROUNDS
 * (default 1) runs the cases that many times, alternately; BENCH_CPU_PROFILE=<dir> writes a CPU profile
 * of the service's main thread under each case's load there (cpuProfile.ts; `npm run bench:profile
 * -- <file>` sums one up by part).
 */
import path from 'node:path';
import { startBareReadServer } from './bareRead';
import { answerFloor } from './answerFloor';
import { bareName, floorName, isHeldAgainstBare, prepareCases, remoteName, WHALE_CASE } from './cases';
import { anvilPid, cpuPerRequest, cpuTimesMs, loadAverage } from './cpuTimes';
import { profiled } from './cpuProfile';
import { DEFAULT_RETENTION } from '../../server/src/store/retention';
import { CONNECTIONS, DURATION_S, loadInChild, type LoadCase, type LoadResult } from './loadGenerator';
import { printBareComparison, printResults } from './report';
import { startRemoteNode } from './remoteNode';
import { benchReaders, buildBenchApp, NO_LIMITS, onlyChain, PRODUCTION_REFRESH, runOnLocalChain, type LocalBench } from './service';

/** Wallets of each case asked once before the load: every demo wallet, the first of the mixed case's. */
const WARM_UP_WALLETS = 10;
/**
 * On a busy machine (or 60 ms away) the first pass over every feed can outlast Fastify's 10 s plugin
 * time-out: it is not awaited, and the warm-up below waits for the prices instead.
 */
const WARM_UP_REFRESH: typeof PRODUCTION_REFRESH = PRODUCTION_REFRESH && { ...PRODUCTION_REFRESH, awaitFirstPass: false };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const profileFile = (name: string, round: number) =>
  PROFILE_DIR === undefined ? undefined : path.join(PROFILE_DIR, `${name.replace(/\W+/g, '-')}-${round + 1}.cpuprofile`);

async function main({ chain, store }: LocalBench): Promise<void> {
  const cases = await prepareCases(chain);
  const app = await buildBenchApp({ chains: onlyChain(chain), store, config: NO_LIMITS, priceRefresh: WARM_UP_REFRESH });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const remote = await startRemoteNode(chain.rpcUrl);
  const remoteChain = { ...onlyChain(chain)[0], rpcUrls: [remote.url] };
  const remoteApp = await buildBenchApp({ chains: [remoteChain], store, config: NO_LIMITS, priceRefresh: WARM_UP_REFRESH });
  const remoteUrl = await remoteApp.listen({ port: 0, host: '127.0.0.1' });
  const floorReaders = benchReaders([remoteChain], store);
  const floorApp = await buildBenchApp({ chains: [remoteChain], store, config: NO_LIMITS, priceRefresh: WARM_UP_REFRESH, readers: floorReaders });
  answerFloor(floorApp, floorReaders);
  const floorUrl = await floorApp.listen({ port: 0, host: '127.0.0.1' });
  const bare = await startBareReadServer(remoteChain);
  const anvil = anvilPid();
  // Warm-up: fills the price cache and JIT, as a running service would be (a few of the mixed case's wallets do that).
  for (const warmed of [app, remoteApp, floorApp]) {
    for (const loadCase of cases)
      for (const wallet of loadCase.wallets.slice(0, WARM_UP_WALLETS))
        await warmed.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet } });
  }
  const run = async (target: string, loadCase: LoadCase, round: number): Promise<LoadResult> => {
    console.log(`Running "${loadCase.name}" for ${DURATION_S} s at ${CONNECTIONS} connections…`);
    const cpuBefore = cpuTimesMs(anvil);
    const result = await profiled(profileFile(loadCase.name, round), () => loadInChild(target, loadCase));
    return { ...result, cpuPerRequest: cpuPerRequest(cpuBefore, cpuTimesMs(anvil), result.requests) };
  };
  const rounds: LoadResult[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const results: LoadResult[] = [];
    for (const loadCase of cases) {
      results.push(await run(url, loadCase, round));
      if (!isHeldAgainstBare(loadCase)) continue;
      results.push(await run(remoteUrl, { ...loadCase, name: remoteName(loadCase) }, round));
      if (loadCase.name.startsWith(WHALE_CASE)) results.push(await run(floorUrl, { ...loadCase, name: floorName(loadCase) }, round));
      results.push(await run(bare.url, { ...loadCase, name: bareName(loadCase) }, round));
    }
    printResults(results);
    rounds.push(results);
  }
  for (const loadCase of cases.filter(isHeldAgainstBare)) printBareComparison(loadCase, rounds);
  await bare.close();
  await floorApp.close();
  await remoteApp.close();
  remote.stop();
  await app.close();
}

console.log(`Load average at start: ${loadAverage()}.`);
// The store trims as production's does (HISTORY_MAX_PER_WALLET and HISTORY_RETENTION_DAYS by default).
runOnLocalChain('ribbit-bench-', main, () => DEFAULT_RETENTION);
