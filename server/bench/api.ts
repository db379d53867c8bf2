/**
 * `npm run bench:api`: the service on the seeded local chain, in this process,
 * with a PGlite database on disk; autocannon drives it from a child process so
 * the load generator does not share the service's event loop.
 *
 * Each case: 10 connections for ~10 s of POST /api/recommendations. Every
 * request reads the holdings on-chain, runs the engine and stores the result;
 * only prices are cached (PRICE_CACHE_TTL_MS), as in production, and the
 * log is on at production's default level (info), written to /dev/null.
 * The "15 tokens" wallet is made here: 1% of 15 of the whale's priced,
 * non-stable tokens (ETH included), so it gets buy suggestions too.
 * Prints one table: req/s, p50 / p95 / p99 latency (exact, from every response
 * time), and CPU time per request of the service's main thread, of the whole
 * service process (PGlite's worker included) and of anvil. CPU per request does
 * not depend on what else shares the machine; latency and req/s do, so the load
 * average is printed before and after.
 *
 * BENCH_DURATION_S (default 10) sets the seconds per case; BENCH_CASES (e.g.
 * "whale,15") runs only the cases whose name contains one of the words.
 */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createTestClient, createWalletClient, erc20Abi, http, isAddressEqual, publicActions, type Address } from 'viem';
import { buildApp } from '../src/app';
import { startLocalChain, type LocalChain } from '../src/chain/localChain';
import { DEFAULT_PRICE_CACHE_TTL_MS } from '../src/prices/cache';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../src/chain/client';
import { NATIVE_TOKEN_ADDRESS } from '../src/domain/types';
import { connectChain } from '../src/services/chainConnection';
import { openStore } from '../src/store';

const CONNECTIONS = 10;
const WHALE_CASE = 'whale';
const WHALE_P95_TARGET_MS = 60;
const THROUGHPUT_TARGET = 400;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** A wallet the bench fills with 15 of the whale's tokens. */
const FIFTEEN_TOKEN_WALLET: Address = '0x1515151515151515151515151515151515151515';

interface LoadCase {
  name: string;
  /** Requests go round these wallets in turn. */
  wallets: string[];
}

interface LoadResult {
  name: string;
  /** CPU ms per request: the service's main (HTTP) thread, the whole service process, and anvil. */
  cpuPerRequest?: CpuTimes;
  requests: number;
  non2xx: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

// ---- load generator (child process) ----

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
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
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ wallet: loadCase.wallets[turn++ % loadCase.wallets.length] }) }),
          },
        ],
      },
      (error: Error | null, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
  });
  latencies.sort((a, b) => a - b);
  return {
    name: loadCase.name,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}

function loadInChild(url: string, loadCase: LoadCase): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--load', url, JSON.stringify(loadCase)], { execArgv: ['--import', 'tsx'] });
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`))));
  });
}

// ---- service (this process) ----

interface CpuTimes {
  mainThread: number;
  process: number;
  anvil: number;
}

/** utime + stime of a /proc stat file, in ms. */
function cpuMsOf(statFile: string): number {
  // Fields after the ")" closing the command name: utime and stime are the 12th and 13th.
  const fields = readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
  const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux.
  return (Number(fields[11]) + Number(fields[12])) * msPerTick;
}

/** The pid of anvil, our child process (the local chain spawns the binary directly). */
function anvilPid(): number | null {
  try {
    const children = readFileSync(`/proc/self/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    return children.find((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'anvil') ?? null;
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) used so far by this process's main thread, by the whole process
 * (PGlite's worker included) and by anvil, from Linux's /proc; null elsewhere.
 * Unlike latency, these do not depend on what else the machine is running.
 */
function cpuTimesMs(anvil: number | null): CpuTimes | null {
  try {
    return {
      mainThread: cpuMsOf(`/proc/self/task/${process.pid}/stat`),
      process: cpuMsOf('/proc/self/stat'),
      anvil: anvil === null ? Number.NaN : cpuMsOf(`/proc/${anvil}/stat`),
    };
  } catch {
    return null;
  }
}

const loadAverage = () => `${loadavg().map((load) => load.toFixed(2)).join(' ')} on ${availableParallelism()} cores`;

/** Moves 1% of 15 of the whale's priced tokens (ETH included) to FIFTEEN_TOKEN_WALLET, via anvil impersonation. */
async function fundFifteenTokenWallet(chain: LocalChain): Promise<void> {
  const whale = chain.demoWallets.find((wallet) => wallet.profile === 'whale');
  if (!whale) throw new Error('the local chain has no whale demo wallet');
  const transport = http(chain.rpcUrl);
  const testClient = createTestClient({ mode: 'anvil', transport }).extend(publicActions);
  const wallet = createWalletClient({ account: whale.address, transport });
  await testClient.impersonateAccount({ address: whale.address });
  const chosen = chain.tokens.filter((token) => token.extensions?.priceFeed && !token.tags?.includes('stablecoin')).slice(0, 15);
  for (const token of chosen) {
    const chainConfig = { id: chain.chainId, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } };
    if (isAddressEqual(token.address, NATIVE_TOKEN_ADDRESS)) {
      const balance = await testClient.getBalance({ address: whale.address });
      await wallet.sendTransaction({ chain: chainConfig, to: FIFTEEN_TOKEN_WALLET, value: balance / 100n });
      continue;
    }
    const balance = await testClient.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [whale.address] });
    await wallet.writeContract({ chain: chainConfig, address: token.address, abi: erc20Abi, functionName: 'transfer', args: [FIFTEEN_TOKEN_WALLET, balance / 100n] });
  }
  await testClient.stopImpersonatingAccount({ address: whale.address });
}

