/**
 * Lido on the local Ethereum chain: Lido's own WstETH (compiled from its source, lidoContracts.ts) at
 * wstETH's mainnet address, over Lido's own stETH test double (the real StETH share accounting, its
 * pooled ether set directly: no beacon chain or oracle runs here) at a deployed address. stETH per
 * share is set to 1.21, so stEthPerToken() answers 1.21 stETH; defi.eth gets 4 wstETH.
 */
import { encodeDeployData, encodeFunctionData, maxUint256, parseEther } from 'viem';
import { LIDO_ON_ETHEREUM } from '../../../protocols/staking/lido';
import { lidoContracts } from '../../lidoContracts';
import { Deployer, inSeedingBlocks, type PlannedTransaction, type Transaction } from '../blocks';
import { transplant } from '../transplant';
import { demoWallet } from '../wallets';
import type { ProtocolSeeder } from './seeder';

const DEPLOY_GAS = 5_000_000n;
const CALL_GAS = 300_000n;
/** The seeding account stakes this much ether, then the pool is said to hold this much more (the rewards). */
const STAKED = parseEther('1000');
const POOLED = parseEther('1210');
/** defi.eth's wstETH. */
export const DEFI_WSTETH = parseEther('4');

export const lidoSeeder: ProtocolSeeder = {
  name: 'Lido',
  funds: () => ({}),
  async seed(context) {
    if (context.chainId !== 1) return;
    const { WstETH: wsteth, StETH: steth } = await lidoContracts();
    const target = LIDO_ON_ETHEREUM.tokens[0].address;
    const deployer = await Deployer.of(context.rpcUrl);
    const planned = (tx: Transaction): PlannedTransaction => ({ ...tx, nonce: deployer.take() });
    const stethTx = planned({ gas: DEPLOY_GAS, value: STAKED, data: encodeDeployData({ abi: steth.abi, bytecode: steth.bytecode, args: [context.seeder] }) });
    const stethAddress = deployer.createdAt(stethTx.nonce);
    const pooled = planned({
      gas: CALL_GAS,
      to: stethAddress,
      data: encodeFunctionData({ abi: steth.abi, functionName: 'setTotalPooledEther', args: [POOLED] }),
    });
    const wstethTx = planned({ gas: DEPLOY_GAS, data: encodeDeployData({ abi: wsteth.abi, bytecode: wsteth.bytecode, args: [stethAddress] }) });
    const scratch = deployer.createdAt(wstethTx.nonce);
    const positions = [
      { gas: CALL_GAS, to: stethAddress, data: encodeFunctionData({ abi: steth.abi, functionName: 'approve', args: [target, maxUint256] }) },
      { gas: CALL_GAS, to: target, data: encodeFunctionData({ abi: wsteth.abi, functionName: 'wrap', args: [parseEther('100')] }) },
      { gas: CALL_GAS, to: target, data: encodeFunctionData({ abi: wsteth.abi, functionName: 'transfer', args: [demoWallet('defi').address, DEFI_WSTETH] }) },
    ].map(planned);
    await inSeedingBlocks(context.rpcUrl, deployer.address, [], async (mine) => {
      await transplant(context.rpcUrl, await mine([stethTx, pooled, wstethTx]), [{ from: scratch, to: target }]);
      await mine(positions);
    });
  },
};
