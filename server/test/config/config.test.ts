import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../src/chains/transport/client';
import { MULTICALL3_ADDRESS } from '../../src/chains/abis';
import { DEFAULT_RPC_MAX_RPS, loadConfig } from '../../src/config/config';
import { defaultMaxConnections } from '../../src/config/connections';
import { ConfigError } from '../../src/config/readers';

const cwd = mkdtempSync(path.join(tmpdir(), 'ribbit-config-'));
writeFileSync(path.join(cwd, 'tokens.json'), '{"tokens":[]}');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.problems;
  }
  assert.fail('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('starts on the local chain with safe defaults when nothing is set', () => {
    const config = loadConfig({}, cwd);
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.chains, null);
    assert.equal(config.tokenList, null);
    assert.equal(config.priceApiUrl, null);
    assert.equal(config.databaseUrl, null);
    assert.equal(config.dataDir, path.join(cwd, 'data'));
    assert.equal(config.recaptcha, null);
    assert.deepEqual(config.csp, { recaptcha: false, analytics: false });
    assert.deepEqual(config.rateLimit, { max: 30, windowMs: 60_000 });
    assert.deepEqual(config.pricesRateLimit, { max: 60, windowMs: 60_000 });
    assert.deepEqual(config.historyRateLimit, { max: 30, windowMs: 60_000 });
    assert.deepEqual(config.retention, { maxAgeDays: 90, maxPerWallet: 100 });
    assert.equal(config.maxInFlightPerVisitor, 4);
    assert.deepEqual(config.rpc, { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT });
    assert.equal(config.historyApiToken, null, 'GET /api/history is off');
  });

  it("reads the operators' HISTORY_API_TOKEN, and refuses one short enough to guess or that a header would not carry as is", () => {
    const token = 'f'.repeat(64);
    assert.equal(loadConfig({ HISTORY_API_TOKEN: token }, cwd).historyApiToken, token);
    const refused = (got: string) =>
      `HISTORY_API_TOKEN must be at least 32 printable characters without spaces, e.g. from \`openssl rand -hex 32\` (got ${got} characters)`;
    assert.deepEqual(problemsOf({ HISTORY_API_TOKEN: 'secret' }), [refused('6')]);
    assert.deepEqual(problemsOf({ HISTORY_API_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` }), [refused('41')]);
  });

  it('reads RPC_URL with CHAIN_ID as one chain, as v0.1 did, with the canonical Multicall3 by default', () => {
    const config = loadConfig({ RPC_URL: 'https://rpc.example.org', CHAIN_ID: '8453', TOKEN_LIST: 'tokens.json' }, cwd);
    assert.deepEqual(config.chains, [
      {
        chainId: 8453,
        rpcUrls: ['https://rpc.example.org'],
        variables: { rpcUrl: 'RPC_URL', chainId: 'CHAIN_ID' },
        maxRps: DEFAULT_RPC_MAX_RPS,
        multicall3: MULTICALL3_ADDRESS,
      },
    ]);
    assert.equal(config.tokenList, path.join(cwd, 'tokens.json'));
  });

  it('reads CHAINS with one RPC_URL_<id> each, several URLs in order, and a request budget per chain', () => {
    const config = loadConfig(
      { CHAINS: '1, 8453', RPC_URL_1: 'https://a.example/v2/k, https://b.example', RPC_URL_8453: 'https://base.example', RPC_MAX_RPS_8453: '20' },
      cwd,
    );
    assert.deepEqual(
      config.chains?.map(({ chainId, rpcUrls, maxRps, variables }) => ({ chainId, rpcUrls, maxRps, variables })),
      [
        { chainId: 1, rpcUrls: ['https://a.example/v2/k', 'https://b.example'], maxRps: DEFAULT_RPC_MAX_RPS, variables: { rpcUrl: 'RPC_URL_1' } },
        { chainId: 8453, rpcUrls: ['https://base.example'], maxRps: 20, variables: { rpcUrl: 'RPC_URL_8453' } },
      ],
    );
    // Both chains have a bundled registry, so no TOKEN_LIST is needed.
    assert.equal(config.tokenList, null);
  });

  it('takes every RPC_URL_<id> as a chain when CHAINS is not set', () => {
    const config = loadConfig({ RPC_URL_42161: 'https://arb.example', RPC_URL_10: 'https://op.example' }, cwd);
    assert.deepEqual(
      config.chains?.map((chain) => chain.chainId),
      [10, 42161],
    );
  });

  it('names the missing or bad variable of each chain form', () => {
    assert.deepEqual(problemsOf({ CHAINS: '1,8453', RPC_URL_1: 'https://a.example' }), ['RPC_URL_8453 is required because CHAINS lists 8453']);
    assert.deepEqual(problemsOf({ CHAINS: 'mainnet' }), ['CHAINS must be chain ids separated by commas, e.g. "1,8453,42161" (got "mainnet")']);
    assert.deepEqual(problemsOf({ RPC_URL_1: 'https://a.example, ws://b.example' }), [
      'RPC_URL_1 must be one or more URLs using http: or https:, separated by commas (got "ws://b.example")',
    ]);
    assert.deepEqual(problemsOf({ RPC_URL_1: 'https://a.example', RPC_URL: 'https://b.example' }), [
      'RPC_URL cannot be combined with RPC_URL_<chainId>: use one form',
    ]);
    assert.deepEqual(problemsOf({ RPC_URL_1: 'https://a.example', RPC_MAX_RPS_1: '0' }), ['RPC_MAX_RPS_1 must be a whole number from 1 to 10000 (got "0")']);
    // RPC_URL_01 would read chain 1 twice; RPC_URL_0 names no chain.
    assert.deepEqual(problemsOf({ RPC_URL_1: 'https://a.example', RPC_URL_01: 'https://b.example', RPC_URL_0: 'https://c.example' }), [
      'RPC_URL_01 does not name a chain id: use RPC_URL_<id> with the id as written in CHAINS (1, 8453…)',
      'RPC_URL_0 does not name a chain id: use RPC_URL_<id> with the id as written in CHAINS (1, 8453…)',
    ]);
  });

  it('requires TOKEN_LIST only for a chain Ribbit ships no registry of', () => {
    assert.deepEqual(problemsOf({ RPC_URL_100: 'https://gnosis.example' }), [
      'TOKEN_LIST is required for chain 100: Ribbit ships token registries only for 1, 10, 137, 8453, 42161',
    ]);
    assert.equal(loadConfig({ RPC_URL_100: 'https://gnosis.example', TOKEN_LIST: 'tokens.json' }, cwd).chains?.[0].chainId, 100);
  });

  it('switches the HTTP price source on with PRICE_API_URL only', () => {
    assert.equal(loadConfig({ PRICE_API_URL: 'https://coins.llama.fi' }, cwd).priceApiUrl, 'https://coins.llama.fi');
    assert.deepEqual(problemsOf({ PRICE_API_URL: 'coins.llama.fi' }), ['PRICE_API_URL must be a URL using http: or https: (got "coins.llama.fi")']);
  });

  it('checksums a given Multicall3 address and accepts an https token list', () => {
    const config = loadConfig(
      {
        RPC_URL: 'http://127.0.0.1:8545',
        CHAIN_ID: '1',
        TOKEN_LIST: 'https://tokens.example.org/list.json',
        MULTICALL3_ADDRESS: '0xca11bde05977b3631167028862be2a173976ca11',
      },
      cwd,
    );
    assert.equal(config.chains?.[0].multicall3, MULTICALL3_ADDRESS);
    assert.equal(config.tokenList, 'https://tokens.example.org/list.json');
  });

  it('reads the optional services and limits', () => {
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://ribbit@localhost/ribbit',
        RECAPTCHA_SECRET: 's3cret',
        RECAPTCHA_HOSTNAMES: 'ribbit.example, www.ribbit.example',
        GA_MEASUREMENT_ID: 'G-TEST',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_MS: '10000',
        PRICES_RATE_LIMIT_MAX: '12',
        HISTORY_RATE_LIMIT_MAX: '7',
        HISTORY_RETENTION_DAYS: '14',
        HISTORY_MAX_PER_WALLET: '20',
        VISITOR_MAX_IN_FLIGHT: '2',
        REFUSAL_HOLD_MS: '250',
        PRICE_CACHE_TTL_MS: '0',
      },
      cwd,
    );
    assert.equal(config.port, 0);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.databaseUrl, 'postgres://ribbit@localhost/ribbit');
    assert.deepEqual(config.recaptcha, { secret: 's3cret', hostnames: ['ribbit.example', 'www.ribbit.example'] });
    assert.deepEqual(config.csp, { recaptcha: true, analytics: true });
    assert.deepEqual(config.rateLimit, { max: 5, windowMs: 10_000 });
    assert.deepEqual(config.pricesRateLimit, { max: 12, windowMs: 10_000 });
    assert.deepEqual(config.historyRateLimit, { max: 7, windowMs: 10_000 });
    assert.deepEqual(config.retention, { maxAgeDays: 14, maxPerWallet: 20 });
    assert.equal(config.maxInFlightPerVisitor, 2);
    assert.equal(config.refusalHoldMs, 250);
    assert.equal(config.priceCacheTtlMs, 0);
  });

  it('reads the multi-node settings: Redis, the trusted load balancers and the drain', () => {
    const config = loadConfig({ REDIS_URL: 'redis://:pw@redis.internal:6379/0', TRUST_PROXY: '10.0.0.5, 10.0.1.0/24', SHUTDOWN_DRAIN_MS: '5000' }, cwd);
    assert.equal(config.redisUrl, 'redis://:pw@redis.internal:6379/0');
    assert.deepEqual(config.trustProxy, ['10.0.0.5', '10.0.1.0/24']);
    assert.equal(config.shutdownDrainMs, 5_000);
    const defaults = loadConfig({}, cwd);
    assert.equal(defaults.redisUrl, null, 'no Redis unless asked: npm start needs none');
    assert.equal(defaults.trustProxy, false);
    assert.equal(defaults.shutdownDrainMs, 2_000);
  });

  it('caps connections at MAX_CONNECTIONS, by default 10,000 or what the open-file limit leaves room for', () => {
    assert.equal(loadConfig({ MAX_CONNECTIONS: '2500' }, cwd).maxConnections, 2_500);
    assert.equal(loadConfig({}, cwd).maxConnections, defaultMaxConnections());
    assert.equal(defaultMaxConnections(1_048_576), 10_000);
    assert.equal(defaultMaxConnections(4_096), 4_096 - 512, 'the chains, Redis and the database keep 512 descriptors');
    assert.equal(defaultMaxConnections(null), 10_000, 'where /proc does not say');
    assert.deepEqual(problemsOf({ MAX_CONNECTIONS: '0' }), ['MAX_CONNECTIONS must be a whole number from 1 to 1000000 (got "0")']);
  });

  it('refuses a non-Redis URL, a TRUST_PROXY that would trust everyone, and a drain over a minute', () => {
    assert.deepEqual(problemsOf({ REDIS_URL: 'http://:secret@redis:6379', TRUST_PROXY: 'true', SHUTDOWN_DRAIN_MS: '90000' }), [
      'REDIS_URL must be a URL using redis: or rediss: (got "http://redis:6379")',
      'TRUST_PROXY must be the load balancers\' addresses or CIDRs, comma-separated, e.g. "127.0.0.1,10.0.0.0/8" (got "true")',
      'SHUTDOWN_DRAIN_MS must be a whole number from 0 to 60000 (got "90000")',
    ]);
  });

  it('refuses a refusal hold over 5 s: held requests must not outlast a shutdown', () => {
    assert.deepEqual(problemsOf({ REFUSAL_HOLD_MS: '60000' }), ['REFUSAL_HOLD_MS must be a whole number from 0 to 5000 (got "60000")']);
    assert.equal(loadConfig({ REFUSAL_HOLD_MS: '5000' }, cwd).refusalHoldMs, 5_000);
  });

  it('names each bad variable, all at once', () => {
    const problems = problemsOf({ PORT: 'eighty', RATE_LIMIT_MAX: '0', RATE_LIMIT_WINDOW_MS: '10', DATABASE_URL: 'mysql://x', RPC_TIMEOUT_MS: '1.5' });
    assert.deepEqual(problems, [
      'RATE_LIMIT_WINDOW_MS must be a whole number from 1000 to 86400000 (got "10")',
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'DATABASE_URL must be a URL using postgres: or postgresql: (got "mysql://x")',
      'RATE_LIMIT_MAX must be a whole number from 1 to 1000000 (got "0")',
      'RPC_TIMEOUT_MS must be a whole number from 100 to 60000 (got "1.5")',
    ]);
  });

  it('requires CHAIN_ID with RPC_URL', () => {
    assert.deepEqual(problemsOf({ RPC_URL: 'https://rpc.example.org' }), ['CHAIN_ID is required when RPC_URL is set']);
  });

  it('refuses a malformed RPC URL, a missing token list file, an http token list and a bad Multicall3', () => {
    const problems = problemsOf({ RPC_URL: 'localhost:8545', CHAIN_ID: '1', TOKEN_LIST: 'missing.json', MULTICALL3_ADDRESS: '0x1234' });
    assert.match(problems.join('\n'), /RPC_URL must be one or more URLs using http: or https:, separated by commas \(got "localhost:8545"\)/);
    assert.match(problems.join('\n'), /MULTICALL3_ADDRESS must be a 0x-prefixed 40-hex-digit address \(got "0x1234"\)/);
    assert.match(problems.join('\n'), /TOKEN_LIST file does not exist: .*missing\.json/);
    assert.deepEqual(problemsOf({ RPC_URL: 'https://r.example', CHAIN_ID: '1', TOKEN_LIST: 'http://t.example/l.json' }), [
      'TOKEN_LIST must be a URL using https: (got "http://t.example/l.json")',
    ]);
  });

  it('never repeats a password from a refused URL', () => {
    assert.deepEqual(problemsOf({ DATABASE_URL: 'mysql://ribbit:s3cret@db.example/ribbit' }), [
      'DATABASE_URL must be a URL using postgres: or postgresql: (got "mysql://db.example/ribbit")',
    ]);
  });

  it('puts every problem into one readable message', () => {
    assert.throws(() => loadConfig({ PORT: '70000' }, cwd), {
      name: 'ConfigError',
      message: 'Invalid configuration:\n  - PORT must be a whole number from 0 to 65535 (got "70000")',
    });
  });
});
