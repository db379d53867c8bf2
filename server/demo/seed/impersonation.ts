/**
 * Sending seeding transactions as another account: a protocol contract doing its part (Aave's
 * configurator listing a reserve) or a demo wallet opening its positions. Anvil signs for an
 * impersonated account; it gets ether for gas, and a demo wallet's balance is put back afterwards
 * (restoreBalances), so what it holds is what its record says.
 */
import { toHex, type Address, type Hex } from 'viem';
import { rpc, rpcBatch } from '../anvilRpc';
import { Deployer } from './blocks';

/** Enough for any seeding transaction's gas. */
const GAS_MONEY = 10n ** 20n;

export async function impersonate(rpcUrl: string, address: Address): Promise<Deployer> {
  await rpcBatch(rpcUrl, [
    { method: 'anvil_impersonateAccount', params: [address] },
    { method: 'anvil_setBalance', params: [address, toHex(GAS_MONEY)] },
  ]);
  return new Deployer(address, Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [address, 'latest'])));
}

/** The native balances of `addresses` now; give the result to restoreBalances after the seeding that spends gas. */
export async function nativeBalances(rpcUrl: string, addresses: readonly Address[]): Promise<Map<Address, Hex>> {
  const balances = (await rpcBatch(
    rpcUrl,
    addresses.map((address) => ({ method: 'eth_getBalance', params: [address, 'latest'] })),
  )) as Hex[];
  return new Map(addresses.map((address, index) => [address, balances[index]]));
}

export async function restoreBalances(rpcUrl: string, balances: ReadonlyMap<Address, Hex>): Promise<void> {
  await rpcBatch(rpcUrl, [
    ...[...balances].map(([address, balance]) => ({ method: 'anvil_setBalance', params: [address, balance] })),
    ...[...balances.keys()].map((address) => ({ method: 'anvil_stopImpersonatingAccount', params: [address] })),
  ]);
}
