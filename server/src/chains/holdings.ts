/**
 * Reads what a wallet holds: the native balance plus every ERC-20 of the token
 * list, all in one Multicall3.aggregate3 eth_call (chunked only past
 * BALANCE_READS_PER_ETH_CALL tokens). The protocols' per-wallet calls (an NFT
 * manager's balanceOf, a lending pool's account data) ride in the same eth_call:
 * `readHoldingsWith` takes them templated the same way and hands back their results.
 * Each eth_call also asks Multicall3 for the chain id, so balances that come from a
 * node of another chain (a provider that swapped the backend behind its URL, issue
 * 31, item 4) are refused in the very answer that carries them, and never advised
 * or stored as this chain's.
 *
 * This runs on every recommendation, so it is cheap by construction: between
 * two wallets only the wallet's word in the calldata changes, so the calldata is
 * built once per token list as a template and each read only fills the wallet in.
 * Selectors are literals (viem's encoder hashed the signature for every token of
 * every request) and balances are decoded by the hand-written aggregate3 codec.
 *
 * One bad contract fails alone (multicall/boundedReads.ts): the eth_call has a gas bound, and one that
 * a token sinks (its balanceOf burns the gas) is read again split until the token is found. A listed token
 * whose balanceOf fails is not dropped: it is set aside as unreadable, with why.
 */
import type { ProtocolLoanPart } from '../domain/loanMath';
import type { Address, Hex } from 'viem';
import type { Loan, Position, SetAsideToken } from '../../../contract';
import { failureOf, unreadable } from './unreadable';
import { ChainError, NATIVE_TOKEN_ADDRESS, type TokenInfo, type TokenKey } from '../domain/types';
import { WrongChainError } from './transport/chainIdCheck';
import { BusyError, type Turn } from '../domain/fairQueue';
import { chunks } from './multicall/chunks';
import { encodeAggregate3, type Call } from './multicall/aggregate3Codec';
import { shortMessage } from './transport/errorMessage';
import { ethCallAggregate3, type CallResult, type EthCallClient } from './multicall/multicall';
import { boundedAggregate3, filled, READ_GAS_CAP, type BurnerMemo } from './multicall/boundedReads';
import { JsonRpcError } from './transport/errors';

/** A balance read on-chain, in the token's smallest unit. Never zero. */
export interface Holding {
  token: TokenInfo;
  balance: bigint;
  /**
   * Where it sits when not plainly in the wallet (server/src/protocols): `token` and `balance` are then
   * the asset it is exposed to (DAI for sDAI, ETH for wstETH) and its amount. Absent: a token in the wallet.
   */
  position?: Position;
}

/**
 * A loan as its lending market reports it at the read (contract/positions.ts): the answer's own
 * judgement of it (maxFall, status) and the chain's display name are added later.
 */
export type ReadLoan = Omit<Loan, 'chainName' | 'maxFall' | 'maxRise' | 'status'> & {
  /** Each asset as the market valued it in the same read as `healthFactor`; absent when it could not be read. */
  parts?: ProtocolLoanPart[];
};

/**
 * Everything a wallet holds on one chain: its tokens and positions, and its loans (position.loan indexes `loans`);
 * what could not be read (a token whose balanceOf reverts or burns gas, a vault answering nothing) or was not read
 * (positions past the bound), each with its reason, to be set aside in the answer.
 */
export interface WalletHoldings {
  holdings: Holding[];
  loans: ReadLoan[];
  /** USD per whole unit of held tokens no feed prices, as the protocol holding them prices them (Aave's oracle); absent: none. */
  prices?: ReadonlyMap<TokenKey, number>;
  setAside: SetAsideToken[];
}

/**
 * What a chain's reader offers the pipeline: a wallet's holdings, its tokens and its protocol positions
 * (server/src/protocols/walletPositions.ts, bound to one chain's client, token list and protocols).
 */
export interface HoldingsReader {
  /**
   * Non-zero balances and positions of `wallet`, read for a visitor's `turn`; rejects with ChainError when the
   * chain cannot be read, BusyError when its request budget has no turn for the visitor in time.
   */
  read(wallet: Address, turn?: Turn): Promise<WalletHoldings>;
}

