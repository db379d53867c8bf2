/**
 * The wallets of bench:api's mixed case: MIXED_WALLETS distinct wallets, each funded from the whale
 * with a different slice of its priced tokens (3 to 14 of them, ETH among them every third wallet),
 * so every request reads, prices and advises a wallet no other request asked about: no answer, and
 * no per-wallet work, can be reused between two requests in a row.
 */
import { erc20Abi, isAddressEqual, type Address } from 'viem';
import type { LocalChain } from '../../server/demo/localChain';
import { NATIVE_TOKEN_ADDRESS } from '../../server/src/domain/types';
import { anvilTestClient } from '../../server/test/support/viemClient';

/** The "at least 200 distinct funded wallets". */
export const MIXED_WALLETS = 200;
/** Each wallet's share of the whale's balance of each token it gets: 200 wallets × up to 14 tokens stay under the whale's holdings. */
const SHARE_DIVISOR = 2_000n;

/** 0x4d1…0001, 0x4d1…0002…: distinct, recognisable, with no code or balance of their own on the seeded chain. */
const mixedWallet = (index: number): Address => `0x4d10${(index + 1).toString(16).padStart(36, '0')}`;

/** Funds the wallets from the whale via anvil impersonation and returns their addresses, in the order they are asked. */
export async function fundMixedWallets(chain: LocalChain): Promise<Address[]> {
  const whale = chain.demoWallets.find((wallet) => wallet.profile === 'whale');
  if (!whale) throw new Error('the local chain has no whale demo wallet');
  const testClient = anvilTestClient(chain.rpcUrl, chain.chainId);
  const priced = chain.tokens.filter((token) => token.extensions?.priceFeed && !isAddressEqual(token.address, NATIVE_TOKEN_ADDRESS));
  const balances = await Promise.all(
    priced.map((token) => testClient.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [whale.address] })),
  );
  const ethBalance = await testClient.getBalance({ address: whale.address });
  await testClient.impersonateAccount({ address: whale.address });
  const wallets: Address[] = [];
  for (let index = 0; index < MIXED_WALLETS; index++) {
    const wallet = mixedWallet(index);
    const count = 3 + (index % 12);
    for (let k = 0; k < count; k++) {
      const which = (index * 7 + k * 5) % priced.length;
      if (balances[which] / SHARE_DIVISOR === 0n) continue;
      await testClient.writeContract({
        account: whale.address,
        address: priced[which].address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [wallet, balances[which] / SHARE_DIVISOR],
      });
    }
    if (index % 3 === 0) await testClient.sendTransaction({ account: whale.address, to: wallet, value: ethBalance / SHARE_DIVISOR });
    wallets.push(wallet);
  }
  await testClient.stopImpersonatingAccount({ address: whale.address });
  return wallets;
}
