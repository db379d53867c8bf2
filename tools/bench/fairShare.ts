/**
 * `npm run bench:fair-share`: can one visitor's flood starve the others (issue 20)?
 *
 * The service on the seeded local chain, in this process, with PGlite on disk and the
 * production defaults for every rate limit, behind a trusted proxy so each visitor is
 * its X-Forwarded-For. The whale wallet is given 50 stored recommendations first (a
 * 6 MB history). Then, BENCH_ROUNDS times (default 3), for each flooded route in turn, a
 * measuring visitor (fairShare/measure.ts, its own process, as a browser would be) posts the
 * balanced wallet in a row, alone (idle) and then while one other visitor floods that route
 * with 10 keep-alive connections (fairShare/flood.ts, another process). Idle and flooded
 * windows alternate, so the machine's other load falls on both. Each of the measuring
 * visitor's POSTs comes from its own address: only the flood can slow it, never its own limit.
 *
 * Prints, per round and flooded route, the POST p50/p95 idle and under flood and their ratio
 * (target: p95 under flood ≤ 3× idle), the flood's replies by status, the flood generator's CPU
 * and the service's; then each route's range of ratios over the rounds and the ratio of the
 * pooled samples. BENCH_DURATION_S (default 10) sets the seconds of each window, BENCH_FLOODS
 * (default "history,post,prices") the floods, BENCH_FLOOD_CONNECTIONS (default 10) the flood's
 * connections.
 */
import { loadConfig } from '../../server/src/config/config';
import { startLocalChain } from '../../server/demo/localChain';
import { openStore } from '../../server/src/store';
import { anvilPid, cpuTimesMs, loadAverage } from './cpuTimes';
import { floodInChild, type Flood, type FloodResult } from './fairShare/flood';
import { measureInChild } from './fairShare/measure';
import { percentile } from './percentile';
import { buildBenchApp, demoWallet, inScratchDir, onlyChain, PRODUCTION_REFRESH, runBench } from './service';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FLOODS = (process.env.BENCH_FLOODS ?? 'history,post,prices').split(',');
const BENCH_HISTORY_TOKEN = 'bench-operator-token-0123456789abcdef';
const STORED_WHALE_ROWS = 50;
const TARGET_RATIO = 3;

let windows = 0;
/** Each measuring window's visitors start 1,000 addresses past the last window's. */
const nextWindow = () => ++windows * 1_000;

