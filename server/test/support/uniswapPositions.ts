/**
 * Uniswap v3 positions minted on the seeded local Ethereum chain, by its real position manager (the npm
 * artifacts the demo seeds, server/demo/seed/protocols/uniswapV3.ts), from the node's first account:
 * many dust positions in the WETH/USDC pool (as anyone can mint into any wallet), or one position in a
 * pool of a token of the test's own.
 */
import { encodeFunctionData, toHex, type Address, type Hash, type Hex } from 'viem';
import { rpc } from '../../demo/anvilRpc';
import { uniswapArtifacts } from '../../demo/seed/protocols/uniswapV3Artifacts';
import { approve, createPool, mint, TICK_SPACING, type Pair } from '../../demo/seed/protocols/uniswapV3Market';
import { UNISWAP_V3_ON_ETHEREUM } from '../../src/protocols/uniswapV3';
import type { TokenInfo } from '../../src/domain/types';

const NPM = UNISWAP_V3_ON_ETHEREUM.positionManager.address;
/** Dust mints per transaction: a full-range mint costs up to ~250k gas, under the 29M a transaction is given. */
const MINTS_PER_TRANSACTION = 100;
const TRANSACTIONS_IN_FLIGHT = 2;
/** The widest full range at the 0.05 % tier's spacing. */
const FULL_RANGE = { tickLower: Math.ceil(-887272 / TICK_SPACING) * TICK_SPACING, tickUpper: Math.floor(887272 / TICK_SPACING) * TICK_SPACING };

const ordered = (a: { address: Address; decimals: number }, b: { address: Address; decimals: number }): Pair =>
  a.address.toLowerCase() < b.address.toLowerCase() ? { token0: a, token1: b } : { token0: b, token1: a };

/** How long a 29M-gas transaction may take to be mined: anvil slows as the position manager's state grows. */
const MINED_WITHIN_MS = 180_000;

/** Waits for each transaction's receipt; rejects when one reverted or is not mined in MINED_WITHIN_MS. */
async function minedWithin(rpcUrl: string, hashes: readonly Hash[]): Promise<void> {
  const deadline = Date.now() + MINED_WITHIN_MS;
  for (const hash of hashes) {
    for (;;) {
      const receipt = await rpc<{ status: Hex } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
      if (receipt) {
        if (receipt.status !== '0x1') throw new Error(`Transaction ${hash} reverted`);
        break;
      }
      if (Date.now() > deadline) throw new Error(`Transaction ${hash} was not mined within ${MINED_WITHIN_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function sendAll(
  rpcUrl: string,
  transactions: readonly { to?: Address; data: Hex; gas: bigint }[],
  onProgress?: (sent: number, total: number) => void,
): Promise<void> {
  const [from] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
  for (let start = 0; start < transactions.length; start += TRANSACTIONS_IN_FLIGHT) {
    const hashes: Hash[] = [];
    for (const tx of transactions.slice(start, start + TRANSACTIONS_IN_FLIGHT)) {
      // Full blocks raise the base fee 12.5 % each (EIP-1559): after ~120 the seeder could no longer pay for one.
      await rpc(rpcUrl, 'anvil_setNextBlockBaseFeePerGas', ['0x0']);
      hashes.push(await rpc<Hash>(rpcUrl, 'eth_sendTransaction', [{ from, ...tx, gas: toHex(tx.gas) }]));
    }
    await minedWithin(rpcUrl, hashes);
    onProgress?.(Math.min(start + TRANSACTIONS_IN_FLIGHT, transactions.length), transactions.length);
  }
}

/** `count` full-range dust positions of WETH/USDC (a few cents each) minted into `owner`. */
export async function mintDustPositions(
  rpcUrl: string,
  tokens: readonly TokenInfo[],
  owner: Address,
  count: number,
  onProgress?: (sent: number, total: number) => void,
): Promise<void> {
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
  await sendAll(rpcUrl, transactions, onProgress);
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
