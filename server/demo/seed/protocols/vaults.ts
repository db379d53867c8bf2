/**
 * The savings vault sDAI on the local Ethereum chain: OpenZeppelin's ERC4626 over DAI
 * (contracts/Erc4626Vault.sol) at sDAI's real address, with an exchange rate above 1 and defi.eth's
 * shares. Sky's own SavingsDai takes its rate from Maker's Pot, which does not run here; a reader
 * sees the same ERC-4626 answers (docs/positions.md, "Sky").
 */
import { encodeDeployData, encodeFunctionData, erc20Abi, parseUnits, type Address } from 'viem';
import { SKY_ON_ETHEREUM } from '../../../src/protocols/vaults/sky';
import { Deployer, inSeedingBlocks, type PlannedTransaction } from '../blocks';
import { transplant } from '../transplant';
import { demoWallet } from '../wallets';
import { seededToken, type ProtocolSeeder } from './seeder';

const DEPLOY_GAS = 3_000_000n;
const CALL_GAS = 200_000n;

/** The seeding account's own deposit and then its donation: 115,000 DAI over 100,000 shares, a rate of 1.15. */
const RATE_DEPOSIT = '100000';
const RATE_DONATION = '15000';
/** defi.eth's deposit, in DAI. */
export const DEFI_SDAI_DEPOSIT = '20000';

function sDai(): { address: Address; underlying: Address } {
  const vault = SKY_ON_ETHEREUM.vaults.find((candidate) => candidate.symbol === 'sDAI');
  if (!vault) throw new Error('Sky has no sDAI on Ethereum');
  return vault;
}

export const vaultsSeeder: ProtocolSeeder = {
  name: 'sDAI',
  funds: (chainId) => (chainId === 1 ? { DAI: String(Number(RATE_DEPOSIT) + Number(RATE_DONATION) + Number(DEFI_SDAI_DEPOSIT)) } : {}),
  async seed(context) {
    if (context.chainId !== 1) return;
    const { Erc4626Vault: vault } = context.artifacts.contracts;
    const dai = seededToken(context, 'DAI');
    const target = sDai();
    if (dai.address.toLowerCase() !== target.underlying.toLowerCase()) throw new Error('The seeded DAI is not sDAI’s asset');
    const deployer = await Deployer.of(context.rpcUrl);
    const deployNonce = deployer.take();
    const scratch = deployer.createdAt(deployNonce);
    const units = (amount: string): bigint => parseUnits(amount, dai.decimals);
    const onDai = (data: `0x${string}`): PlannedTransaction => ({ nonce: deployer.take(), gas: CALL_GAS, to: dai.address, data });
    const onVault = (data: `0x${string}`): PlannedTransaction => ({ nonce: deployer.take(), gas: CALL_GAS, to: target.address, data });
    const deploy: PlannedTransaction[] = [
      { nonce: deployNonce, gas: DEPLOY_GAS, data: encodeDeployData({ abi: vault.abi, bytecode: vault.bytecode, args: [dai.address, 'Savings Dai', 'sDAI'] }) },
    ];
    const positions: PlannedTransaction[] = [
      onDai(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [target.address, units(RATE_DEPOSIT) + units(DEFI_SDAI_DEPOSIT)] })),
      onVault(encodeFunctionData({ abi: vault.abi, functionName: 'deposit', args: [units(RATE_DEPOSIT), context.seeder] })),
      onDai(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [target.address, units(RATE_DONATION)] })),
      onVault(encodeFunctionData({ abi: vault.abi, functionName: 'deposit', args: [units(DEFI_SDAI_DEPOSIT), demoWallet('defi').address] })),
    ];
    await inSeedingBlocks(context.rpcUrl, deployer.address, [], async (mine) => {
      await transplant(context.rpcUrl, await mine(deploy), [{ from: scratch, to: target.address }]);
      await mine(positions);
    });
  },
};
