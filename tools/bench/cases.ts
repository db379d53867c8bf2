/**
 * The cases of `npm run bench:api`, on the seeded local chain. The "15 tokens"
 * wallet is made here: 1% of 15 of the whale's priced, non-stable tokens (ETH
 * included), so it gets buy suggestions too.
 */
import { erc20Abi, isAddressEqual, type Address } from 'viem';
import type { LocalChain } from '../../server/demo/localChain';
import { NATIVE_TOKEN_ADDRESS } from '../../server/src/domain/types';
import { anvilTestClient } from '../../server/test/support/viemClient';
import { BROWSER_ACCEPT_ENCODING, type LoadCase } from './loadGenerator';
import { fundMixedWallets, MIXED_WALLETS } from './mixedWallets';

/** The case whose p95 has a target. */
export const WHALE_CASE = 'whale';
/** The case of MIXED_WALLETS distinct wallets asked in turn (mixedWallets.ts). */
export const MIXED_CASE = 'mixed';

/**
 * A case run again with the chain 60 ms away (remoteNode.ts), beside its floor: a bare Multicall3 read of
 * the same wallets' balances there (bareRead.ts); for the whale also the answer floor (answerFloor.ts).
 */
export const remoteName = (loadCase: LoadCase) => `${loadCase.name}, node 60 ms away`;
export const bareName = (loadCase: LoadCase) => `bare read of ${loadCase.name}, node 60 ms away`;
export const floorName = (loadCase: LoadCase) => `answer floor of ${loadCase.name}, node 60 ms away`;
/** The cases run 60 ms away beside the bare read: the whale with the browser's header, and the mixed case. */
export const isHeldAgainstBare = (loadCase: LoadCase) =>
  (loadCase.name.startsWith(WHALE_CASE) || loadCase.name.startsWith(MIXED_CASE)) && loadCase.acceptEncoding === BROWSER_ACCEPT_ENCODING;
/** A wallet the bench fills with 15 of the whale's tokens. */
const FIFTEEN_TOKEN_WALLET: Address = '0x1515151515151515151515151515151515151515';

/** Moves 1% of 15 of the whale's priced tokens (ETH included) to FIFTEEN_TOKEN_WALLET, via anvil impersonation. */
async function fundFifteenTokenWallet(chain: LocalChain): Promise<void> {
  const whale = chain.demoWallets.find((wallet) => wallet.profile === 'whale');
  if (!whale) throw new Error('the local chain has no whale demo wallet');
  const testClient = anvilTestClient(chain.rpcUrl, chain.chainId);
  await testClient.impersonateAccount({ address: whale.address });
  const chosen = chain.tokens.filter((token) => token.extensions?.priceFeed && !token.tags?.includes('stablecoin')).slice(0, 15);
  for (const token of chosen) {
    if (isAddressEqual(token.address, NATIVE_TOKEN_ADDRESS)) {
      const balance = await testClient.getBalance({ address: whale.address });
      await testClient.sendTransaction({ account: whale.address, to: FIFTEEN_TOKEN_WALLET, value: balance / 100n });
      continue;
    }
    const balance = await testClient.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [whale.address] });
    await testClient.writeContract({
      account: whale.address,
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [FIFTEEN_TOKEN_WALLET, balance / 100n],
    });
  }
  await testClient.stopImpersonatingAccount({ address: whale.address });
}

/**
 * Funds the 15-token wallet and the mixed case's wallets and returns the cases to run: all of them, or
 * with BENCH_CASES (e.g. "whale,15") those whose name contains one of the words. Every case sends the
 * browser's Accept-Encoding but one, the whale without it.
 */
export async function prepareCases(chain: LocalChain): Promise<LoadCase[]> {
  await fundFifteenTokenWallet(chain);
  const walletOf = (profile: string) => chain.demoWallets.find((wallet) => wallet.profile === profile)?.address ?? '';
  const whale = walletOf('whale');
  const allCases: Omit<LoadCase, 'acceptEncoding'>[] = [
    { name: '15 tokens (0x1515…)', wallets: [FIFTEEN_TOKEN_WALLET] },
    { name: `${WHALE_CASE} (64 tokens)`, wallets: [whale] },
    { name: 'one wallet repeated (balanced, 10 tokens)', wallets: [walletOf('balanced')] },
    // Issue 30: positions in five protocols and an Aave loan, read in the same eth_calls plus two rounds.
    { name: 'defi.eth (positions and a loan)', wallets: [walletOf('defi')] },
    { name: 'all demo wallets in turn', wallets: [FIFTEEN_TOKEN_WALLET, ...chain.demoWallets.map((wallet) => wallet.address)] },
    { name: `${MIXED_CASE}: ${MIXED_WALLETS} wallets in turn`, wallets: [] },
  ];
  const only =
    process.env.BENCH_CASES?.split(',')
      .map((word) => word.trim())
      .filter(Boolean) ?? [];
  const chosen = only.length === 0 ? allCases : allCases.filter((loadCase) => only.some((word) => loadCase.name.includes(word)));
  const cases: LoadCase[] = [];
  for (const loadCase of chosen) {
    const wallets = loadCase.name.startsWith(MIXED_CASE) ? await fundMixedWallets(chain) : loadCase.wallets;
    cases.push({ ...loadCase, wallets, acceptEncoding: BROWSER_ACCEPT_ENCODING });
    if (loadCase.name.startsWith(WHALE_CASE)) cases.push({ name: `${WHALE_CASE} without Accept-Encoding`, wallets });
  }
  return cases;
}
