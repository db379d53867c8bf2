/**
 * The lending markets on a local chain, seeded after its tokens and feeds: Aave v3 from its
 * published code (aave/aaveDeployment.ts) and `defi.eth`'s positions in it. The accounts acted as
 * are impersonated; their ether is put back afterwards, so a demo wallet holds what its record says.
 */
import type { Address } from 'viem';
import type { TokenInfo } from '../../domain/types';
import { aaveMarketOn } from '../../protocols/aaveV3/markets';
import { deployAave, type AaveDeployment } from '../aave/aaveDeployment';
import { AAVE_DEMO_POSITIONS } from '../aave/aaveDemoPositions';
import { openAavePositions } from '../aave/aavePositions';
import type { DemoChainId } from '../demoChains';
import { Deployer, inSeedingBlocks } from './blocks';
import { impersonate, nativeBalances, restoreBalances } from './impersonation';
import { DEFI_WALLET, LIQUIDITY_PROVIDER } from './lendingAccounts';

export interface SeededLending {
  aave: AaveDeployment | null;
}

export async function seedLending(rpcUrl: string, chainId: DemoChainId, tokens: readonly TokenInfo[]): Promise<SeededLending> {
  const market = aaveMarketOn(chainId);
  if (!market) return { aave: null };
  const deployer = await Deployer.of(rpcUrl);
  const accounts: Address[] = [DEFI_WALLET, LIQUIDITY_PROVIDER];
  const balances = await nativeBalances(rpcUrl, accounts);
  const aave = await inSeedingBlocks(rpcUrl, deployer.address, [], async (mine) => {
    const deployment = await deployAave(rpcUrl, mine, deployer, market, tokens, (address) => impersonate(rpcUrl, address));
    const positions = AAVE_DEMO_POSITIONS[chainId];
    if (positions) {
      const [liquidityProvider, wallet] = await Promise.all([impersonate(rpcUrl, LIQUIDITY_PROVIDER), impersonate(rpcUrl, DEFI_WALLET)]);
      await openAavePositions(mine, deployment, positions, { liquidityProvider, wallet });
    }
    return deployment;
  });
  await restoreBalances(rpcUrl, balances);
  return { aave };
}