function printResults(results: LoadResult[]): void {
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
  if (whale) console.log(`Target whale p95 <= ${WHALE_P95_TARGET_MS} ms at ${CONNECTIONS} connections: ${whale.p95.toFixed(1)} ms, ${verdict(whale.p95 <= WHALE_P95_TARGET_MS)}.`);
  console.log(`Target >= ${THROUGHPUT_TARGET} uncached recommendations/s: slowest case ${slowest.toFixed(0)}/s, ${verdict(slowest >= THROUGHPUT_TARGET)}.`);
  console.log(`Load average at the end: ${loadAverage()} (other processes share the cores; compare CPU/req between runs, not req/s).`);
}

async function main(): Promise<void> {
  console.log(`Load average at start: ${loadAverage()}.`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ribbit-bench-'));
  const chain = await startLocalChain();
  const store = await openStore({ databaseUrl: null, dataDir });
  try {
    await fundFifteenTokenWallet(chain);
    const app = await buildApp({
      config: {
        chainId: chain.chainId,
        rateLimit: { max: 1_000_000, windowMs: 60_000 },
        csp: { recaptcha: false, analytics: false },
        distDir: path.resolve('dist'),
      },
      store,
      // As in production (LOG_LEVEL=info: a line per request and per reply), to /dev/null so the table stays readable.
      logger: { level: 'info', stream: createWriteStream('/dev/null') },
      tokens: chain.tokens,
      ...connectChain({
        ...chain,
        rpc: { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT },
        priceCacheTtlMs: DEFAULT_PRICE_CACHE_TTL_MS,
      }),
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const walletOf = (profile: string) => chain.demoWallets.find((wallet) => wallet.profile === profile)?.address ?? '';
    const allCases: LoadCase[] = [
      { name: '15 tokens (0x1515…)', wallets: [FIFTEEN_TOKEN_WALLET] },
      { name: `${WHALE_CASE} (64 tokens)`, wallets: [walletOf('whale')] },
      { name: 'one wallet repeated (balanced, 10 tokens)', wallets: [walletOf('balanced')] },
      { name: 'all demo wallets in turn', wallets: [FIFTEEN_TOKEN_WALLET, ...chain.demoWallets.map((wallet) => wallet.address)] },
    ];
    const only = process.env.BENCH_CASES?.split(',').map((word) => word.trim()).filter(Boolean) ?? [];
    const cases = only.length === 0 ? allCases : allCases.filter((loadCase) => only.some((word) => loadCase.name.includes(word)));
    const anvil = anvilPid();
    // Warm-up: fills the price cache and JIT, as a running service would be.
    for (const loadCase of cases) for (const wallet of loadCase.wallets) await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet } });
    const results: LoadResult[] = [];
    for (const loadCase of cases) {
      console.log(`Running "${loadCase.name}" for ${DURATION_S} s at ${CONNECTIONS} connections…`);
      const cpuBefore = cpuTimesMs(anvil);
      const result = await loadInChild(url, loadCase);
      const cpuAfter = cpuTimesMs(anvil);
      if (cpuBefore && cpuAfter && result.requests > 0) {
        result.cpuPerRequest = {
          mainThread: (cpuAfter.mainThread - cpuBefore.mainThread) / result.requests,
          process: (cpuAfter.process - cpuBefore.process) / result.requests,
          anvil: (cpuAfter.anvil - cpuBefore.anvil) / result.requests,
        };
      }
      results.push(result);
    }
    printResults(results);
    await app.close();
  } finally {
    await store.close();
    await chain.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--load') {
  generateLoad(process.argv[3], JSON.parse(process.argv[4]) as LoadCase)
    .then((result) => {
      process.send?.(result);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
