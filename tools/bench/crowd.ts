/**
 * `npm run bench:crowd`: does a crowd stall everyone (issue 31, item 2)? Twenty visitors, each
 * within its own limits, flood the service while a twenty-first asks for its advice.
 *
 * The service runs in this process on both local chains, each read as a configured (remote) chain
 * is by default: under RPC_MAX_RPS (5 a second), with PGlite on disk, the production rate limits,
 * behind a trusted proxy so each visitor is its X-Forwarded-For. The whale gets STORED_WHALE_ROWS
 * stored recommendations, so its largest history page (20 rows) is about 2.6 MB. For each kind of
 * crowd (crowd/flood.ts: unknown ENS names, random wallets, whale history pages), a fresh app (empty
 * request gates, new rate-limit counters, warm prices) is flooded by VISITORS visitors with 4
 * connections each for BENCH_DURATION_S (default 20) s. Two seconds in, another visitor
 * (crowd/tries.ts, its own process) posts the balanced wallet, whose prices are warm, TRIES times,
 * one every TRY_EVERY_MS ("during"); when the crowd stops, TRIES more ("after").
 *
 * Target: each such POST answers 200 within 3 s in at least 8 of 10 tries, during the flood and
 * after it. Prints per kind: the crowd's replies by status and, during and after, the tries that met
 * it, the first try after the crowd and the slowest. BENCH_CROWDS (e.g. "history,names") runs only
 * the kinds whose name contains one of the words.
 */
import { DEFAULT_RPC_MAX_RPS, loadConfig } from '../../server/src/config/config';
import { startLocalChains } from '../../server/demo/localChains';
import { openStore, type Store } from '../../server/src/store';
import { HISTORY_MAX_PAGE } from '../../contract';
import type { ChainSpec } from '../../server/src/prices/chainReader';
import { loadAverage } from './cpuTimes';
import { crowdInChild, type CrowdKind } from './crowd/flood';
import { triesInChild, type Try } from './crowd/tries';
import { buildBenchApp, inScratchDir, PRODUCTION_REFRESH, runBench } from './service';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const KINDS: CrowdKind[] = ['unknown names', 'random wallets', 'history pages'];
const ONLY = process.env.BENCH_CROWDS?.split(',').map((word) => word.trim()) ?? [];
const VISITORS = 20;
const CONNECTIONS_EACH = 4;
const STORED_WHALE_ROWS = 25;
const TRIES = 10;
const TRY_EVERY_MS = 1_500;
const TARGET_MS = 3_000;
const TARGET_TRIES = 8;

const passes = (tries: Try[]) => tries.filter((one) => one.status === 200 && one.ms <= TARGET_MS).length;
const seconds = (ms: number) => `${(ms / 1_000).toFixed(1)} s`;
const describe = (tries: Try[]) =>
  `${passes(tries)}/${tries.length} within ${seconds(TARGET_MS)} (first ${seconds(tries[0].ms)} ${tries[0].status}, slowest ${seconds(Math.max(...tries.map((one) => one.ms)))}, answers ${[...new Set(tries.map((one) => (one.code ? `${one.status} ${one.code}` : String(one.status))))].join(', ')})`;

async function floodOnce(kind: CrowdKind, chains: ChainSpec[], store: Store, wallets: { whale: string; balanced: string }, window: number): Promise<boolean> {
  const config = { ...loadConfig({}), trustProxy: ['127.0.0.1'] };
  const app = await buildBenchApp({ chains, store, config, priceRefresh: PRODUCTION_REFRESH });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const crowd = crowdInChild({
      url,
      kind,
      visitors: VISITORS,
      connectionsEach: CONNECTIONS_EACH,
      durationS: DURATION_S,
      whale: wallets.whale,
      pageSize: HISTORY_MAX_PAGE,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const during = triesInChild({ url, wallet: wallets.balanced, count: TRIES, everyMs: TRY_EVERY_MS, window: 2 * window });
    const crowdResult = await crowd;
    const after = await triesInChild({ url, wallet: wallets.balanced, count: TRIES, everyMs: TRY_EVERY_MS, window: 2 * window + 1 });
    const duringTries = await during;
    const met = passes(duringTries) >= TARGET_TRIES && passes(after) >= TARGET_TRIES;
    console.log(`\n${kind}: the crowd sent ${crowdResult.requests} requests, replies ${JSON.stringify(crowdResult.statuses)}`);
    console.log(`  during: ${describe(duringTries)}`);
    console.log(`  after:  ${describe(after)}`);
    console.log(`  target ≥ ${TARGET_TRIES}/${TRIES} within ${seconds(TARGET_MS)}, during and after: ${met ? 'met' : 'NOT met'}`);
    return met;
  } finally {
    await app.close();
  }
}

async function main(dataDir: string): Promise<void> {
  const local = await startLocalChains();
  const store = await openStore({ databaseUrl: null, dataDir });
  try {
    const chains = local.chains.map(({ rpcUrl, ...chain }): ChainSpec => ({ ...chain, rpcUrls: [rpcUrl], maxRps: DEFAULT_RPC_MAX_RPS }));
    const walletOf = (profile: string) => local.demoWallets.find((wallet) => wallet.profile === profile)?.address ?? '';
    const wallets = { whale: walletOf('whale'), balanced: walletOf('balanced') };
    const seeding = await buildBenchApp({ chains, store, config: { ...loadConfig({}), trustProxy: ['127.0.0.1'] }, priceRefresh: false });
    console.log(`Storing ${STORED_WHALE_ROWS} whale recommendations…`);
    for (let i = 0; i < STORED_WHALE_ROWS; i++) {
      const stored = await seeding.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: wallets.whale }, remoteAddress: `10.30.0.${i}` });
      if (stored.statusCode !== 200) throw new Error(`storing the whale's history: ${stored.statusCode} ${stored.body}`);
    }
    await seeding.close();
    console.log(`${VISITORS} visitors × ${CONNECTIONS_EACH} connections for ${DURATION_S} s per crowd; load ${loadAverage()}`);
    const kinds = KINDS.filter((kind) => ONLY.length === 0 || ONLY.some((word) => word && kind.includes(word)));
    const verdicts: boolean[] = [];
    for (const [index, kind] of kinds.entries()) verdicts.push(await floodOnce(kind, chains, store, wallets, index));
    console.log(`\nLoad at the end: ${loadAverage()}. Every crowd: ${verdicts.every(Boolean) ? 'met' : 'NOT met'}.`);
  } finally {
    await store.close();
    await local.stop();
  }
}

runBench(() => inScratchDir('ribbit-crowd-', main));
