/**
 * ENS on the local Ethereum chain: the registry and the Universal Resolver at
 * their real addresses, read through viem's own getEnsAddress (the path the
 * service takes), with the real contracts' access control and reverts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BaseError, ContractFunctionRevertedError, createPublicClient, http, labelhash, namehash, toHex, type Address } from 'viem';
import { packetToBytes } from 'viem/ens';
import { mainnet } from 'viem/chains';
import { ENS_REGISTRY_ADDRESS, ENS_UNIVERSAL_RESOLVER_ADDRESS } from '../../src/chains/ensAddresses';
import { DEMO_ENS_NAMES } from '../../demo/seed/ensNames';
import { useLocalChain } from '../support/anvil';

const chain = useLocalChain();
const ensClient = () => createPublicClient({ chain: mainnet, transport: http(chain().rpcUrl, { timeout: 5_000, retryCount: 0 }) });

const registryAbi = [
  { name: 'owner', type: 'function', stateMutability: 'view', inputs: [{ name: 'node', type: 'bytes32' }], outputs: [{ type: 'address' }] },
  { name: 'resolver', type: 'function', stateMutability: 'view', inputs: [{ name: 'node', type: 'bytes32' }], outputs: [{ type: 'address' }] },
  {
    name: 'setSubnodeOwner',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'node', type: 'bytes32' },
      { name: 'label', type: 'bytes32' },
      { name: 'owner', type: 'address' },
    ],
    outputs: [{ type: 'bytes32' }],
  },
] as const;

const STRANGER: Address = '0x000000000000000000000000000000000000bEEF';

/** The error a revert of the Universal Resolver decodes to, by name. */
async function revertName(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof BaseError);
    const cause = error.walk((inner) => inner instanceof ContractFunctionRevertedError);
    return cause instanceof ContractFunctionRevertedError ? cause.data?.errorName : undefined;
  }
  return undefined;
}

describe('ENS on the local Ethereum chain', () => {
  it('puts viem’s mainnet Universal Resolver and the registry at their real addresses', () => {
    assert.equal(mainnet.contracts.ensUniversalResolver.address.toLowerCase(), ENS_UNIVERSAL_RESOLVER_ADDRESS.toLowerCase());
  });

  it('resolves each demo wallet’s name to its address', async () => {
    const named = DEMO_ENS_NAMES.filter((entry) => entry.address);
    assert.ok(named.some((entry) => entry.name === 'whale.eth' && entry.address === '0x4444444444444444444444444444444444444444'));
    for (const { name, address } of named) assert.equal(await ensClient().getEnsAddress({ name }), address, name);
  });

  it('answers no address for an unregistered name, reverting as the real one does', async () => {
    assert.equal(await ensClient().getEnsAddress({ name: 'nobody.eth' }), null);
    assert.equal(await revertName(ensClient().getEnsAddress({ name: 'nobody.eth', strict: true })), 'ResolverNotFound');
    // An ordinary resolver answers only for the exact name: a subname of whale.eth has none.
    assert.equal(await revertName(ensClient().getEnsAddress({ name: 'pay.whale.eth', strict: true })), 'ResolverNotFound');
  });

  it('answers no address for a name whose resolver holds none', async () => {
    assert.equal(await ensClient().getEnsAddress({ name: 'noaddr.eth' }), null);
    const [result, resolver] = await ensClient().readContract({
      address: ENS_UNIVERSAL_RESOLVER_ADDRESS,
      abi: [
        {
          name: 'resolveWithGateways',
          type: 'function',
          stateMutability: 'view',
          inputs: [
            { name: 'name', type: 'bytes' },
            { name: 'data', type: 'bytes' },
            { name: 'gateways', type: 'string[]' },
          ],
          outputs: [{ type: 'bytes' }, { type: 'address' }],
        },
      ],
      functionName: 'resolveWithGateways',
      // addr(bytes32): 0x3b3b57de
      args: [toHex(packetToBytes('noaddr.eth')), `0x3b3b57de${namehash('noaddr.eth').slice(2)}`, []],
    });
    assert.equal(BigInt(result), 0n, 'the zero address, ABI-encoded');
    const registryResolver = await ensClient().readContract({
      address: ENS_REGISTRY_ADDRESS,
      abi: registryAbi,
      functionName: 'resolver',
      args: [namehash('noaddr.eth')],
    });
    assert.equal(resolver, registryResolver);
  });

  it('lets only a node’s owner create its subnodes', async () => {
    const ethOwner = await ensClient().readContract({ address: ENS_REGISTRY_ADDRESS, abi: registryAbi, functionName: 'owner', args: [namehash('eth')] });
    assert.notEqual(BigInt(ethOwner), 0n);
    const attempt = (account: Address) =>
      ensClient().simulateContract({
        account,
        address: ENS_REGISTRY_ADDRESS,
        abi: registryAbi,
        functionName: 'setSubnodeOwner',
        args: [namehash('eth'), labelhash('nobody'), account],
      });
    await assert.rejects(attempt(STRANGER));
    await attempt(ethOwner);
  });
});
