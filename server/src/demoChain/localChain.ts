/**
 * The offline default: a local anvil chain seeded by project code with
 * Multicall3, well-known tokens, Chainlink-style feeds with 180 days of history
 * and demo wallets. Same addresses on every run. See docs/local-chain.md.
 */
import type { Address } from 'viem';
import type { TokenInfo } from '../domain/types';
import { spawnAnvil, LOCAL_CHAIN_ID } from './anvilProcess';
import { loadArtifacts } from './compile';
import { seedChain } from './seed/seedChain';
import type { DemoWallet } from './seed/wallets';

export type { DemoWallet } from './seed/wallets';

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  multicall3: Address;
  tokens: TokenInfo[];
  demoWallets: DemoWallet[];
  /** Kills anvil; resolves once it has exited. */
  stop(): Promise<void>;
}

export async function startLocalChain(opts: { port?: number; log?: (line: string) => void } = {}): Promise<LocalChain> {
  const startedAt = Date.now();
  // The compiler (on a cache miss) and anvil's start-up overlap.
  const [artifacts, anvil] = await Promise.all([loadArtifacts(), spawnAnvil(opts)]);
  try {
    const seeded = await seedChain(anvil.rpcUrl, LOCAL_CHAIN_ID, artifacts);
    opts.log?.(`Local chain ready at ${anvil.rpcUrl} in ${Date.now() - startedAt} ms (${seeded.tokens.length} tokens, ${seeded.demoWallets.length} demo wallets)`);
    return { rpcUrl: anvil.rpcUrl, chainId: LOCAL_CHAIN_ID, ...seeded, stop: anvil.stop };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
