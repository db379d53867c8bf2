/**
 * The service's configuration, read once from the environment and validated
 * at start. A bad value stops the start with a message naming the variable.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getAddress, isAddress, type Address } from 'viem';
import { MULTICALL3_ADDRESS } from '../chains/abis';
import { CHAIN_DEFINITIONS } from '../domain/chains';
import { bundledRegistry } from '../chains/registry/load';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../chains/transport/client';
import { DEFAULT_PRICE_CACHE_TTL_MS } from '../prices/readingCache';
import { DEFAULT_RETENTION, type RetentionRule } from '../store/retention';
import { MIN_OPERATOR_TOKEN_LENGTH } from '../routes/operatorToken';
import { ConfigError, EnvReader, type Env } from './readers';
import { defaultMaxConnections } from './connections';

export interface RemoteChainConfig {
  chainId: number;
  /** Tried in order: when one fails or hangs, the next is used. */
  rpcUrls: string[];
  /** The variables that named this chain and its URLs, for messages: RPC_URL_8453, or RPC_URL with CHAIN_ID. */
  variables: { rpcUrl: string; chainId?: string };
  /** Most JSON-RPC requests per second Ribbit sends this chain (RPC_MAX_RPS_<id>). */
  maxRps: number;
  multicall3: Address;
}

/** Free-tier RPC keys allow roughly 6–12 eth_call/s: stay under the low end unless told otherwise. */
export const DEFAULT_RPC_MAX_RPS = 5;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** null: no RPC URL was given, so the service starts its own local anvil chains. */
  chains: RemoteChainConfig[] | null;
  /** A file path or an https: URL of a Uniswap-format token list adding to (or overriding) the bundled registries; null: none. */
  tokenList: string | null;
  /** DefiLlama's coins API base URL (PRICE_API_URL); null: off, nothing leaves the machine for prices. */
  priceApiUrl: string | null;
  /** null: use the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** null: reCAPTCHA is not verified. `hostnames` null: the request's own host is the allowed one. */
  recaptcha: { secret: string; hostnames: string[] | null } | null;
  /** Which third-party hosts the Content-Security-Policy lets in. */
  csp: { recaptcha: boolean; analytics: boolean };
  rateLimit: { max: number; windowMs: number };
  /** GET /api/prices per IP per window (the same window as rateLimit's). */
  pricesRateLimit: { max: number; windowMs: number };
  /** GET /api/history per IP per window (the same window as rateLimit's). */
  historyRateLimit: { max: number; windowMs: number };
  /** VISITOR_MAX_IN_FLIGHT: requests of one IP in work at once on a node, on the routes with a rate limit. */
  maxInFlightPerVisitor: number;
  /** REFUSAL_HOLD_MS: a visitor refused (429) that asks again within this time gets its next refusal only after it. */
  refusalHoldMs: number;
  priceCacheTtlMs: number;
  rpc: { timeoutMs: number; retryCount: number };
  logLevel: LogLevel;
  /** REDIS_URL: rate limits and price histories shared by every node; null: kept in this process. */
  redisUrl: string | null;
  /**
   * TRUST_PROXY: the load balancers' addresses (or CIDRs) whose X-Forwarded-For is believed;
   * false: the connecting address is the client, as without a proxy.
   */
  trustProxy: string[] | false;
  /** SHUTDOWN_DRAIN_MS: on SIGTERM, /api/ready answers 503 this long before the node stops accepting. */
  shutdownDrainMs: number;
  /** MAX_CONNECTIONS: connections the node holds at once; past it a new one is closed at once (config/connections.ts). */
  maxConnections: number;
  /** The built web app. */
  distDir: string;
  /** HISTORY_RETENTION_DAYS and HISTORY_MAX_PER_WALLET: stored recommendations past either are deleted as the store writes. */
  retention: RetentionRule;
  /** HISTORY_API_TOKEN: the operators' bearer token for GET /api/history; null: the route is off (404). */
  historyApiToken: string | null;
}

