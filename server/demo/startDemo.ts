/**
 * The demo's one door: `start.ts` imports this module dynamically, and only when no RPC URL is
 * set, so a start on real RPC URLs loads no demo code (docs/architecture.md). It starts the two
 * local anvil chains, writes their token list to DATA_DIR and describes them for the banner.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChainSpec } from '../src/prices/chainReader';
import { toTokenList } from '../src/chains/tokenList';
import { chainName } from '../src/domain/chains';
import { startLocalChains } from './localChains';
import { ensNameOf } from './seed/ensNames';

export interface DemoSetup {
  chains: ChainSpec[];
  demoWallets: Array<{ label: string; address: string; ensName: string; description: string }>;
  /** One line per chain for the banner. */
  describe: string[];
  /** Where the local chains' token list was written. */
  tokenListFile: string;
  stopSupervising: () => void;
  stop: () => Promise<void>;
}

export async function startDemo(dataDir: string, log: (line: string) => void): Promise<DemoSetup> {
  const local = await startLocalChains({ log });
  const tokenListFile = path.join(dataDir, 'local-tokenlist.json');
  await mkdir(dataDir, { recursive: true });
  await writeFile(tokenListFile, `${JSON.stringify(toTokenList(local.chains.flatMap((chain) => chain.tokens)), null, 2)}\n`);
  const chains = local.chains.map(({ rpcUrl, ...chain }): ChainSpec => ({ ...chain, rpcUrls: [rpcUrl] }));
  const describe = local.chains.map((chain) => `${chainName(chain.chainId)} (${chain.chainId}): local anvil at ${chain.rpcUrl}, ${chain.tokens.length} tokens`);
  const demoWallets = local.demoWallets.map((wallet) => ({
    label: wallet.label,
    address: wallet.address,
    ensName: ensNameOf(wallet),
    description: wallet.description,
  }));
  return { chains, demoWallets, describe, tokenListFile, stopSupervising: local.stopSupervising, stop: local.stop };
}
