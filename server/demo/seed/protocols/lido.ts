/**
 * Lido on the local Ethereum chain: a labelled stand-in for wstETH (server/contracts/WstEthStandIn.sol) at
 * wstETH's mainnet address, its stETH per token fixed at 1.21. Lido's own sources are published on GitHub only,
 * not on npm, and the project commits no copy of them: the stand-in holds the rate as Lido's stETH does (pooled
 * ether over shares) and answers the reads Ribbit makes as Lido's own WstETH (lido-dao @fb068106, compiled once
 * outside the repository) answered a recorded scenario, to the wei (test/protocols/staking/wstEthStandIn.test.ts,
 * docs/positions.md "Liquid staking"). defi.eth gets 4 wstETH.
 */
import { encodeDeployData, encodeFunctionData, parseEther } from 'viem';
import { LIDO_ON_ETHEREUM } from '../../../src/protocols/staking/lido';
import { Deployer, inSeedingBlocks, type PlannedTransaction, type Transaction } from '../blocks';
import { transplant } from '../transplant';
import { demoWallet } from '../wallets';
import type { ProtocolSeeder } from './seeder';

const DEPLOY_GAS = 3_000_000n;
const CALL_GAS = 300_000n;
/** stETH per wstETH, 1.21 (a year or two of staking rewards on mainnet's scale), as stETH holds it: pooled ether over shares. */
const RATE = { pooledEther: parseEther('1.21'), totalShares: parseEther('1') };
/** The seeding account's wstETH, some of it given to defi.eth. */
const SUPPLY = parseEther('100');
/** defi.eth's wstETH. */
export const DEFI_WSTETH = parseEther('4');

export const lidoSeeder: ProtocolSeeder = {
  name: 'Lido',
  funds: () => ({}),
  async seed(context) {
    if (context.chainId !== 1) return;
    const { WstEthStandIn: wsteth } = context.artifacts.contracts;
    const target = LIDO_ON_ETHEREUM.tokens[0].address;
    const deployer = await Deployer.of(context.rpcUrl);
    const planned = (tx: Transaction): PlannedTransaction => ({ ...tx, nonce: deployer.take() });
    const deploy = planned({
      gas: DEPLOY_GAS,
      data: encodeDeployData({ abi: wsteth.abi, bytecode: wsteth.bytecode, args: [RATE.pooledEther, RATE.totalShares, context.seeder, SUPPLY] }),
    });
    const scratch = deployer.createdAt(deploy.nonce);
    const give = planned({
      gas: CALL_GAS,
      to: target,
      data: encodeFunctionData({ abi: wsteth.abi, functionName: 'transfer', args: [demoWallet('defi').address, DEFI_WSTETH] }),
    });
    await inSeedingBlocks(context.rpcUrl, deployer.address, [], async (mine) => {
      await transplant(context.rpcUrl, await mine([deploy]), [{ from: scratch, to: target }]);
      await mine([give]);
    });
  },
};
