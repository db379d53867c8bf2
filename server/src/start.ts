/**
 * `npm start`: reads the configuration, starts the local chain when no RPC_URL
 * is set, opens the database, wires the app and listens. Prints where to go
 * and which demo wallets to try.
 */
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, type Config } from './config/config';
import { ConfigError } from './config/readers';
import { withoutCredentials } from './domain/urls';
import { chainTokens } from './chains/chainTokens';
import { chainName } from './domain/chains';
import { serve, runAll } from './server';
import { memoryClosesStore, type ClosesStore } from './prices/closesStore';
import { createDefiLlamaSource } from './prices/defiLlamaSource';
import { withReadingCache } from './prices/readingCache';
import { sharedReadings } from './prices/sharedReadings';
import { connectRedis, type SharedRedis } from './prices/redisConnection';
import { connectChains, type ChainSpec } from './prices/chainReader';
import { checkChainIdentity } from './chains/chainIdentity';
import { createRecaptchaVerifier } from './plugins/recaptcha';
import { openStore } from './store';
import { loadTokenList } from './chains/tokenList';

/** How long shutdown waits for the daily closes still being stored (the database's own budget). */
const CLOSES_SAVE_WAIT_MS = 5_000;
/** Relative to the working directory when inside it, so the banner stays short. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}

/** What start.ts connects to: the configured chains, or the local demo chain it started. */
interface ChainsSetup {
  chains: ChainSpec[];
  demoWallets: Array<{ label: string; address: string; ensName: string; description: string }>;
  /** One line per chain for the banner. */
  describe: string[];
  /**
   * The local chains' closes are kept in memory, not in the database: they share chain ids
   * and feed addresses with the real chains, and a closed day is never read again, so demo
   * closes stored in DATA_DIR would later pass for real history (and each start re-seeds them).
   */
  closes?: ClosesStore;
  /** Ends the demo chains' supervision (nothing to end for remote chains). */
  stopSupervising: () => void;
  stop: () => Promise<void>;
}

async function setUpChains(config: Config): Promise<ChainsSetup> {
  if (config.chains) {
    const identity = await checkChainIdentity(config.chains, config.rpc.timeoutMs);
    if (identity.mismatches.length > 0) throw new ConfigError(identity.mismatches);
    for (const line of identity.unanswered) console.warn(`  ${line}; its chain id is checked again on first use`);
    const listed = config.tokenList ? await loadTokenList(config.tokenList) : { tokens: [], skipped: 0 };
    if (listed.skipped > 0) console.log(`  TOKEN_LIST: skipped ${listed.skipped} entries that are not EVM tokens or are malformed`);
    const chains = config.chains.map(({ variables: _variables, ...chain }): ChainSpec => ({ ...chain, tokens: chainTokens(chain.chainId, listed.tokens) }));
    // Origins only: an RPC URL's path or query often carries the API key.
    const describe = chains.map(
      (chain) => `${chainName(chain.chainId)} (${chain.chainId}): ${chain.rpcUrls.map((url) => new URL(url).origin).join(', ')}, ${chain.tokens.length} tokens`,
    );
    return { chains, demoWallets: [], describe, stopSupervising: () => {}, stop: async () => {} };
  }
  console.log('No RPC URL set: starting the local demo chains (anvil): Ethereum (1) and Base (8453)…');
  // The one door to the demo, the lint's single exception: a start on real RPC URLs never loads it.
  // eslint-disable-next-line import/no-restricted-paths
  const { startDemo } = await import('../demo/startDemo');
  const demo = await startDemo(config.dataDir, (line) => {
    console.log(`  ${line}`);
  });
  console.log(`  Token list written to ${shownPath(demo.tokenListFile)}`);
  return { ...demo, closes: memoryClosesStore() };
}

