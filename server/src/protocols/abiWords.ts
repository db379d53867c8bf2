/**
 * The few ABI pieces the protocol readers need, by hand as the holdings read does (chains/holdings.ts):
 * calldata of static arguments, and the words of a static answer. Every call here takes only 32-byte
 * words; the two dynamic answers (a reserve list, a token's symbol) are decoded by viem's codec, once
 * per market discovery, never per wallet. The readers' tests check each call against the real contracts.
 */
import { decodeAbiParameters, getAddress, hexToString, toFunctionSelector, type Address, type Hex } from 'viem';
import { WALLET_WORD_SLOT } from '../chains/holdings';
import type { Call, CallResult } from '../chains/multicall/multicall';

const WORD = 64;
const UINT256_MAX = (1n << 256n) - 1n;

/** The 4-byte selector of a human-readable signature, e.g. "function balanceOf(address)". */
export function selector(signature: string): Hex {
  return toFunctionSelector(signature);
}

/** An argument word: an address, a non-negative integer, or the wallet (WALLET, filled in per read). */
export type Argument = Address | bigint | typeof WALLET;

/** Stands for the wallet's word in `call`'s arguments. */
export const WALLET = Symbol('wallet');

function word(argument: Argument): string {
  if (argument === WALLET) return WALLET_WORD_SLOT;
  if (typeof argument === 'bigint') {
    // Two's complement, as the ABI encodes int24 ticks and other signed words.
    const value = argument < 0n ? (UINT256_MAX + 1n + argument) & UINT256_MAX : argument;
    return value.toString(16).padStart(WORD, '0');
  }
  return argument.slice(2).toLowerCase().padStart(WORD, '0');
}

/** A call of `target` with a selector and static arguments. */
export function call(target: Address, functionSelector: Hex, ...args: Argument[]): Call {
  return { target, callData: `${functionSelector}${args.map(word).join('')}` as Hex };
}

/**
 * The answer's words as unsigned integers, or null when the call failed or answered fewer than
 * `count` words (no contract at the address answers 0x: nothing is deployed there).
 */
export function words(result: CallResult | undefined, count: number): bigint[] | null {
  if (!result?.success || result.returnData.length < 2 + count * WORD) return null;
  const body = result.returnData.slice(2);
  return Array.from({ length: count }, (_, index) => BigInt(`0x${body.slice(index * WORD, (index + 1) * WORD)}`));
}

/** The first word of the answer as an unsigned integer, or null (see words). */
export function uint(result: CallResult | undefined): bigint | null {
  return words(result, 1)?.[0] ?? null;
}

/** A word read as a signed integer of `bits` bits (an int24 tick). */
export function signed(value: bigint, bits: number): bigint {
  const masked = value & ((1n << BigInt(bits)) - 1n);
  return masked >= 1n << BigInt(bits - 1) ? masked - (1n << BigInt(bits)) : masked;
}

/** A word read as an address (its low 20 bytes), checksummed. */
export function addressOf(value: bigint): Address {
  return getAddress(`0x${value.toString(16).padStart(40, '0').slice(-40)}`);
}

/** An `address[]` answer (Aave's getReservesList), checksummed; null when the call failed or is not one. */
export function addressList(result: CallResult | undefined): Address[] | null {
  if (!result?.success || result.returnData === '0x') return null;
  try {
    return [...decodeAbiParameters([{ type: 'address[]' }], result.returnData)[0]];
  } catch {
    return null;
  }
}

/**
 * A token's `symbol()` or `name()`: an ABI string, or a bytes32 as older tokens answer (MKR); null
 * when the call failed or the text is empty or not printable.
 */
export function text(result: CallResult | undefined): string | null {
  if (!result?.success || result.returnData.length < 2 + WORD) return null;
  let value: string;
  try {
    value = decodeAbiParameters([{ type: 'string' }], result.returnData)[0];
  } catch {
    value = result.returnData.length === 2 + WORD ? hexToString(result.returnData, { size: 32 }).replace(/\0+$/, '') : '';
  }
  const trimmed = value.trim();
  // eslint-disable-next-line no-control-regex
  return trimmed.length > 0 && trimmed.length <= 64 && !/[\u0000-\u001f\u007f]/.test(trimmed) ? trimmed : null;
}
