/**
 * Opens `defi.eth`'s Aave positions on a local chain (aaveDemoPositions.ts) through the Pool's own
 * supply and borrow: the seeding account supplies what the loan is drawn from, and the wallet's
 * collateral on its behalf (Aave's `onBehalfOf`); the wallet borrows itself (a loan goes to whoever
 * asks for it).
 */
import { encodeFunctionData, erc20Abi, parseUnits, type Address } from 'viem';
import type { TokenInfo } from '../../src/domain/types';
import type { Deployer, MineBlock, PlannedTransaction } from '../seed/blocks';
import { aaveArtifact } from './aaveArtifacts';
import type { AaveDemoPositions } from './aaveDemoPositions';
import type { AaveDeployment } from './aaveDeployment';

const CALL_GAS = 1_500_000n;
/** Aave's variable interest rate mode (DataTypes.InterestRateMode.VARIABLE). */
const VARIABLE_RATE = 2n;

function tokenOf(deployment: AaveDeployment, symbol: string): TokenInfo {
  const reserve = deployment.reserves.find((candidate) => candidate.token.symbol === symbol);
  if (!reserve) throw new Error(`The local Aave market lists no ${symbol}`);
  return reserve.token;
}

function supplies(account: Deployer, deployment: AaveDeployment, amounts: Readonly<Record<string, string>>, onBehalfOf: Address): PlannedTransaction[] {
  const poolAbi = aaveArtifact('Pool').abi;
  return Object.entries(amounts).flatMap(([symbol, units]) => {
    const token = tokenOf(deployment, symbol);
    const amount = parseUnits(units, token.decimals);
    return [
      {
        nonce: account.take(),
        from: account.address,
        gas: CALL_GAS,
        to: token.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [deployment.pool, amount] }),
      },
      {
        nonce: account.take(),
        from: account.address,
        gas: CALL_GAS,
        to: deployment.pool,
        data: encodeFunctionData({ abi: poolAbi, functionName: 'supply', args: [token.address, amount, onBehalfOf, 0] }),
      },
    ];
  });
}

function borrows(account: Deployer, deployment: AaveDeployment, amounts: Readonly<Record<string, string>>): PlannedTransaction[] {
  const poolAbi = aaveArtifact('Pool').abi;
  return Object.entries(amounts).map(([symbol, units]) => {
    const token = tokenOf(deployment, symbol);
    const args = [token.address, parseUnits(units, token.decimals), VARIABLE_RATE, 0, account.address] as const;
    return {
      nonce: account.take(),
      from: account.address,
      gas: CALL_GAS,
      to: deployment.pool,
      data: encodeFunctionData({ abi: poolAbi, functionName: 'borrow', args }),
    };
  });
}

export async function openAavePositions(
  mine: MineBlock,
  deployment: AaveDeployment,
  positions: AaveDemoPositions,
  accounts: { seeder: Deployer; wallet: Deployer },
): Promise<void> {
  const { seeder, wallet } = accounts;
  await mine([
    ...supplies(seeder, deployment, positions.liquidity, seeder.address),
    ...supplies(seeder, deployment, positions.deposits, wallet.address),
    ...borrows(wallet, deployment, positions.borrows),
  ]);
}
