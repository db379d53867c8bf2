/**
 * Aave v3 on the local chains (demoChain/aave/): its published code with the Pool and the reserves'
 * tokens at their real addresses, and defi.eth's loan (aave/aaveDemoPositions.ts). The accounts
 * acted as are impersonated; defi.eth's ether is put back afterwards, so it holds what its record says.
 */
import { AAVE_ON_BASE, AAVE_ON_ETHEREUM, type AaveDeployment } from '../../../src/protocols/aaveV3/deployments';
import { deployAave } from '../../aave/aaveDeployment';
import { AAVE_DEMO_POSITIONS } from '../../aave/aaveDemoPositions';
import { openAavePositions } from '../../aave/aavePositions';
import type { DemoChainId } from '../../demoChains';
import { Deployer, inSeedingBlocks } from '../blocks';
import { impersonate, nativeBalances, restoreBalances } from '../impersonation';
import { demoWallet, type WalletHoldings } from '../wallets';
import type { ProtocolSeeder } from './seeder';

const RECORDS: Readonly<Record<DemoChainId, AaveDeployment>> = { 1: AAVE_ON_ETHEREUM, 8453: AAVE_ON_BASE };

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
      const deployment = await deployAave(rpcUrl, chainId, mine, deployer, RECORDS[chainId], tokens, (address) => impersonate(rpcUrl, address));
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
