/**
 * `npm run bench:soak`: two Ribbit nodes (real `start.ts` processes) sharing
 * one Redis, one PostgreSQL server and the local chains, behind nginx, as
 * docs/deploy.md runs them. It measures the peak (POST /api/recommendations
 * round the demo wallets, as fast as the pair answers), then holds 80 % of
 * it for a warm-up minute and then SOAK_MINUTES (default 10), and reports, per minute, the requests,
 * errors and latency percentiles, and each node's RSS. The verdicts: zero
 * errors; each node's per-minute mean RSS flat within 10 % after the warm-up minute;
 * p95 of the first and last minutes after it within 20 % of each other. The warm-up
 * minute is shown, not judged: after the peak, the database and the nodes' heaps settle.
 * An INFO line then gives the nodes' CPU per request over the chains', whose work per
 * request is fixed: it tells a slower machine from a slower service when the p95 moves.
 *
 * SOAK_MINUTES, SOAK_PEAK_SECONDS (default 20) and SOAK_CONNECTIONS (default 16)
 * change the run; SOAK_NODE_FLAGS replaces the nodes' Node flags, to try others;
 * SOAK_LOG_DIR keeps each node's whole output there (node-1.log, node-2.log).
 * Needs redis-server, nginx and PostgreSQL (as .ci/run installs).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startLocalChains } from '../../server/demo/localChains';
import { DEMO_WALLETS } from '../../server/demo/seed/wallets';
import { toTokenList } from '../../server/src/chains/tokenList';
import { waitUntil } from '../../server/test/support/freePort';
import { startNginx } from '../cluster/nginx';
import { startPostgresServer } from '../../server/test/support/postgresServer';
import { startRedisServer } from '../../server/test/support/redisServer';
import { startServiceNode, type ServiceNode } from '../cluster/serviceNode';
import { commandOf, cpuInMinute, processTree, sampleCpu, type Parts } from './soak/cpu';
import { loadInChild } from './soak/load';
import { sampleRss } from './soak/rss';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const PEAK_SECONDS = Number(process.env.SOAK_PEAK_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 16);
const SHARE_OF_PEAK = 0.8;
const WARM_UP_MINUTES = 1;
/**
 * docs/deploy.md's Node flags for a node: a larger young generation, so the answers (up to
 * 125 KB, dropped within milliseconds) die young instead of swelling the old one between
 * collections; and an old-generation limit below V8's default, so the heap grows by a
 * smaller factor after each full collection and RSS stays flat (docs/deploy.md says why).
 */
const NODE_FLAGS = (process.env.SOAK_NODE_FLAGS ?? '--max-semi-space-size=64 --max-old-space-size=1024').split(' ').filter(Boolean);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const within = (a: number, b: number, fraction: number) => Math.abs(a - b) <= fraction * Math.min(a, b);

