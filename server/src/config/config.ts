/**
 * The service's configuration, read once from the environment and validated
 * at start. A bad value stops the start with a message naming the variable.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getAddress, isAddress, type Address } from 'viem';
import { MULTICALL3_ADDRESS } from '../chain/abis';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../chain/client';
import { DEFAULT_PRICE_CACHE_TTL_MS } from '../prices/cache';
import { ConfigError, EnvReader, type Env } from './readers';

export interface RemoteChainConfig {
  rpcUrl: string;
  chainId: number;
  /** A file path or an https: URL of a Uniswap-format token list. */
  tokenList: string;
  multicall3: Address;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** null: no RPC_URL was given, so the service starts its own local anvil chain. */
  remoteChain: RemoteChainConfig | null;
  /** null: use the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** null: reCAPTCHA is not verified. `hostnames` null: the request's own host is the allowed one. */
  recaptcha: { secret: string; hostnames: string[] | null } | null;
  /** Which third-party hosts the Content-Security-Policy lets in. */
  csp: { recaptcha: boolean; analytics: boolean };
  rateLimit: { max: number; windowMs: number };
  priceCacheTtlMs: number;
  rpc: { timeoutMs: number; retryCount: number };
  logLevel: LogLevel;
  /** The built web app. */
  distDir: string;
}

/** What `buildApp` needs of the configuration; the chain id is known only once the chain is up. */
export type AppConfig = Pick<Config, 'rateLimit' | 'csp' | 'distDir'> & { chainId: number };

const DAY_MS = 86_400_000;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const read = new EnvReader(env);
  const rpcUrl = read.url('RPC_URL', ['http:', 'https:']);
  const config: Config = {
    port: read.integer('PORT', 8080, { min: 0, max: 65_535 }),
    host: read.string('HOST') ?? '127.0.0.1',
    remoteChain: read.string('RPC_URL') === undefined ? null : readRemoteChain(read, rpcUrl ?? '', cwd),
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']) ?? null,
    dataDir: path.resolve(cwd, read.string('DATA_DIR') ?? 'data'),
    recaptcha: readRecaptcha(read),
    csp: {
      recaptcha: read.string('RECAPTCHA_SITE_KEY') !== undefined || read.string('RECAPTCHA_SECRET') !== undefined,
      analytics: read.string('GA_MEASUREMENT_ID') !== undefined,
    },
    rateLimit: {
      max: read.integer('RATE_LIMIT_MAX', 30, { min: 1, max: 1_000_000 }),
      windowMs: read.integer('RATE_LIMIT_WINDOW_MS', 60_000, { min: 1_000, max: DAY_MS }),
    },
    priceCacheTtlMs: read.integer('PRICE_CACHE_TTL_MS', DEFAULT_PRICE_CACHE_TTL_MS, { min: 0, max: DAY_MS }),
    rpc: {
      timeoutMs: read.integer('RPC_TIMEOUT_MS', DEFAULT_RPC_TIMEOUT_MS, { min: 100, max: 60_000 }),
      retryCount: read.integer('RPC_RETRY_COUNT', DEFAULT_RPC_RETRY_COUNT, { min: 0, max: 10 }),
    },
    logLevel: readLogLevel(read),
    distDir: path.resolve(cwd, 'dist'),
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

function readRemoteChain(read: EnvReader, rpcUrl: string, cwd: string): RemoteChainConfig {
  read.require('CHAIN_ID', 'when RPC_URL is set');
  read.require('TOKEN_LIST', 'when RPC_URL is set (a file path or an https URL)');
  const multicall3 = read.string('MULTICALL3_ADDRESS') ?? MULTICALL3_ADDRESS;
  if (!isAddress(multicall3, { strict: false })) {
    read.problem(`MULTICALL3_ADDRESS must be a 0x-prefixed 40-hex-digit address (got "${multicall3}")`);
  }
  return {
    rpcUrl,
    chainId: read.integer('CHAIN_ID', 0, { min: 1, max: Number.MAX_SAFE_INTEGER }),
    tokenList: readTokenListSource(read, cwd),
    multicall3: isAddress(multicall3, { strict: false }) ? getAddress(multicall3) : MULTICALL3_ADDRESS,
  };
}

function readTokenListSource(read: EnvReader, cwd: string): string {
  const raw = read.string('TOKEN_LIST');
  if (raw === undefined) return '';
  if (raw.includes('://')) return read.url('TOKEN_LIST', ['https:']) ?? '';
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

function readLogLevel(read: EnvReader): LogLevel {
  const raw = read.string('LOG_LEVEL') ?? 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (level) return level;
  read.problem(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  return 'info';
}