/** What `buildApp` needs of the configuration. */
/** `pricesRateLimit` absent: DEFAULT_PRICES_RATE_LIMIT; `historyRateLimit` absent: DEFAULT_HISTORY_RATE_LIMIT; `historyApiToken` absent: history off. */
export type AppConfig = Pick<Config, 'rateLimit' | 'csp' | 'distDir'> &
  Partial<
    Pick<Config, 'pricesRateLimit' | 'historyRateLimit' | 'maxInFlightPerVisitor' | 'refusalHoldMs' | 'trustProxy' | 'historyApiToken' | 'maxConnections'>
  >;

/** A browser tab sends one POST at a time and a few price requests together; a flood sends ten or more. */
export const DEFAULT_MAX_IN_FLIGHT_PER_VISITOR = 4;

/**
 * Browsers do not wait for Retry-After by themselves; Ribbit's web app retries a 429 after 1, 2 and
 * 4 s counted from the answer (src/api/api.ts), so one tab is never held. Two tabs, or visitors
 * behind one NAT, asking the same route within 1 s of each other's refusal can be held 1–2 s.
 */
export const DEFAULT_REFUSAL_HOLD_MS = 1_000;

/** A hold lasts up to two REFUSAL_HOLD_MS: kept to seconds, well inside the shutdown's time-out (server.ts). */
export const MAX_REFUSAL_HOLD_MS = 5_000;

/** Long enough for a load balancer polling /api/ready every second or so to see the node leave. */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 2_000;

const DAY_MS = 86_400_000;

/** GET /api/prices per IP per minute: a history page asks once per visit, in requests of up to 100 tokens. */
export const DEFAULT_PRICES_RATE_LIMIT = { max: 60, windowMs: 60_000 };