async function main(): Promise<void> {
  console.log(`Soak: 2 nodes, ${MINUTES} min at ${SHARE_OF_PEAK * 100} % of the peak. Load average at start: ${load()} (${new Date().toISOString()}).`);
  const workDir = mkdtempSync(path.join(tmpdir(), 'ribbit-soak-'));
  const [chains, redis, postgres] = await Promise.all([startLocalChains(), startRedisServer(), startPostgresServer()]);
  const nodes: ServiceNode[] = [];
  const stops: Array<() => Promise<unknown>> = [() => chains.stop(), () => redis.stop(), () => postgres.destroy()];
  try {
    const tokenList = path.join(workDir, 'tokenlist.json');
    writeFileSync(tokenList, JSON.stringify(toTokenList(chains.chains.flatMap((chain) => chain.tokens))));
    const env: Record<string, string> = {
      PORT: '0',
      DATA_DIR: workDir,
      TOKEN_LIST: tokenList,
      MULTICALL3_ADDRESS: chains.chains[0].multicall3,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      RATE_LIMIT_MAX: '1000000',
      VISITOR_MAX_IN_FLIGHT: '1000000',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    for (const chain of chains.chains) {
      env[`RPC_URL_${chain.chainId}`] = chain.rpcUrl;
      env[`RPC_MAX_RPS_${chain.chainId}`] = '10000';
    }
    nodes.push(...(await Promise.all([startServiceNode(env, NODE_FLAGS), startServiceNode(env, NODE_FLAGS)])));
    stops.unshift(() => {
      nodes.forEach((node) => node.child.kill('SIGKILL'));
      return Promise.resolve();
    });
    const nginx = await startNginx(nodes.map((node) => `127.0.0.1:${node.port}`));
    stops.unshift(() => nginx.stop());
    // Warm: both nodes ready and the registry's prices in the shared cache (the first refresh).
    await waitUntil(
      'both nodes to be ready',
      async () => (await Promise.all(nodes.map((node) => fetch(`${node.url}/api/ready`)))).every((r) => r.status === 200),
      60_000,
      500,
    );
    await new Promise((resolve) => setTimeout(resolve, 15_000));

    const wallets = DEMO_WALLETS.map((wallet) => wallet.address);
    const peak = await loadInChild({ url: nginx.url, wallets, connections: CONNECTIONS, seconds: PEAK_SECONDS });
    const rate = Math.max(1, Math.floor(peak.requestsPerSecond * SHARE_OF_PEAK));
    console.log(
      `Peak: ${peak.requestsPerSecond.toFixed(1)} req/s over ${PEAK_SECONDS} s (${peak.errors} errors). Soaking at ${rate} req/s. Load average: ${load()}.`,
    );

    // Every second: a minute's mean then follows the garbage collector's sawtooth (tens of
    // seconds a tooth) instead of depending on where 6 samples happen to fall on it.
    const rss = sampleRss(
      nodes.flatMap((node) => (node.child.pid === undefined ? [] : [node.child.pid])),
      1_000,
    );
    const cpu = sampleCpu(clusterParts(nodes, postgres.pid()), 5_000);
    const soak = await loadInChild({ url: nginx.url, wallets, connections: CONNECTIONS, seconds: (WARM_UP_MINUTES + MINUTES) * 60, rate });
    const samples = rss.stop();
    const cpuSamples = cpu.stop();

    // Minute 0 is the warm-up; 1 to MINUTES are judged.
    const label = (minute: number) => String(minute - WARM_UP_MINUTES).padStart(6);
    console.log('\nminute  requests  errors   p50 ms   p95 ms   p99 ms   RSS node 1 / node 2 (MiB)');
    for (const minute of soak.minutes) {
      const sample = samples.filter((entry) => entry.at <= minute.minute * 60).at(-1);
      console.log(
        `${label(minute.minute)}  ${String(minute.requests).padStart(8)}  ${String(minute.errors).padStart(6)}  ${minute.p50.toFixed(1).padStart(7)}  ${minute.p95.toFixed(1).padStart(7)}  ${minute.p99.toFixed(1).padStart(7)}   ${sample?.mib.map((mib) => mib.toFixed(0)).join(' / ')}`,
      );
    }
    const partNames = Object.keys(cpuSamples[0].ms).filter((name) => name !== 'machine' && name !== 'steal');
    console.log(
      `\nCPU ms per request, by part; "outside": what else ran on the machine, "steal": the hypervisor's\nminute  ${[...partNames, 'outside', 'steal'].map((name) => name.padStart(9)).join('')}`,
    );
    for (const minute of soak.minutes) {
      const used = cpuInMinute(cpuSamples, minute.minute);
      const outside = used.machine - partNames.reduce((sum, name) => sum + used[name], 0);
      const row = [...partNames.map((name) => used[name]), outside, used.steal].map((ms) => (ms / minute.requests).toFixed(2).padStart(9));
      console.log(`${label(minute.minute)}  ${row.join('')}`);
    }
    // Flat means no growth: each minute's mean RSS after the warm-up minute, compared
    // with the others. Single samples swing with V8's garbage-collection sawtooth
    // (±50 MiB within a minute), which says nothing about a leak.
    const rssVerdicts = nodes.map((_, index) => {
      const means = soak.minutes
        .slice(WARM_UP_MINUTES)
        .map((minute) => meanRss(samples, minute.minute, index))
        .filter((mib): mib is number => mib !== null);
      const [low, high] = [Math.min(...means), Math.max(...means)];
      return { low, high, flat: within(low, high, 0.1) };
    });
    const [first, last] = [soak.minutes.at(WARM_UP_MINUTES), soak.minutes.at(-1)];
    if (!first || !last) throw new Error('The soak measured no whole minute');
    const [firstYardstick, lastYardstick] = [first, last].map((minute) => nodesAgainstChains(cpuInMinute(cpuSamples, minute.minute), nodes.length));
    const verdicts = [
      [`errors: ${soak.errors}`, soak.errors === 0],
      ...rssVerdicts.map(
        ({ low, high, flat }, index) =>
          [
            `node ${index + 1} RSS per-minute means after warm-up: ${low.toFixed(0)}–${high.toFixed(0)} MiB (${((high / low - 1) * 100).toFixed(1)} %)`,
            flat,
          ] as const,
      ),
      [
        `p95 first minute ${first.p95.toFixed(1)} ms, last minute ${last.p95.toFixed(1)} ms (${((last.p95 / first.p95 - 1) * 100).toFixed(1)} %)`,
        within(first.p95, last.p95, 0.2),
      ],
    ] as const;
    console.log('');
    for (const [text, ok] of verdicts) console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
    // Not a verdict: tells a slower machine from a slower service when the p95 moves (docs/deploy.md "Soak").
    console.log(
      `INFO  the nodes' CPU per request over the chains' (anvil does the same work every minute, so this ratio moves only ` +
        `if the service's own cost does): first minute ${firstYardstick.toFixed(2)}, last ${lastYardstick.toFixed(2)} ` +
        `(${((lastYardstick / firstYardstick - 1) * 100).toFixed(1)} %)`,
    );
    const [table] = await postgresQuery<{ rows: string; size: string }>(
      postgres.url,
      `SELECT count(*) AS rows, pg_size_pretty(pg_total_relation_size('recommendations')) AS size FROM recommendations`,
    );
    console.log(`\nStored: ${table.rows} recommendations, ${table.size} with their indexes.`);
    const logDir = process.env.SOAK_LOG_DIR;
    if (logDir) mkdirSync(logDir, { recursive: true });
    for (const [index, node] of nodes.entries()) {
      if (logDir) writeFileSync(path.join(logDir, `node-${index + 1}.log`), node.output());
      const lines = node.output().trim().split('\n').filter(Boolean);
      if (lines.length > 0) console.log(`\nnode ${index + 1} logged ${lines.length} lines (LOG_LEVEL=warn), the last:\n${lines.slice(-5).join('\n')}`);
    }
    console.log(`\nSoaked ${soak.minutes.reduce((sum, minute) => sum + minute.requests, 0)} requests at ${rate} req/s. Load average at end: ${load()}.`);
    process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    for (const stop of stops) await stop().catch(() => {});
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * The nodes' CPU in a minute over the local chains'. Every request costs anvil the same calls, so
 * the chains' CPU per request measures the machine's speed that minute; the ratio takes it out.
 */
function nodesAgainstChains(used: Record<string, number>, nodeCount: number): number {
  let nodesMs = 0;
  for (let index = 1; index <= nodeCount; index++) nodesMs += used[`node ${index}`];
  return nodesMs / used.chains;
}

async function postgresQuery<Row>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The cluster's parts by process: each node, and below this process, the chains, Redis, nginx and the load generator. */
function clusterParts(nodes: readonly ServiceNode[], postmaster: number): Parts {
  const nodePids = nodes.map((node) => node.child.pid ?? -1);
  const ours = (command: string) => () => processTree(process.pid).filter((pid) => commandOf(pid) === command && !nodePids.includes(pid));
  return {
    ...Object.fromEntries(nodePids.map((pid, index) => [`node ${index + 1}`, () => processTree(pid)])),
    chains: ours('anvil'),
    postgres: () => processTree(postmaster),
    redis: ours('redis-server'),
    nginx: ours('nginx'),
    load: () => ours('node')().filter((pid) => pid !== process.pid),
  };
}

/** Mean RSS (MiB) of one node over the samples taken during minute `minute` (1-based); null without samples. */
function meanRss(samples: ReadonlyArray<{ at: number; mib: number[] }>, minute: number, node: number): number | null {
  const inMinute = samples.filter((entry) => entry.at > (minute - 1) * 60 && entry.at <= minute * 60);
  return inMinute.length === 0 ? null : inMinute.reduce((sum, entry) => sum + entry.mib[node], 0) / inMinute.length;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
