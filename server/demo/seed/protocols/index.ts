/**
 * Every protocol seeded on the local chains, in the order they are seeded. A protocol whose positions
 * need another's (a loan against a vault's shares) comes after it.
 */
import type { DemoChainId } from '../../demoChains';
import type { WalletHoldings } from '../wallets';
import type { ProtocolSeeder } from './seeder';
import { lidoSeeder } from './lido';
import { uniswapV3Seeder } from './uniswapV3';
import { vaultsSeeder } from './vaults';
import { aaveSeeder } from './aave';
import { compoundSeeder } from './compound';

export const PROTOCOL_SEEDERS: readonly ProtocolSeeder[] = [vaultsSeeder, uniswapV3Seeder, lidoSeeder, aaveSeeder, compoundSeeder];

/** Everything the seeding account is minted on `chainId` for the seeders, summed by symbol (whole units). */
export function seedingFunds(chainId: DemoChainId): WalletHoldings {
  const total = new Map<string, number>();
  for (const seeder of PROTOCOL_SEEDERS) {
    for (const [symbol, amount] of Object.entries(seeder.funds(chainId))) total.set(symbol, (total.get(symbol) ?? 0) + Number(amount ?? '0'));
  }
  return Object.fromEntries([...total].map(([symbol, amount]) => [symbol, String(amount)]));
}