/** GET /api/history per IP per minute: pages of 5 by default, so 30 pages is a wallet's 150 latest answers. */
export const DEFAULT_HISTORY_RATE_LIMIT = { max: 30, windowMs: 60_000 };

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const read = new EnvReader(env);
  // Both limits count over this window; read once, so a bad value is named once.
  const rateLimitWindowMs = read.integer('RATE_LIMIT_WINDOW_MS', 60_000, { min: 1_000, max: DAY_MS });
  const config: Config = {
    port: read.integer('PORT', 8080, { min: 0, max: 65_535 }),
    host: read.string('HOST') ?? '127.0.0.1',
    chains: readChains(read),
    tokenList: readTokenListSource(read, cwd),
    priceApiUrl: read.url('PRICE_API_URL', ['http:', 'https:']) ?? null,
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']) ?? null,
    dataDir: path.resolve(cwd, read.string('DATA_DIR') ?? 'data'),
    recaptcha: readRecaptcha(read),
    csp: {
      recaptcha: read.string('RECAPTCHA_SITE_KEY') !== undefined || read.string('RECAPTCHA_SECRET') !== undefined,
      analytics: read.string('GA_MEASUREMENT_ID') !== undefined,
    },
    rateLimit: {
      max: read.integer('RATE_LIMIT_MAX', 30, { min: 1, max: 1_000_000 }),
      windowMs: rateLimitWindowMs,
    },
    pricesRateLimit: {
      max: read.integer('PRICES_RATE_LIMIT_MAX', DEFAULT_PRICES_RATE_LIMIT.max, { min: 1, max: 1_000_000 }),
      windowMs: rateLimitWindowMs,
    },
    historyRateLimit: {
      max: read.integer('HISTORY_RATE_LIMIT_MAX', DEFAULT_HISTORY_RATE_LIMIT.max, { min: 1, max: 1_000_000 }),
      windowMs: rateLimitWindowMs,
    },
    maxInFlightPerVisitor: read.integer('VISITOR_MAX_IN_FLIGHT', DEFAULT_MAX_IN_FLIGHT_PER_VISITOR, { min: 1, max: 1_000_000 }),
    refusalHoldMs: read.integer('REFUSAL_HOLD_MS', DEFAULT_REFUSAL_HOLD_MS, { min: 0, max: MAX_REFUSAL_HOLD_MS }),
    priceCacheTtlMs: read.integer('PRICE_CACHE_TTL_MS', DEFAULT_PRICE_CACHE_TTL_MS, { min: 0, max: DAY_MS }),
    rpc: {
      timeoutMs: read.integer('RPC_TIMEOUT_MS', DEFAULT_RPC_TIMEOUT_MS, { min: 100, max: 60_000 }),
      retryCount: read.integer('RPC_RETRY_COUNT', DEFAULT_RPC_RETRY_COUNT, { min: 0, max: 10 }),
    },
    logLevel: readLogLevel(read),
    redisUrl: read.url('REDIS_URL', ['redis:', 'rediss:']) ?? null,
    trustProxy: readTrustProxy(read),
    shutdownDrainMs: read.integer('SHUTDOWN_DRAIN_MS', DEFAULT_SHUTDOWN_DRAIN_MS, { min: 0, max: 60_000 }),
    maxConnections: read.integer('MAX_CONNECTIONS', defaultMaxConnections(), { min: 1, max: 1_000_000 }),
    distDir: path.resolve(cwd, 'dist'),
    retention: {
      maxAgeDays: read.integer('HISTORY_RETENTION_DAYS', DEFAULT_RETENTION.maxAgeDays, { min: 1, max: 36_500 }),
      maxPerWallet: read.integer('HISTORY_MAX_PER_WALLET', DEFAULT_RETENTION.maxPerWallet, { min: 1, max: 1_000_000 }),
    },
    historyApiToken: readOperatorToken(read, 'HISTORY_API_TOKEN'),
  };
  for (const chain of config.chains ?? []) {
    // chainId 0: CHAIN_ID itself was missing or bad, and is reported already.
    if (chain.chainId > 0 && config.tokenList === null && bundledRegistry(chain.chainId) === null) {
      read.problem(
        `TOKEN_LIST is required for chain ${chain.chainId}: Ribbit ships token registries only for ${CHAIN_DEFINITIONS.map((known) => known.id).join(', ')}`,
      );
    }
  }
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

const RPC_URL_VARIABLE = /^RPC_URL_(\d+)$/;
/** A chain id as a variable suffix: no sign, no leading zero (RPC_URL_01 would be a second chain 1). */
const CANONICAL_CHAIN_ID = /^[1-9]\d*$/;

/**
 * The chains to read, from one of three forms:
 * - CHAINS=1,8453 with RPC_URL_1 and RPC_URL_8453;
 * - RPC_URL_<id> alone (every such variable is a chain);
 * - RPC_URL with CHAIN_ID: one chain, as in v0.1.
 * null when none is given: the local demo chains. Each RPC variable may list several URLs, comma-separated.
 */
