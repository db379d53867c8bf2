/**
 * Uniswap v3 positions minted on the seeded local Ethereum chain, by its real position manager (the npm
 * artifacts the demo seeds, server/demo/seed/protocols/uniswapV3.ts), from the node's first account:
 * many dust positions in the WETH/USDC pool (as anyone can mint into any wallet), or one position in a
 * pool of a token of the test's own.
 */
import { encodeFunctionData, toHex, type Address, type Hash, type Hex } from 'viem';
import { rpc } from '../../demo/anvilRpc';
import { waitForReceipts } from '../../demo/seed/blocks';
import { uniswapArtifacts } from '../../demo/seed/protocols/uniswapV3Artifacts';
import { approve, createPool, mint, TICK_SPACING, type Pair } from '../../demo/seed/protocols/uniswapV3Market';
import { UNISWAP_V3_ON_ETHEREUM } from '../../src/protocols/uniswapV3';
import type { TokenInfo } from '../../src/domain/types';

const NPM = UNISWAP_V3_ON_ETHEREUM.positionManager.address;
/** Dust mints per transaction: a full-range mint costs up to ~250k gas, under the 29M a transaction is given. */
const MINTS_PER_TRANSACTION = 100;
const TRANSACTIONS_IN_FLIGHT = 8;
/** The widest full range at the 0.05 % tier's spacing. */
const FULL_RANGE = { tickLower: Math.ceil(-887272 / TICK_SPACING) * TICK_SPACING, tickUpper: Math.floor(887272 / TICK_SPACING) * TICK_SPACING };

const ordered = (a: { address: Address; decimals: number }, b: { address: Address; decimals: number }): Pair =>
  a.address.toLowerCase() < b.address.toLowerCase() ? { token0: a, token1: b } : { token0: b, token1: a };

async function sendAll(rpcUrl: string, transactions: readonly { to?: Address; data: Hex; gas: bigint }[]): Promise<void> {
  const [from] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
  for (let start = 0; start < transactions.length; start += TRANSACTIONS_IN_FLIGHT) {
    const hashes: Hash[] = [];
    for (const tx of transactions.slice(start, start + TRANSACTIONS_IN_FLIGHT))
      hashes.push(await rpc<Hash>(rpcUrl, 'eth_sendTransaction', [{ from, ...tx, gas: toHex(tx.gas) }]));
    await waitForReceipts(rpcUrl, hashes);
  }
}

/** `count` full-range dust positions of WETH/USDC (a few cents each) minted into `owner`. */
export async function mintDustPositions(rpcUrl: string, tokens: readonly TokenInfo[], owner: Address, count: number): Promise<void> {
  const find = (symbol: string) => {
    const token = tokens.find((candidate) => candidate.symbol === symbol);
    if (!token) throw new Error(`no ${symbol} on the local chain`);
    return token;
  };
  const pair = ordered(find('USDC'), find('WETH'));
  const dust = (token: { decimals: number }) => 10n ** BigInt(Math.max(0, token.decimals - 2));
  const one = mint(NPM, pair, { ...FULL_RANGE, amount0: dust(pair.token0), amount1: dust(pair.token1), recipient: owner }).data;
  const { abi } = uniswapArtifacts().positionManager;
  const transactions = [];
  for (let minted = 0; minted < count; minted += MINTS_PER_TRANSACTION) {
    const mints = Array.from({ length: Math.min(MINTS_PER_TRANSACTION, count - minted) }, () => one);
    transactions.push({ to: NPM, data: encodeFunctionData({ abi, functionName: 'multicall', args: [mints] }), gas: 29_000_000n });
  }
  await sendAll(rpcUrl, transactions);
}

/**
 * A new 0.05 % pool of `token` (held by the node's first account, 18 decimals) and WETH at one WETH a token,
 * and a full-range position in it minted into `owner`.
 */
export async function mintPositionWith(rpcUrl: string, token: Address, weth: TokenInfo, owner: Address): Promise<void> {
  const pair = ordered({ address: token, decimals: 18 }, weth);
  await sendAll(rpcUrl, [
    approve(token, NPM),
    approve(weth.address, NPM),
    createPool(NPM, pair, 1n << 96n),
    mint(NPM, pair, { ...FULL_RANGE, amount0: 10n ** 18n, amount1: 10n ** 18n, recipient: owner }),
  ]);
}
