/**
 * A token of a liquidity position that is not on the chain's list: named by its own ERC-20 metadata
 * so the position's half is shown (and set aside as unpriced) rather than lost.
 */
import { hexToString, type Address } from 'viem';
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

/** null when the token does not say its decimals: its amounts could not be read right. */
export function unlistedToken(chainId: number, address: Address, decimals: CallResult | undefined, symbol: CallResult | undefined): TokenInfo | null {
  const places = uint(decimals);
  if (places === null || places > 36n) return null;
  const name = symbolOf(symbol) ?? `${address.slice(0, 6)}…${address.slice(-4)}`;
  return { chainId, address, symbol: name, name, decimals: Number(places) };
}
