/**
 * `npm run bench:disk`: how much DATA_DIR grows under whale load (issue 20, item 8: 440 MB
 * a minute, nothing ever deleted, pg_wal 257 MB when idle; target ≤ 100 MB in 60 s and no
 * growth once retention holds).
 *
 * The service on the seeded local chain, in this process, PGlite on disk in a fresh DATA_DIR,
 * rate limits off; autocannon (a child process) POSTs the whale wallet with 10 connections for
 * BENCH_DURATION_S (default 60) s, then the service idles BENCH_IDLE_S (default 15) s. Prints
 * DATA_DIR's and pg_wal's size before, after the load and after the idle time, the rows kept,
 * and the requests answered. HISTORY_RETENTION_DAYS / HISTORY_MAX_PER_WALLET apply as in
 * production (their defaults unless set).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../server/src/config/config';
import { loadInChild } from './loadGenerator';
import { buildBenchApp, demoWallet, NO_LIMITS, onlyChain, PRODUCTION_REFRESH, runOnLocalChain, type LocalBench } from './service';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 15);
// The load generator (a child process) reads its duration from here.
process.env.BENCH_DURATION_S = String(DURATION_S);

/** Bytes under `dir`, every file counted once. */
async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** As production reads it, for this DATA_DIR: HISTORY_RETENTION_DAYS and HISTORY_MAX_PER_WALLET apply. */
const configFor = (dataDir: string) => loadConfig({ ...process.env, DATA_DIR: dataDir });

async function main({ chain, store, dataDir }: LocalBench): Promise<void> {
  const config = configFor(dataDir);
  const { rateLimit, maxInFlightPerVisitor } = NO_LIMITS;
  const app = await buildBenchApp({
    chains: onlyChain(chain),
    store,
    config: { ...config, rateLimit, maxInFlightPerVisitor },
    priceRefresh: PRODUCTION_REFRESH,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const whale = demoWallet(chain, 'whale');
  const pgData = path.join(dataDir, 'pglite');
  const sizes = async () => ({ all: await sizeOf(dataDir), wal: await sizeOf(path.join(pgData, 'pg_wal')) });
  const before = await sizes();
  console.log(`DATA_DIR ${dataDir}: ${mb(before.all)} (pg_wal ${mb(before.wal)}). ${DURATION_S} s of whale POSTs at 10 connections…`);
  const result = await loadInChild(url, { name: 'whale', wallets: [whale] });
  const loaded = await sizes();
  console.log(`After the load: ${mb(loaded.all)} (pg_wal ${mb(loaded.wal)}); ${result.requests} requests, ${result.non2xx} not 2xx. Idle ${IDLE_S} s…`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1_000));
  const idle = await sizes();
  const { result: rows } = await app.recommendations.history(whale, { limit: 1 });
  console.log(`After ${IDLE_S} s idle: ${mb(idle.all)} (pg_wal ${mb(idle.wal)}); latest row kept: ${rows.length > 0 ? 'yes' : 'no'}`);
  console.log(
    `\nDATA_DIR growth in ${DURATION_S} s of whale load: ${mb(loaded.all - before.all)} (target ≤ 100 MB); after idling: ${mb(idle.all - before.all)}`,
  );
  await app.close();
}

runOnLocalChain('ribbit-disk-', main, (dataDir) => configFor(dataDir).retention);
