/**
 * ENS on the local Ethereum chain: the registry and the Universal Resolver at
 * their real addresses (server/src/chains/ensAddresses.ts), one address resolver,
 * and a name per demo wallet (`whale.eth` → 0x4444…4444). `noaddr.eth` has the
 * resolver but no address, so both ways a name can fail to resolve are there
 * (an unregistered name, e.g. `nobody.eth`, is the other).
 *
 * The registry's constructor gives the root to its deployer, so it is deployed
 * at a scratch address with its records and moved with its storage (transplant.ts);
 * the Universal Resolver has no state and is placed with anvil_setCode, as
 * Multicall3 is. The resolver stays where it is deployed, like the aggregators.
 */
import { encodeDeployData, encodeFunctionData, labelhash, namehash, zeroHash, type Address, type Hex } from 'viem';
import { ENS_REGISTRY_ADDRESS, ENS_UNIVERSAL_RESOLVER_ADDRESS } from '../../src/chains/ensAddresses';
import type { Artifacts } from '../compile';
import { Deployer, inSeedingBlocks, type PlannedTransaction } from './blocks';
import { transplant } from './transplant';
import { DEMO_WALLETS, type DemoWallet } from './wallets';

/** A name registered on the local chain and the address it resolves to (none: a resolver without an address). */
export interface DemoEnsName {
  name: string;
  address?: Address;
}

/** A demo wallet's name on the local Ethereum chain: its profile, `whale.eth`. */
export const ensNameOf = (wallet: DemoWallet): string => `${wallet.profile}.eth`;

export const DEMO_ENS_NAMES: readonly DemoEnsName[] = [
  ...DEMO_WALLETS.map((wallet) => ({ name: ensNameOf(wallet), address: wallet.address })),
  { name: 'noaddr.eth' },
];

const DEPLOY_GAS = 3_000_000n;
const CALL_GAS = 200_000n;

/** `.eth`'s second-level label of `name` (every demo name is `label.eth`). */
function labelOf(name: string): string {
  return name.slice(0, -'.eth'.length);
}

export async function seedEns(rpcUrl: string, artifacts: Artifacts): Promise<void> {
  const deployer = await Deployer.of(rpcUrl);
  const { EnsRegistry: registry, EnsAddrResolver: resolver, EnsUniversalResolver: universal } = artifacts.contracts;
  const registryNonce = deployer.take();
  const scratchRegistry = deployer.createdAt(registryNonce);
  const resolverNonce = deployer.take();
  const resolverAddress = deployer.createdAt(resolverNonce);
  const onRegistry = (data: Hex): PlannedTransaction => ({ nonce: deployer.take(), gas: CALL_GAS, to: scratchRegistry, data });
  const records: PlannedTransaction[] = [
    { nonce: registryNonce, gas: DEPLOY_GAS, data: encodeDeployData({ abi: registry.abi, bytecode: registry.bytecode }) },
    // Checks ownership against the registry's real address, where it will be by the time setAddr runs.
    { nonce: resolverNonce, gas: DEPLOY_GAS, data: encodeDeployData({ abi: resolver.abi, bytecode: resolver.bytecode, args: [ENS_REGISTRY_ADDRESS] }) },
    onRegistry(encodeFunctionData({ abi: registry.abi, functionName: 'setSubnodeOwner', args: [zeroHash, labelhash('eth'), deployer.address] })),
    ...DEMO_ENS_NAMES.map(({ name }) =>
      onRegistry(
        encodeFunctionData({
          abi: registry.abi,
          functionName: 'setSubnodeRecord',
          args: [namehash('eth'), labelhash(labelOf(name)), deployer.address, resolverAddress, 0n],
        }),
      ),
    ),
  ];
  const addresses: PlannedTransaction[] = DEMO_ENS_NAMES.flatMap(({ name, address }) =>
    address
      ? [
          {
            nonce: deployer.take(),
            gas: CALL_GAS,
            to: resolverAddress,
            data: encodeFunctionData({ abi: resolver.abi, functionName: 'setAddr', args: [namehash(name), address] }),
          },
        ]
      : [],
  );
  const setup = [{ method: 'anvil_setCode', params: [ENS_UNIVERSAL_RESOLVER_ADDRESS, universal.deployedBytecode] }];
  await inSeedingBlocks(rpcUrl, deployer.address, setup, async (mine) => {
    await transplant(rpcUrl, await mine(records), [{ from: scratchRegistry, to: ENS_REGISTRY_ADDRESS }]);
    await mine(addresses);
  });
}
