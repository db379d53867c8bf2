/**
 * `npm start`: reads the configuration, starts the local chain when no RPC_URL
 * is set, opens the database, wires the app and listens. Prints where to go
 * and which demo wallets to try.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Address } from 'viem';
import { buildApp } from './app';
import { startLocalChain, type DemoWallet } from './demoChain/localChain';
import { loadConfig, type Config } from './config/config';
import { ConfigError, withoutCredentials } from './config/readers';
import type { TokenInfo } from './domain/types';
import { serve, runAll } from './server';
import { connectChain } from './services/chainConnection';
import { createRecaptchaVerifier } from './services/recaptcha';
import { openStore } from './store';
import { loadTokenList, toTokenList } from './tokens/tokenList';

/** Relative to the working directory when inside it, so the banner stays short. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}

interface ChainSetup {
  rpcUrl: string;
  chainId: number;
  multicall3: Address;
  tokens: TokenInfo[];
  demoWallets: DemoWallet[];
  stop: () => Promise<void>;
}

async function setUpChain(config: Config): Promise<ChainSetup> {
  const remote = config.remoteChain;
  if (remote) {
    const tokens = await loadTokenList(remote.tokenList, remote.chainId);
    return { ...remote, tokens, demoWallets: [], stop: async () => {} };
  }
  console.log('No RPC_URL set: starting the local demo chain (anvil)…');
  const chain = await startLocalChain({ log: (line) => console.log(`  ${line}`) });
  const listFile = path.join(config.dataDir, 'local-tokenlist.json');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(listFile, `${JSON.stringify(toTokenList(chain.tokens), null, 2)}\n`);
  console.log(`  Token list written to ${shownPath(listFile)}`);
  return chain;
}

function printWelcome(url: string, chain: ChainSetup, config: Config): void {
  const shown = url.replace('://0.0.0.0', '://localhost');
  const lines = [
    '',
    `Ribbit is running at ${shown}`,
    `  API:      ${shown}/api (POST /api/recommendations, GET /api/history?wallet=…)`,
    `  Chain:    ${config.remoteChain ? withoutCredentials(chain.rpcUrl) : `local anvil at ${chain.rpcUrl}`} (chain id ${chain.chainId}, ${chain.tokens.length} tokens)`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${shownPath(config.dataDir)}`}`,
  ];
  if (chain.demoWallets.length > 0) {
    const width = Math.max(...chain.demoWallets.map((wallet) => wallet.label.length));
    lines.push('', 'Demo wallets: paste one into the app.');
    for (const wallet of chain.demoWallets) lines.push(`  ${wallet.label.padEnd(width)}  ${wallet.address}  ${wallet.description}`);
  }
  lines.push('', 'Press Ctrl+C to stop.', '');
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const store = await openStore(config);
    cleanups.unshift(() => store.close());
    const chain = await setUpChain(config);
    cleanups.unshift(chain.stop);
    const app = await buildApp({
      config: { chainId: chain.chainId, rateLimit: config.rateLimit, csp: config.csp, distDir: config.distDir },
      store,
      tokens: chain.tokens,
      ...connectChain({ ...chain, rpc: config.rpc, priceCacheTtlMs: config.priceCacheTtlMs }),
      recaptcha: config.recaptcha ? createRecaptchaVerifier(config.recaptcha) : undefined,
      logger: { level: config.logLevel },
    });
    const url = await serve(app, { port: config.port, host: config.host, cleanups });
    printWelcome(url, chain, config);
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
