/**
 * `npm run bench:fair-share`: can one visitor's flood starve the others (issue 20)?
 *
 * The service on the seeded local chain, in this process, with PGlite on disk and the
 * production defaults for every rate limit, behind a trusted proxy so each visitor is
 * its X-Forwarded-For. The whale wallet is given 50 stored recommendations first (a
 * 6 MB history). Then, for each route, a measuring visitor posts the balanced wallet
 * SAMPLES times in a row, alone (idle) and while one other visitor floods that route with
 * 10 connections (flood.ts, a child process). Each of the measuring visitor's POSTs comes
 * from its own address, so only the flood can slow it, never its own limit.
 *
 * Prints, per flooded route, the POST p50/p95 idle and under flood, their ratio (target:
 * p95 under flood ≤ 3× idle) and the flood's replies by status. BENCH_DURATION_S (default 10)
 * sets the seconds of each flood.
 */
import { loadConfig } from '../../server/src/config/config';
import { startLocalChain } from '../../server/src/demoChain/localChain';
import { openStore } from '../../server/src/store';
import { floodInChild, type Flood, type FloodResult } from './fairShare/flood';
import { percentile } from './percentile';
import { buildBenchApp, demoWallet, inScratchDir, onlyChain, PRODUCTION_REFRESH, runBench } from './service';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const STORED_WHALE_ROWS = 50;

let visitor = 0;
/** A fresh address per request: the measuring visitors never meet their own rate limit. */
const nextVisitor = () => `10.1.${Math.floor(++visitor / 250)}.${visitor % 250}`;

/** POSTs `wallet` in a row for `durationMs`, each from a new address; the latencies in ms, sorted. */
async function postLatencies(url: string, wallet: string, durationMs: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = performance.now() + durationMs;
  while (performance.now() < end) {
    const started = performance.now();
    const response = await fetch(`${url}/api/recommendations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextVisitor(), 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ wallet }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the measuring POST got ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

interface Row {
  route: string;
  idle: number[];
  flooded: number[];
  flood: FloodResult;
}

function printRows(rows: Row[]): void {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log('\nflooded route                | idle p50 / p95    | flood p50 / p95    | p95 ratio | flood replies');
  for (const { route, idle, flooded, flood } of rows) {
    const ratio = percentile(flooded, 0.95) / percentile(idle, 0.95);
    console.log(
      `${route.padEnd(28)} | ${ms(percentile(idle, 0.5)).padStart(6)} / ${ms(percentile(idle, 0.95)).padStart(7)} | ${ms(percentile(flooded, 0.5)).padStart(7)} / ${ms(percentile(flooded, 0.95)).padStart(7)} | ${ratio.toFixed(2).padStart(8)}× ${ratio <= 3 ? 'ok ' : 'OVER'} | ${JSON.stringify(flood.statuses)}`,
    );
  }
}

async function main(dataDir: string): Promise<void> {
  const chain = await startLocalChain();
  const store = await openStore({ databaseUrl: null, dataDir });
  try {
    const config = { ...loadConfig({}), trustProxy: ['127.0.0.1'] };
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
        headers: { 'x-forwarded-for': nextVisitor() },
      });
    }
    const floods: Flood[] = [
      { path: `/api/history?wallet=${whale}`, method: 'GET', forwardedFor: '10.9.9.1', durationS: DURATION_S },
      { path: '/api/recommendations', method: 'POST', body: JSON.stringify({ wallet: whale }), forwardedFor: '10.9.9.2', durationS: DURATION_S },
      {
        path: `/api/prices?tokens=${chain.tokens
          .slice(0, 50)
          .map((token) => `${chain.chainId}:${token.address}`)
          .join(',')}`,
        method: 'GET',
        forwardedFor: '10.9.9.3',
        durationS: DURATION_S,
      },
    ];
    const rows: Row[] = [];
    for (const flood of floods) {
      const route = `${flood.method} ${flood.path.split('?', 1)[0]}`;
      console.log(`${route}: ${DURATION_S} s idle, then ${DURATION_S} s under one visitor's flood…`);
      const idle = await postLatencies(url, balanced, DURATION_S * 1_000);
      const flooding = floodInChild(url, flood);
      // The flood's connections open first.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const flooded = await postLatencies(url, balanced, (DURATION_S - 1) * 1_000);
      rows.push({ route, idle, flooded, flood: await flooding });
    }
    printRows(rows);
    await app.close();
  } finally {
    await store.close();
    await chain.stop();
  }
}

runBench(() => inScratchDir('ribbit-fair-share-', main));
