/**
 * The wallets `npm run bench:chains` asks about, made on the local chains from
 * the whale's holdings (anvil impersonation): one holding 50 tokens across both
 * chains, and 20 small different wallets for the crowd case.
 */
import { erc20Abi, isAddressEqual, parseEther, type Address } from 'viem';
import type { LocalChainHandle, LocalChains } from '../../../server/demo/localChains';
import { NATIVE_TOKEN_ADDRESS } from '../../../server/src/domain/types';
import { anvilTestClient } from '../../../server/test/support/viemClient';

export const FIFTY_TOKEN_WALLET: Address = '0x5050505050505050505050505050505050505050';
const ON_BASE = 2;

/** 1 % of each of `count` of the whale's priced tokens on `chain` goes to `to`. */
async function shareOfWhale(chain: LocalChainHandle, whale: Address, to: Address, count: number): Promise<number> {
  const client = anvilTestClient(chain.rpcUrl, chain.chainId);
  await client.impersonateAccount({ address: whale });
  let moved = 0;
  for (const token of chain.tokens.filter((candidate) => candidate.extensions?.priceFeed)) {
    if (moved >= count) break;
    if (isAddressEqual(token.address, NATIVE_TOKEN_ADDRESS)) {
      const balance = await client.getBalance({ address: whale });
      await client.sendTransaction({ account: whale, to, value: balance / 100n });
      moved += 1;
      continue;
    }
    const balance = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [whale] });
    if (balance === 0n) continue;
    await client.writeContract({ account: whale, address: token.address, abi: erc20Abi, functionName: 'transfer', args: [to, balance / 100n] });
    moved += 1;
  }
  await client.stopImpersonatingAccount({ address: whale });
  return moved;
}

/** 20 fresh addresses, each with a little ETH on every chain. */
async function crowdOf(local: LocalChains): Promise<Address[]> {
  const wallets = Array.from({ length: 20 }, (_, index): Address => `0x${(0x2000 + index).toString(16).padStart(40, '0')}`);
  for (const chain of local.chains) {
    const client = anvilTestClient(chain.rpcUrl, chain.chainId);
    for (const [index, address] of wallets.entries()) await client.setBalance({ address, value: parseEther(String(1 + index / 10)) });
  }
  return wallets;
}

export async function fundBenchWallets(local: LocalChains): Promise<{ fifty: Address; tokensHeld: number; crowd: Address[] }> {
  const whale = local.demoWallets.find((wallet) => wallet.profile === 'whale')?.address;
  if (!whale) throw new Error('the local chains have no whale demo wallet');
  let tokensHeld = 0;
  for (const chain of local.chains) tokensHeld += await shareOfWhale(chain, whale, FIFTY_TOKEN_WALLET, chain.chainId === 1 ? 50 - ON_BASE : ON_BASE);
  return { fifty: FIFTY_TOKEN_WALLET, tokensHeld, crowd: await crowdOf(local) };
}
