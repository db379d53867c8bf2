/**
 * The service as the benchmarks run it: in this process, logging at production's default level
 * (info: a line per request and per reply) to /dev/null so the tables stay readable, with the
 * production JSON-RPC and price-cache settings. Each benchmark says what it changes.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../server/src/app';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../server/src/chains/transport/client';
import type { AppConfig } from '../../server/src/config/config';
import { startLocalChain, type LocalChain } from '../../server/demo/localChain';
import { DEFAULT_PRICE_CACHE_TTL_MS } from '../../server/src/prices/readingCache';
import { connectChains, type ChainReader, type ChainSpec } from '../../server/src/prices/chainReader';
import { openStore, type Store } from '../../server/src/store';
import type { RetentionRule } from '../../server/src/store/retention';

/** No rate limit a benchmark's load could meet: what is measured is the work, not the refusals. */
export const NO_LIMITS = {
  rateLimit: { max: 1_000_000, windowMs: 60_000 },
  maxInFlightPerVisitor: 1_000_000,
  csp: { recaptcha: false, analytics: false },
} satisfies Partial<AppConfig>;

/** Prices refreshed in the background as in production, the first pass awaited so the first request is warm. */
export const PRODUCTION_REFRESH: AppDeps['priceRefresh'] = { ttlMs: DEFAULT_PRICE_CACHE_TTL_MS, awaitFirstPass: true };

export interface BuildBenchAppOptions {
  chains: readonly ChainSpec[];
  store: Store;
  /** distDir is always ./dist. */
  config: Omit<AppConfig, 'distDir'>;
  priceRefresh: AppDeps['priceRefresh'];
  /** Readers wired by the benchmark itself; by default the production wiring of `chains`. */
  readers?: ChainReader[];
}

/** The production wiring of `chains`' readers, as buildBenchApp makes them by default. */
export function benchReaders(chains: readonly ChainSpec[], store: Store): ChainReader[] {
  return connectChains(chains, {
    rpc: { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT },
    priceCacheTtlMs: DEFAULT_PRICE_CACHE_TTL_MS,
    closes: store.closes,
  });
}

export function buildBenchApp({ chains, store, config, priceRefresh, readers }: BuildBenchAppOptions): Promise<FastifyInstance> {
  return buildApp({
    config: { ...config, distDir: path.resolve('dist') },
    store,
    logger: { level: 'info', stream: createWriteStream('/dev/null') },
    chains: readers ?? benchReaders(chains, store),
    priceRefresh,
  });
}

/** The seeded local chain as the one configured chain. */
export const onlyChain = (chain: LocalChain): ChainSpec[] => [{ ...chain, rpcUrls: [chain.rpcUrl] }];

/** Runs `work` with a fresh temporary directory, deleted afterwards whatever happens. */
export async function inScratchDir(prefix: string, work: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A benchmark's entry point: a failure is printed and exits 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

export interface LocalBench {
  chain: LocalChain;
  store: Store;
  dataDir: string;
}

/**
 * A benchmark on the seeded local chain with a PGlite store in a fresh DATA_DIR (`retention`:
 * its rule, from that DATA_DIR's config; none by default): both are closed and the directory
 * deleted afterwards, and a failure exits 1.
 */
export function runOnLocalChain(prefix: string, work: (bench: LocalBench) => Promise<void>, retention?: (dataDir: string) => RetentionRule): void {
  runBench(() =>
    inScratchDir(prefix, async (dataDir) => {
      const chain = await startLocalChain();
      const store = await openStore({ databaseUrl: null, dataDir, retention: retention?.(dataDir) });
      try {
        await work({ chain, store, dataDir });
      } finally {
        await store.close();
        await chain.stop();
      }
    }),
  );
}

/** The demo wallet of `profile` (whale, balanced, …) on the seeded chain. */
export function demoWallet(chain: Pick<LocalChain, 'demoWallets'>, profile: string): string {
  const found = chain.demoWallets.find((wallet) => wallet.profile === profile);
  if (!found) throw new Error(`the local chain has no ${profile} demo wallet`);
  return found.address;
}
