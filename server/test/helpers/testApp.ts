/**
 * Builds the real app for route tests: real chain code pointed at `chain`
 * (a local anvil, or a port where nothing answers), a real PGlite store.
 */
import type { FastifyInstance } from 'fastify';
import { createServer, type AddressInfo } from 'node:net';
import type { Address } from 'viem';
import { buildApp, type AppDeps } from '../../src/app';
import { MULTICALL3_ADDRESS } from '../../src/chains/abis';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../src/chains/transport/client';
import type { AppConfig } from '../../src/config/config';
import type { TokenInfo } from '../../src/domain/types';
import { connectChains } from '../../src/prices/chainReader';
import type { Store } from '../../src/store';

/** The local demo chain the single-chain tests use: Ethereum (chain id 1). */
export const LOCAL_CHAIN_ID = 1;

export interface TestChain {
  rpcUrl: string;
  /** Several URLs of one chain, tried in order; overrides rpcUrl. */
  rpcUrls?: string[];
  chainId: number;
  multicall3: Address;
  tokens: TokenInfo[];
  /** A supervised demo chain's state (supervisor.ts). */
  isSeeding?: () => boolean;
  /** RPC_MAX_RPS_<id>: the chain's request gate; absent, none (as for the local chain). */
  maxRps?: number;
}

export interface TestAppOptions extends Partial<Omit<AppDeps, 'config' | 'store' | 'chains'>> {
  /** One chain, or several (`chains`); a chain's `rpcUrl` may be a comma-free single URL or `rpcUrls` several. */
  chain?: TestChain;
  chains?: TestChain[];
  store: Store;
  config?: Partial<AppConfig>;
}

/** The test apps' HISTORY_API_TOKEN: GET /api/history is an operators' route (routes/operatorToken.ts). */
export const TEST_HISTORY_TOKEN = 'test-operator-token-0123456789abcdef';
/** The headers of an operator's GET /api/history. */
export const OPERATOR_HEADERS = { authorization: `Bearer ${TEST_HISTORY_TOKEN}` };

export const TEST_APP_CONFIG: AppConfig = {
  rateLimit: { max: 1_000, windowMs: 60_000 },
  pricesRateLimit: { max: 1_000, windowMs: 60_000 },
  historyRateLimit: { max: 1_000, windowMs: 60_000 },
  historyApiToken: TEST_HISTORY_TOKEN,
  csp: { recaptcha: false, analytics: false },
  distDir: '/nonexistent/ribbit-dist',
};

export async function buildTestApp({ chain, chains, store, config, ...overrides }: TestAppOptions): Promise<FastifyInstance> {
  const specs = (chains ?? (chain ? [chain] : [])).map(({ rpcUrl, rpcUrls, ...rest }) => ({ ...rest, rpcUrls: rpcUrls ?? [rpcUrl] }));
  return buildApp({
    config: { ...TEST_APP_CONFIG, ...config },
    store,
    chains: connectChains(specs, {
      rpc: { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT },
      priceCacheTtlMs: 60_000,
      closes: store.closes,
    }),
    // Buy candidates come from the cache: warm it before the first request, as a running node would have.
    priceRefresh: { ttlMs: 60_000, awaitFirstPass: true },
    ...overrides,
  });
}

/** A localhost port that was free a moment ago and that nothing listens on: connections are refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return `http://127.0.0.1:${port}`;
}

/** An app with no chain behind it (refused connections), for tests that never reach the chain. */
export async function buildChainlessApp(store: Store, overrides: Omit<TestAppOptions, 'chain' | 'store'> = {}): Promise<FastifyInstance> {
  const chain = { rpcUrl: await closedPortUrl(), chainId: LOCAL_CHAIN_ID, multicall3: MULTICALL3_ADDRESS, tokens: [] };
  return buildTestApp({ chain, store, ...overrides });
}
