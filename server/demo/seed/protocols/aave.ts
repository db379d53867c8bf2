/**
 * Aave v3 on the local chains (demo/aave/): its published code with the Pool at its real address and
 * the reserves listed through its configurator, and defi.eth's loan (aave/aaveDemoPositions.ts). The accounts
 * acted as are impersonated; defi.eth's ether is put back afterwards, so it holds what its record says.
 */
import type { Address } from 'viem';
import { AAVE_ON_BASE, AAVE_ON_ETHEREUM } from '../../../src/protocols/aaveV3/deployments';
import { deployAave } from '../../aave/aaveDeployment';
import { DEMO_RESERVES } from '../../aave/aaveDemoParameters';
import { AAVE_DEMO_POSITIONS } from '../../aave/aaveDemoPositions';
import { openAavePositions } from '../../aave/aavePositions';
import type { DemoChainId } from '../../demoChains';
import { Deployer, inSeedingBlocks } from '../blocks';
import { impersonate, nativeBalances, restoreBalances } from '../impersonation';
import { demoWallet, type WalletHoldings } from '../wallets';
import type { ProtocolSeeder } from './seeder';

/** The Pool of each chain's first market (Aave's Core market): the local market is placed there. */
const POOLS: Readonly<Record<DemoChainId, Address>> = { 1: AAVE_ON_ETHEREUM.pools[0].address, 8453: AAVE_ON_BASE.pools[0].address };

/** The liquidity and defi.eth's deposits, summed by symbol: the seeding account supplies both. */
function funds(chainId: DemoChainId): WalletHoldings {
  const positions = AAVE_DEMO_POSITIONS[chainId];
  if (!positions) return {};
  const total = new Map<string, number>();
  for (const amounts of [positions.liquidity, positions.deposits]) {
    for (const [symbol, units] of Object.entries(amounts)) total.set(symbol, (total.get(symbol) ?? 0) + Number(units));
  }
  return Object.fromEntries([...total].map(([symbol, units]) => [symbol, String(units)]));
}

export const aaveSeeder: ProtocolSeeder = {
  name: 'Aave v3',
  funds,
  async seed({ rpcUrl, chainId, tokens }) {
    const deployer = await Deployer.of(rpcUrl);
    const wallet = demoWallet('defi').address;
    const balances = await nativeBalances(rpcUrl, [wallet]);
    await inSeedingBlocks(rpcUrl, deployer.address, [], async (mine) => {
      const deployment = await deployAave(rpcUrl, chainId, mine, deployer, POOLS[chainId], DEMO_RESERVES[chainId], tokens);
      const positions = AAVE_DEMO_POSITIONS[chainId];
      // A chain mirroring another registry (a test's) may list none of the demo's reserves: no positions then.
      const listed = new Set(deployment.reserves.map((reserve) => reserve.token.symbol));
      const needed = positions ? [...Object.keys(positions.liquidity), ...Object.keys(positions.deposits), ...Object.keys(positions.borrows)] : [];
      if (positions && needed.every((symbol) => listed.has(symbol)))
        await openAavePositions(mine, deployment, positions, { seeder: deployer, wallet: await impersonate(rpcUrl, wallet) });
    });
    await restoreBalances(rpcUrl, balances);
  },
};