function readChains(read: EnvReader): RemoteChainConfig[] | null {
  const multicall3 = readMulticall3(read);
  const chain = (chainId: number, variable: string, chainIdVariable?: string): RemoteChainConfig => ({
    chainId,
    rpcUrls: read.urlList(variable, ['http:', 'https:']) ?? [],
    variables: { rpcUrl: variable, ...(chainIdVariable ? { chainId: chainIdVariable } : {}) },
    maxRps: read.integer(`RPC_MAX_RPS_${chainId}`, DEFAULT_RPC_MAX_RPS, { min: 1, max: 10_000 }),
    multicall3,
  });
  const listed = read.list('CHAINS');
  if (listed !== undefined) {
    const ids = listed.map((raw) => (CANONICAL_CHAIN_ID.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : NaN));
    if (ids.some(Number.isNaN) || ids.length === 0) {
      read.problem(`CHAINS must be chain ids separated by commas, e.g. "1,8453,42161" (got "${read.string('CHAINS') ?? ''}")`);
      return null;
    }
    const distinct = [...new Set(ids)];
    for (const id of distinct) read.require(`RPC_URL_${id}`, `because CHAINS lists ${id}`);
    return distinct.map((id) => chain(id, `RPC_URL_${id}`));
  }
  const perChainNames = read.names(RPC_URL_VARIABLE);
  for (const name of perChainNames.filter((candidate) => !CANONICAL_CHAIN_ID.test(candidate.slice('RPC_URL_'.length)))) {
    read.problem(`${name} does not name a chain id: use RPC_URL_<id> with the id as written in CHAINS (1, 8453…)`);
  }
  const perChain = perChainNames
    .map((name) => name.slice('RPC_URL_'.length))
    .filter((id) => CANONICAL_CHAIN_ID.test(id))
    .map(Number);
  if (perChainNames.length > 0) {
    if (read.string('RPC_URL') !== undefined) read.problem('RPC_URL cannot be combined with RPC_URL_<chainId>: use one form');
    return perChain.sort((a, b) => a - b).map((id) => chain(id, `RPC_URL_${id}`));
  }
  if (read.string('RPC_URL') === undefined) return null;
  read.require('CHAIN_ID', 'when RPC_URL is set');
  return [chain(read.integer('CHAIN_ID', 0, { min: 1, max: Number.MAX_SAFE_INTEGER }), 'RPC_URL', 'CHAIN_ID')];
}

function readMulticall3(read: EnvReader): Address {
  const multicall3 = read.string('MULTICALL3_ADDRESS') ?? MULTICALL3_ADDRESS;
  if (isAddress(multicall3, { strict: false })) return getAddress(multicall3);
  read.problem(`MULTICALL3_ADDRESS must be a 0x-prefixed 40-hex-digit address (got "${multicall3}")`);
  return MULTICALL3_ADDRESS;
}

function readTokenListSource(read: EnvReader, cwd: string): string | null {
  const raw = read.string('TOKEN_LIST');
  if (raw === undefined) return null;
  if (raw.includes('://')) return read.url('TOKEN_LIST', ['https:']) ?? null;
  const file = path.resolve(cwd, raw);
  if (!existsSync(file)) read.problem(`TOKEN_LIST file does not exist: ${file}`);
  return file;
}

function readRecaptcha(read: EnvReader): Config['recaptcha'] {
  const secret = read.string('RECAPTCHA_SECRET');
  const hostnames = read.list('RECAPTCHA_HOSTNAMES');
  if (secret === undefined) return null;
  return { secret, hostnames: hostnames && hostnames.length > 0 ? hostnames : null };
}

/** A bearer token: long enough not to be guessed, and only characters a header carries as they are. */
function readOperatorToken(read: EnvReader, name: string): string | null {
  const token = read.string(name);
  if (token === undefined) return null;
  if (token.length < MIN_OPERATOR_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(token)) {
    read.problem(
      `${name} must be at least ${MIN_OPERATOR_TOKEN_LENGTH} printable characters without spaces, e.g. from \`openssl rand -hex 32\` (got ${token.length} characters)`,
    );
    return null;
  }
  return token;
}

function readLogLevel(read: EnvReader): LogLevel {
  const raw = read.string('LOG_LEVEL') ?? 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (level) return level;
  read.problem(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  return 'info';
}

/** The proxies' addresses or CIDRs ("127.0.0.1,10.0.0.0/8"); "true" is refused: any client could then choose its IP. */
function readTrustProxy(read: EnvReader): Config['trustProxy'] {
  const items = read.list('TRUST_PROXY');
  if (items === undefined) return false;
  if (items.length === 0 || items.some((item) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(item))) {
    read.problem(
      `TRUST_PROXY must be the load balancers' addresses or CIDRs, comma-separated, e.g. "127.0.0.1,10.0.0.0/8" (got "${read.string('TRUST_PROXY')}")`,
    );
    return false;
  }
  return items;
}