/** balanceOf(address), the ERC-20 read. */
export const BALANCE_OF_SELECTOR = '0x70a08231';
/** Multicall3.getEthBalance(address), the native coin's balance. */
export const GET_ETH_BALANCE_SELECTOR = '0x4d2301cc';
/** Multicall3.getChainId(): block.chainid of the node that runs the call. */
export const GET_CHAIN_ID_SELECTOR = '0x3408e470';

/** Balance reads per eth_call: a balanceOf costs a few thousand gas, so 1,000 stay far under any node's eth_call gas cap. */
export const BALANCE_READS_PER_ETH_CALL = 1_000;

/**
 * Stands for the wallet's 32-byte ABI word in a calldata template; not hex, so it cannot occur otherwise.
 * A protocol's per-wallet call puts it wherever the wallet goes (`getUserAccountData(wallet)`,
 * `tokenOfOwnerByIndex(wallet, 2)`).
 */
export const WALLET_WORD_SLOT = 'w'.repeat(64);

/** A token's balance read, or one of the extra calls. */
type Entry = { token: TokenInfo } | { call: Call };

interface ChunkPlan {
  entries: Entry[];
  /** The chunk's calls, then getChainId(), with WALLET_WORD_SLOT standing for the wallet: for a read that must be split. */
  calls: Call[];
  /** The chunk's aggregate3 calldata, cut where the wallet's word goes: one call per entry, then getChainId(). */
  pieces: string[];
}

interface ReadPlan {
  multicall3: string;
  chunks: ChunkPlan[];
}

const NO_CALLS: readonly Call[] = [];

/**
 * Keyed by the token list itself and then by the extra calls: the service passes the same arrays on
 * every request, so the calldata is encoded once per pair.
 */
const plans = new WeakMap<readonly TokenInfo[], WeakMap<readonly Call[], ReadPlan>>();

function balanceCall(token: TokenInfo, multicall3: Address): Call {
  return token.address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
    ? { target: multicall3, callData: `${GET_ETH_BALANCE_SELECTOR}${WALLET_WORD_SLOT}` as Hex }
    : { target: token.address, callData: `${BALANCE_OF_SELECTOR}${WALLET_WORD_SLOT}` as Hex };
}

function planFor(tokens: readonly TokenInfo[], extra: readonly Call[], multicall3: Address): ReadPlan {
  const byCalls = plans.get(tokens) ?? new WeakMap<readonly Call[], ReadPlan>();
  plans.set(tokens, byCalls);
  const cached = byCalls.get(extra);
  if (cached && cached.multicall3 === multicall3) return cached;
  const entries: Entry[] = [...tokens.map((token) => ({ token })), ...extra.map((call) => ({ call }))];
  const plan = {
    multicall3,
    chunks: chunks(entries, BALANCE_READS_PER_ETH_CALL).map((chunkEntries): ChunkPlan => {
      const calls = chunkEntries.map((entry) => ('token' in entry ? balanceCall(entry.token, multicall3) : entry.call));
      const chainIdCall = { target: multicall3, callData: GET_CHAIN_ID_SELECTOR as Hex };
      const all = [...calls, chainIdCall];
      return { entries: chunkEntries, calls: all, pieces: encodeAggregate3(all).split(WALLET_WORD_SLOT) };
    }),
  };
  byCalls.set(extra, plan);
  return plan;
}

/** The balance, or null when the token could not answer (no contract, reverted, shorter than a uint256). */
export function decodeBalance(result: CallResult): bigint | null {
  // "0x" + 64 hex digits; like viem's decoder, anything after the first word is ignored.
  if (!result.success || result.returnData.length < 66) return null;
  return BigInt(result.returnData.slice(0, 66));
}

/** Throws WrongChainError unless the chunk's last call, getChainId(), answered `chainId`. */
function checkChainId(results: CallResult[], chainId: number): void {
  const answer = decodeBalance(results[results.length - 1]);
  if (answer === null) throw new Error(`Multicall3 did not answer getChainId()`);
  if (answer !== BigInt(chainId)) throw new WrongChainError(chainId, Number(answer));
}

