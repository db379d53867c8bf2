/**
 * How a protocol puts itself on a local chain: its contracts (the protocol's published code, at their
 * real addresses where that can be done) and the demo wallets' positions in it. Each protocol has its
 * own module (seed/protocols/); index.ts lists them. They run after the tokens, feeds and ENS exist,
 * in list order, with explicit nonces from the seeding account like the rest of the seeding.
 */
import type { Address } from 'viem';
import type { TokenInfo } from '../../../src/domain/types';
import type { Artifacts } from '../../compile';
import type { DemoChainId } from '../../demoChains';
import type { WalletHoldings } from '../wallets';

export interface SeedContext {
  rpcUrl: string;
  chainId: DemoChainId;
  artifacts: Artifacts;
  /** The seeding account: it holds `funds` and pays for positions it opens on the wallets' behalf. */
  seeder: Address;
  /** The chain's seeded tokens. */
  tokens: readonly TokenInfo[];
}

export interface ProtocolSeeder {
  /** Shown in seeding errors and logs. */
  name: string;
  /** Tokens the seeding account is minted on `chainId` (whole units by catalog symbol), to open the positions with. */
  funds(chainId: DemoChainId): WalletHoldings;
  seed(context: SeedContext): Promise<void>;
}

/** The seeded token of `symbol` (the registry's symbol, any case). */
export function seededToken(context: SeedContext, symbol: string): TokenInfo {
  const token = context.tokens.find((candidate) => candidate.symbol.toUpperCase() === symbol.toUpperCase());
  if (!token) throw new Error(`Chain ${context.chainId} has no ${symbol} to seed a position with`);
  return token;
}
