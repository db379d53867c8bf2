/**
 * Reads what a wallet holds: the native balance plus every ERC-20 of the token
 * list, all in one Multicall3.aggregate3 eth_call (chunked only past
 * BALANCE_READS_PER_ETH_CALL tokens).
 *
 * This runs on every recommendation, so it is cheap by construction: between
 * two wallets only the wallet's word in the calldata changes, so the calldata is
 * built once per token list as a template and each read only fills the wallet in.
 * Selectors are literals (viem's encoder hashed the signature for every token of
 * every request) and balances are decoded by the hand-written aggregate3 codec.
 */
import type { Address, Hex } from 'viem';
import { ChainError, NATIVE_TOKEN_ADDRESS, type TokenInfo } from '../domain/types';
import { BusyError, type Turn } from '../domain/fairQueue';
import { chunks } from './multicall/chunks';
import { encodeAggregate3 } from './multicall/aggregate3Codec';
import { shortMessage } from './transport/errorMessage';
import { ethCallAggregate3, type CallResult, type EthCallClient } from './multicall/multicall';

/** A balance read on-chain, in the token's smallest unit. Never zero. */
export interface Holding {
  token: TokenInfo;
  balance: bigint;
}

/** What a chain's reader offers the pipeline: a wallet's holdings (readHoldings, bound to one chain's client and token list). */
export interface HoldingsReader {
  /**
   * Non-zero balances of `wallet`, read for a visitor's `turn`; rejects with ChainError when the chain
   * cannot be read, BusyError when its request budget has no turn for the visitor in time.
   */
  read(wallet: Address, turn?: Turn): Promise<Holding[]>;
}

/** balanceOf(address), the ERC-20 read. */
export const BALANCE_OF_SELECTOR = '0x70a08231';
/** Multicall3.getEthBalance(address), the native coin's balance. */
export const GET_ETH_BALANCE_SELECTOR = '0x4d2301cc';

/** Balance reads per eth_call: a balanceOf costs a few thousand gas, so 1,000 stay far under any node's eth_call gas cap. */
export const BALANCE_READS_PER_ETH_CALL = 1_000;

/** Stands for the wallet's 32-byte ABI word in a calldata template; not hex, so it cannot occur otherwise. */
const WALLET_WORD_SLOT = 'w'.repeat(64);

interface ChunkPlan {
  tokens: TokenInfo[];
  /** The chunk's aggregate3 calldata, cut where the wallet's word goes. */
  pieces: string[];
}

interface ReadPlan {
  multicall3: string;
  chunks: ChunkPlan[];
}

/** Keyed by the token list itself: the service passes the same array on every request. */
const plans = new WeakMap<readonly TokenInfo[], ReadPlan>();

function planFor(tokens: readonly TokenInfo[], multicall3: Address): ReadPlan {
  const cached = plans.get(tokens);
  if (cached && cached.multicall3 === multicall3) return cached;
  const native = NATIVE_TOKEN_ADDRESS.toLowerCase();
  const plan = {
    multicall3,
    chunks: chunks(tokens, BALANCE_READS_PER_ETH_CALL).map((chunkTokens): ChunkPlan => {
      const calls = chunkTokens.map((token) =>
        token.address.toLowerCase() === native
          ? { target: multicall3, callData: `${GET_ETH_BALANCE_SELECTOR}${WALLET_WORD_SLOT}` as Hex }
          : { target: token.address, callData: `${BALANCE_OF_SELECTOR}${WALLET_WORD_SLOT}` as Hex },
      );
      return { tokens: chunkTokens, pieces: encodeAggregate3(calls).split(WALLET_WORD_SLOT) };
    }),
  };
  plans.set(tokens, plan);
  return plan;
}

/** The balance, or null when the token could not answer (no contract, reverted, shorter than a uint256). */
function decodeBalance(result: CallResult): bigint | null {
  // "0x" + 64 hex digits; like viem's decoder, anything after the first word is ignored.
  if (!result.success || result.returnData.length < 66) return null;
  return BigInt(result.returnData.slice(0, 66));
}

/**
 * Non-zero balances, in the order of `tokens`. A token whose contract fails to
 * answer is skipped (it cannot be held in any way we can show); a failure of the
 * node itself rejects with ChainError (a busy request gate, with its BusyError).
 */
export async function readHoldings(
  client: EthCallClient,
  args: { wallet: Address; tokens: TokenInfo[]; multicall3: Address; turn?: Turn },
): Promise<Holding[]> {
  const plan = planFor(args.tokens, args.multicall3);
  const walletWord = args.wallet.slice(2).toLowerCase().padStart(64, '0');
  let results: CallResult[][];
  try {
    results = await Promise.all(plan.chunks.map((chunk) => ethCallAggregate3(client, args.multicall3, chunk.pieces.join(walletWord) as Hex, args.turn)));
  } catch (error) {
    if (error instanceof BusyError) throw error;
    throw new ChainError(`Could not read the balances of ${args.wallet}: ${shortMessage(error)}`, { cause: error });
  }
  const holdings: Holding[] = [];
  plan.chunks.forEach((chunk, chunkIndex) => {
    chunk.tokens.forEach((token, index) => {
      const balance = decodeBalance(results[chunkIndex][index]);
      if (balance !== null && balance > 0n) holdings.push({ token, balance });
    });
  });
  return holdings;
}