export interface HoldingsArgs {
  wallet: Address;
  tokens: readonly TokenInfo[];
  multicall3: Address;
  /** The chain the node must be: a node of another answers with a ChainError. */
  chainId: number;
  /** The visitor's turn at the chain's request gate; absent: the service's own read. */
  turn?: Turn;
  /** The chain's calls found to burn their gas, answered from memory; absent: none remembered. */
  memo?: BurnerMemo;
}

/** The wallet's word, as it replaces WALLET_WORD_SLOT in a template. */
export function walletWord(wallet: Address): string {
  return wallet.slice(2).toLowerCase().padStart(64, '0');
}

/**
 * Non-zero balances, in the order of `tokens`, and the results of `calls` (each with the wallet's
 * word where WALLET_WORD_SLOT stands), all in the same eth_call. A token whose balanceOf fails is
 * in `setAside` as unreadable, with why; an address without code is not held. A failure of the node
 * itself, or a node of another chain than `chainId`, rejects with ChainError (a busy request gate,
 * with its BusyError).
 */
export async function readHoldingsWith(
  client: EthCallClient,
  args: HoldingsArgs & { calls: readonly Call[] },
): Promise<{ holdings: Holding[]; setAside: SetAsideToken[]; results: CallResult[] }> {
  const plan = planFor(args.tokens, args.calls, args.multicall3);
  const word = walletWord(args.wallet);
  let results: CallResult[][];
  try {
    results = await Promise.all(plan.chunks.map((chunk) => readChunk(client, chunk, word, args)));
    for (const chunk of results) checkChainId(chunk, args.chainId);
  } catch (error) {
    if (error instanceof BusyError) throw error;
    throw new ChainError(`Could not read the balances of ${args.wallet}: ${shortMessage(error)}`, { cause: error });
  }
  const holdings: Holding[] = [];
  const setAside: SetAsideToken[] = [];
  const callResults: CallResult[] = [];
  plan.chunks.forEach((chunk, chunkIndex) => {
    chunk.entries.forEach((entry, index) => {
      const result = results[chunkIndex][index];
      if ('call' in entry) {
        callResults.push(result);
        return;
      }
      const balance = decodeBalance(result);
      if (balance !== null && balance > 0n) holdings.push({ token: entry.token, balance });
      // No code at the address answers "0x" with success: nothing can be held there. Any other failure is said.
      else if (!result.success) setAside.push(unreadable(entry.token, failureOf(result)));
      else if (balance === null && result.returnData !== '0x') setAside.push(unreadable(entry.token, 'implausible'));
    });
  });
  return { holdings, setAside, results: callResults };
}

/** A failed call without revert data followed by others: a call may have burned the gas the later ones needed. */
function mayBeStarved(results: readonly CallResult[]): boolean {
  const first = results.findIndex((result) => !result.success && result.returnData === '0x');
  return first >= 0 && results.slice(first + 1).some((result) => !result.success && result.returnData === '0x');
}

/**
 * One chunk's results: its ready calldata in one eth_call under the gas bound, unless one of its calls is a
 * known burner; when a call sinks it, or may have starved the others, the chunk is read split (boundedReads.ts).
 */
async function readChunk(client: EthCallClient, chunk: ChunkPlan, word: string, args: HoldingsArgs): Promise<CallResult[]> {
  const { memo } = args;
  const split = () =>
    boundedAggregate3(
      client,
      args.multicall3,
      chunk.calls.map((call) => filled(call, WALLET_WORD_SLOT, word)),
      chunk.calls.length,
      { turn: args.turn, memo },
    );
  if (memo && memo.size > 0 && chunk.calls.some((call) => memo.has(call))) return split();
  let results: CallResult[];
  try {
    results = await ethCallAggregate3(client, args.multicall3, chunk.pieces.join(word) as Hex, args.turn, READ_GAS_CAP);
  } catch (error) {
    if (error instanceof JsonRpcError) return split();
    throw error;
  }
  return mayBeStarved(results) ? split() : results;
}

/** Non-zero balances of the token list alone (see readHoldingsWith). */
export async function readHoldings(client: EthCallClient, args: HoldingsArgs): Promise<Holding[]> {
  return (await readHoldingsWith(client, { ...args, calls: NO_CALLS })).holdings;
}
