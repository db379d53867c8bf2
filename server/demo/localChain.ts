/**
 * The single-chain view of the local chains (Ethereum, chain id 1), for the
 * callers written before Ribbit read several chains (the API bench and the
 * route tests, which need one chain). start.ts and new code call startLocalChains.
 */
import type { Address } from 'viem';
import type { TokenInfo } from '../src/domain/types';
import { startLocalChains, type DemoWallet, type LocalChainsOptions } from './localChains';
import { HOME_CHAIN_ID } from './demoChains';

export type { DemoWallet } from './localChains';

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  multicall3: Address;
  tokens: TokenInfo[];
  demoWallets: DemoWallet[];
  /** Stops every local chain; resolves once all have exited. */
  stop(): Promise<void>;
}

export async function startLocalChain(opts: LocalChainsOptions = {}): Promise<LocalChain> {
  const local = await startLocalChains(opts);
  const home = local.chains.find((chain) => chain.chainId === HOME_CHAIN_ID);
  if (!home) {
    await local.stop();
    throw new Error(`The local chains include no chain ${HOME_CHAIN_ID}`);
  }
  return { ...home, demoWallets: local.demoWallets, stop: local.stop };
}
