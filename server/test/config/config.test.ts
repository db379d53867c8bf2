import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../src/chain/client';
import { MULTICALL3_ADDRESS } from '../../src/chain/abis';
import { loadConfig } from '../../src/config/config';
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
    assert.equal(config.remoteChain, null);
    assert.equal(config.databaseUrl, null);
    assert.equal(config.dataDir, path.join(cwd, 'data'));
    assert.equal(config.recaptcha, null);
    assert.deepEqual(config.csp, { recaptcha: false, analytics: false });
    assert.deepEqual(config.rateLimit, { max: 30, windowMs: 60_000 });
    assert.deepEqual(config.rpc, { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT });
  });

  it('reads a remote chain with its token list and the canonical Multicall3 by default', () => {
    const config = loadConfig({ RPC_URL: 'https://rpc.example.org', CHAIN_ID: '8453', TOKEN_LIST: 'tokens.json' }, cwd);
    assert.deepEqual(config.remoteChain, {
      rpcUrl: 'https://rpc.example.org',
      chainId: 8453,
      tokenList: path.join(cwd, 'tokens.json'),
      multicall3: MULTICALL3_ADDRESS,
    });
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
    assert.equal(config.remoteChain?.multicall3, MULTICALL3_ADDRESS);
    assert.equal(config.remoteChain?.tokenList, 'https://tokens.example.org/list.json');
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
    assert.equal(config.priceCacheTtlMs, 0);
  });

  it('names each bad variable, all at once', () => {
    const problems = problemsOf({ PORT: 'eighty', RATE_LIMIT_MAX: '0', DATABASE_URL: 'mysql://x', RPC_TIMEOUT_MS: '1.5' });
    assert.deepEqual(problems, [
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'DATABASE_URL must be a URL using postgres: or postgresql: (got "mysql://x")',
      'RATE_LIMIT_MAX must be a whole number from 1 to 1000000 (got "0")',
      'RPC_TIMEOUT_MS must be a whole number from 100 to 60000 (got "1.5")',
    ]);
  });

  it('requires CHAIN_ID and TOKEN_LIST with RPC_URL', () => {
    assert.deepEqual(problemsOf({ RPC_URL: 'https://rpc.example.org' }), [
      'CHAIN_ID is required when RPC_URL is set',
      'TOKEN_LIST is required when RPC_URL is set (a file path or an https URL)',
    ]);
  });

  it('refuses a malformed RPC URL, a missing token list file, an http token list and a bad Multicall3', () => {
    const problems = problemsOf({ RPC_URL: 'localhost:8545', CHAIN_ID: '1', TOKEN_LIST: 'missing.json', MULTICALL3_ADDRESS: '0x1234' });
    assert.equal(problems[0], 'RPC_URL must be a URL using http: or https: (got "localhost:8545")');
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