function printWelcome(url: string, setup: ChainsSetup, config: Config): void {
  const shown = url.replace('://0.0.0.0', '://localhost');
  const lines = [
    '',
    `Ribbit is running at ${shown}`,
    `  API:      ${shown}/api (POST /api/recommendations; GET /api/history?wallet=… ${config.historyApiToken ? 'with HISTORY_API_TOKEN' : 'off: HISTORY_API_TOKEN is not set'})`,
    ...setup.describe.map((line) => `  Chain:    ${line}`),
    `  Prices:   Chainlink feeds on-chain${config.priceApiUrl ? `, then ${withoutCredentials(config.priceApiUrl)} for tokens without a feed (and as a cross-check)` : ''}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${shownPath(config.dataDir)}`}`,
    `  Shared:   ${config.redisUrl ? `rate limits and price cache in Redis (${withoutCredentials(config.redisUrl)})` : 'nothing (no REDIS_URL): rate limits and price cache in this process'}`,
  ];
  if (setup.demoWallets.length > 0) {
    const width = Math.max(...setup.demoWallets.map((wallet) => wallet.label.length));
    lines.push('', 'Demo wallets: paste one into the app.');
    for (const wallet of setup.demoWallets) lines.push(`  ${wallet.label.padEnd(width)}  ${wallet.address}  ${wallet.description}`);
  }
  lines.push('', 'Press Ctrl+C to stop.', '');
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const store = await openStore({
      ...config,
      onConnectionError: (error) => {
        console.warn('A database connection broke (the next query reconnects):', error.message);
      },
      onStaleLock: (owner) => {
        const whose = owner ? `pid ${owner.pid}, started ${owner.startedAt}, which is no longer running` : 'an unreadable lock file';
        console.log(`DATA_DIR ${shownPath(config.dataDir)}: took over the lock of ${whose}`);
      },
      onLockLost: () => {
        console.error(`DATA_DIR ${shownPath(config.dataDir)}: the flock process holding its lock ended; another node could open it now. Restart this node.`);
      },
    });
    cleanups.unshift(() => store.close());
    let redis: SharedRedis | undefined;
    if (config.redisUrl) {
      const shared = connectRedis(config.redisUrl, {
        warn: (line) => {
          console.warn(line);
        },
        info: (line) => {
          console.log(line);
        },
      });
      cleanups.push(() => shared.close());
      await shared.connected();
      redis = shared;
    }
    const setup = await setUpChains(config);
    cleanups.unshift(setup.stop);
    const chains = connectChains(setup.chains, {
      rpc: config.rpc,
      priceCacheTtlMs: config.priceCacheTtlMs,
      closes: setup.closes ?? store.closes,
      onStoreError: (error) => {
        console.warn('Could not use the stored daily closes:', error instanceof Error ? error.message : error);
      },
      redis,
    });
    // Before the store closes: the daily closes a last read found are saved behind its answer.
    // Bounded, so a hung database cannot use up the shutdown's time: what is not stored by then
    // is searched again by the next read after a restart.
    cleanups.unshift(async () => {
      const saved = Promise.all(chains.map((chain) => chain.closesSaved())).then(() => true);
      const timedOut = new Promise<false>((resolve) => setTimeout(resolve, CLOSES_SAVE_WAIT_MS, false).unref());
      if (!(await Promise.race([saved, timedOut]))) console.warn(`Daily closes still being stored after ${CLOSES_SAVE_WAIT_MS} ms were left unsaved.`);
    });
    const app = await buildApp({
      config: {
        rateLimit: config.rateLimit,
        pricesRateLimit: config.pricesRateLimit,
        historyRateLimit: config.historyRateLimit,
        maxInFlightPerVisitor: config.maxInFlightPerVisitor,
        refusalHoldMs: config.refusalHoldMs,
        csp: config.csp,
        distDir: config.distDir,
        trustProxy: config.trustProxy,
        historyApiToken: config.historyApiToken,
        maxConnections: config.maxConnections,
      },
      store,
      redis,
      chains,
      fallbackPrices: config.priceApiUrl
        ? withReadingCache(
            createDefiLlamaSource({
              baseUrl: config.priceApiUrl,
              log: (line) => {
                console.warn(line);
              },
            }),
            config.priceCacheTtlMs,
            Date.now,
            redis && sharedReadings(redis, { namespace: 'defillama', ttlMs: config.priceCacheTtlMs }),
          )
        : undefined,
      priceRefresh: { ttlMs: config.priceCacheTtlMs, awaitFirstPass: false },
      recaptcha: config.recaptcha ? createRecaptchaVerifier(config.recaptcha) : undefined,
      demoWallets: setup.demoWallets,
      logger: { level: config.logLevel },
    });
    const url = await serve(app, { port: config.port, host: config.host, cleanups, drainMs: config.shutdownDrainMs, onSignal: setup.stopSupervising });
    printWelcome(url, setup, config);
  } catch (error) {
    await runAll(cleanups, () => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Ribbit could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