interface Row {
  round: number;
  route: string;
  idle: number[];
  flooded: number[];
  flood: FloodResult;
  /** CPU of the service (main thread, and whole process with PGlite's thread) and of anvil during the flooded window, in ms. */
  serviceCpu: { mainThread: number; process: number; anvil: number } | null;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const p95Ratio = (idle: number[], flooded: number[]) => percentile(flooded, 0.95) / percentile(idle, 0.95);
const verdict = (ratio: number) => (ratio <= TARGET_RATIO ? 'ok  ' : 'OVER');

function printRow({ round, route, idle, flooded, flood, serviceCpu }: Row): void {
  const ratio = p95Ratio(idle, flooded);
  const cpu = serviceCpu ? `service ${ms(serviceCpu.mainThread)} main / ${ms(serviceCpu.process)} all, anvil ${ms(serviceCpu.anvil)}` : 'service n/a';
  console.log(
    `${String(round).padStart(5)} | ${route.padEnd(24)} | ${String(idle.length).padStart(4)} ${ms(percentile(idle, 0.5)).padStart(6)} / ${ms(percentile(idle, 0.95)).padStart(6)} | ${String(flooded.length).padStart(4)} ${ms(percentile(flooded, 0.5)).padStart(6)} / ${ms(percentile(flooded, 0.95)).padStart(6)} | ${ratio.toFixed(2).padStart(6)}× ${verdict(ratio)} | ${JSON.stringify(flood.statuses)}; flood CPU ${ms(flood.cpuMs)}, ${cpu}`,
  );
}

function printSummary(rows: Row[]): void {
  console.log('\nflooded route            | p95 ratio over the rounds | pooled idle p95 → flooded p95 (ratio)');
  for (const route of [...new Set(rows.map((row) => row.route))]) {
    const mine = rows.filter((row) => row.route === route);
    const ratios = mine.map((row) => p95Ratio(row.idle, row.flooded));
    const idle = mine.flatMap((row) => row.idle).sort((a, b) => a - b);
    const flooded = mine.flatMap((row) => row.flooded).sort((a, b) => a - b);
    const pooled = p95Ratio(idle, flooded);
    console.log(
      `${route.padEnd(24)} | ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}× (${ratios.map((r) => r.toFixed(2)).join(', ')}) | ${ms(percentile(idle, 0.95))} → ${ms(percentile(flooded, 0.95))} (${pooled.toFixed(2)}× ${verdict(pooled).trim()})`,
    );
  }
}

async function main(dataDir: string): Promise<void> {
  const chain = await startLocalChain();
  const store = await openStore({ databaseUrl: null, dataDir });
  try {
    // History is an operators' route: the flood carries the token, so its pages are the work it is allowed (the worst case).
    const config = { ...loadConfig({}), trustProxy: ['127.0.0.1'], historyApiToken: BENCH_HISTORY_TOKEN };
    const app = await buildBenchApp({ chains: onlyChain(chain), store, config, priceRefresh: PRODUCTION_REFRESH });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const whale = demoWallet(chain, 'whale');
    const balanced = demoWallet(chain, 'balanced');
    console.log(`Storing ${STORED_WHALE_ROWS} whale recommendations…`);
    for (let i = 0; i < STORED_WHALE_ROWS; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/recommendations',
        payload: { wallet: whale },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `10.2.0.${i}` },
      });
    }
    const pricesQuery = chain.tokens
      .slice(0, 50)
      .map((token) => `${chain.chainId}:${token.address}`)
      .join(',');
    /** Each round's flooder is a new address, with the whole allowance of a visitor new to the service. */
    const floods: { name: string; spec: (round: number) => Flood }[] = [
      {
        name: 'history',
        spec: (round) => ({
          path: `/api/history?wallet=${whale}`,
          method: 'GET',
          authorization: `Bearer ${BENCH_HISTORY_TOKEN}`,
          forwardedFor: `10.9.${round}.1`,
          durationS: DURATION_S,
        }),
      },
      {
        name: 'post',
        spec: (round) => ({
          path: '/api/recommendations',
          method: 'POST',
          body: JSON.stringify({ wallet: whale }),
          forwardedFor: `10.9.${round}.2`,
          durationS: DURATION_S,
        }),
      },
      {
        name: 'prices',
        spec: (round) => ({ path: `/api/prices?tokens=${pricesQuery}`, method: 'GET', forwardedFor: `10.9.${round}.3`, durationS: DURATION_S }),
      },
    ];
    const anvil = anvilPid();
    console.log(`${ROUNDS} rounds of ${DURATION_S} s idle, then ${DURATION_S} s flooded, per route; load ${loadAverage()}`);
    console.log('round | flooded route            | idle n p50 / p95     | flood n p50 / p95    | p95 ratio    | flood replies, CPU');
    const rows: Row[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const flood of floods.filter((candidate) => FLOODS.includes(candidate.name))) {
        const spec = flood.spec(round);
        const route = `${spec.method} ${spec.path.split('?', 1)[0]}`;
        const measure = (durationMs: number) => measureInChild({ url, wallet: balanced, durationMs, firstVisitor: nextWindow() });
        const idle = await measure(DURATION_S * 1_000);
        const flooding = floodInChild(url, spec);
        // The flood's connections open first.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const cpuBefore = cpuTimesMs(anvil);
        const flooded = await measure((DURATION_S - 1) * 1_000);
        const cpuAfter = cpuTimesMs(anvil);
        const serviceCpu =
          cpuBefore && cpuAfter
            ? {
                mainThread: cpuAfter.mainThread - cpuBefore.mainThread,
                process: cpuAfter.process - cpuBefore.process,
                anvil: cpuAfter.anvil - cpuBefore.anvil,
              }
            : null;
        const row = { round, route, idle, flooded, flood: await flooding, serviceCpu };
        printRow(row);
        rows.push(row);
      }
    }
    printSummary(rows);
    await app.close();
  } finally {
    await store.close();
    await chain.stop();
  }
}

runBench(() => inScratchDir('ribbit-fair-share-', main));
