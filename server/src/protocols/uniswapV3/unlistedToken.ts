/**
 * A token of a liquidity position that is not on the chain's list: named by its own ERC-20 metadata
 * so the position's half is shown (and set aside as unpriced) rather than lost.
 */
import { hexToString, type Address } from 'viem';
import type { ReadFailure } from '../../../../contract';
import { failureOf } from '../../chains/unreadable';
import type { CallResult } from '../../chains/multicall/multicall';
import type { TokenInfo } from '../../domain/types';
import { uint } from '../abiWords';

/** `symbol()` as an ABI string, or as a bytes32 (older tokens such as MKR); null when neither. */
function symbolOf(result: CallResult | undefined): string | null {
  if (!result?.success) return null;
  const body = result.returnData.slice(2);
  if (body.length === 64) return hexToString(`0x${body}`).replace(/\0+$/, '') || null;
  if (body.length < 128) return null;
  const offset = Number.parseInt(body.slice(0, 64), 16) * 2;
  const length = Number.parseInt(body.slice(offset, offset + 64), 16) * 2;
  const text = body.slice(offset + 64, offset + 64 + length);
  return text.length === length && length > 0 ? hexToString(`0x${text}`) : null;
}

/** An address as a person reads it: 0x1234…abcd. */
export const shortAddress = (address: Address): string => `${address.slice(0, 6)}…${address.slice(-4)}`;

const NO_ANSWER: CallResult = { success: false, returnData: '0x' };

/**
 * The token, or why it cannot be read: its `decimals()` or `symbol()` failed (reverted, burned its gas), or
 * its decimals are not a real token's (over 36), so its amounts could not be read right.
 */
export function unlistedToken(
  chainId: number,
  address: Address,
  decimals: CallResult | undefined,
  symbol: CallResult | undefined,
): { token: TokenInfo } | { failure: ReadFailure } {
  if (!decimals?.success) return { failure: failureOf(decimals ?? NO_ANSWER) };
  if (!symbol?.success) return { failure: failureOf(symbol ?? NO_ANSWER) };
  const places = uint(decimals);
  if (places === null || places > 36n) return { failure: 'implausible' };
  const name = symbolOf(symbol) ?? shortAddress(address);
  return { token: { chainId, address, symbol: name, name, decimals: Number(places) } };
}
