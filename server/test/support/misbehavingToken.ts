/**
 * The MisbehavingToken test stand-in (server/contracts/MisbehavingToken.sol) on a local chain: deployed
 * as an ERC-20, placed over another contract's code, and told which read misbehaves, and how.
 */
import { encodeDeployData, encodeFunctionData, getAddress, toFunctionSelector, toHex, type Address, type Hash, type Hex } from 'viem';
import { rpc } from '../../demo/anvilRpc';
import { waitForReceipts } from '../../demo/seed/blocks';
import { loadArtifacts } from '../../demo/compile';

export const MISBEHAVIOUR = { burnsGas: 1, reverts: 2, answersZero: 3, answersHuge: 4, none: 0 } as const;
export type Misbehaviour = keyof typeof MISBEHAVIOUR;
export type MisbehavingRead = 'symbol' | 'decimals' | 'balanceOf' | 'convertToAssets';

const SIGNATURES: Record<MisbehavingRead, string> = {
  symbol: 'function symbol()',
  decimals: 'function decimals()',
  balanceOf: 'function balanceOf(address)',
  convertToAssets: 'function convertToAssets(uint256)',
};

/** Deploys one, `amount` of it held by `holder`; from the node's first account. */
export async function deployMisbehavingToken(
  rpcUrl: string,
  token: { name: string; symbol: string; decimals: number; holder: Address; amount: bigint },
): Promise<Address> {
  const { abi, bytecode } = (await loadArtifacts()).contracts.MisbehavingToken;
  const [from] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
  const data = encodeDeployData({ abi, bytecode, args: [token.name, token.symbol, token.decimals, token.holder, token.amount] });
  const hash = await rpc<Hash>(rpcUrl, 'eth_sendTransaction', [{ from, data, gas: toHex(5_000_000n) }]);
  await waitForReceipts(rpcUrl, [hash]);
  const receipt = await rpc<{ contractAddress: Address | null }>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
  const address = receipt.contractAddress;
  if (!address) throw new Error('The deployment created no contract');
  return getAddress(address);
}

/** From now on `read` of the token at `address` misbehaves as `how` (none: answers again). */
export async function misbehave(rpcUrl: string, address: Address, read: MisbehavingRead, how: Misbehaviour): Promise<void> {
  const { abi } = (await loadArtifacts()).contracts.MisbehavingToken;
  const data: Hex = encodeFunctionData({ abi, functionName: 'misbehave', args: [toFunctionSelector(SIGNATURES[read]), MISBEHAVIOUR[how]] });
  const [from] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
  const hash = await rpc<Hash>(rpcUrl, 'eth_sendTransaction', [{ from, to: address, data, gas: toHex(200_000n) }]);
  await waitForReceipts(rpcUrl, [hash]);
}

/**
 * The stand-in's code placed at `target` (anvil_setCode), its storage kept: an OpenZeppelin ERC-20 or
 * ERC-4626 there keeps its balances, and its reads can then be told to misbehave.
 */
export async function misbehavingCodeAt(rpcUrl: string, target: Address, decimals: number): Promise<void> {
  const [from] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
  const model = await deployMisbehavingToken(rpcUrl, { name: 'stand-in', symbol: 'SI', decimals, holder: from, amount: 0n });
  await rpc(rpcUrl, 'anvil_setCode', [target, await rpc<Hex>(rpcUrl, 'eth_getCode', [model, 'latest'])]);
}
