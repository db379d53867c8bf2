/**
 * Reads `?tokens=` of GET /api/prices: `chainId:address` pairs, comma-separated.
 * Each mistake is answered 400 with the item's position and what it should look like.
 */
import { getAddress } from 'viem';
import { ApiError } from '../domain/apiError';
import { MAX_PRICE_TOKENS, WALLET_PATTERN } from '../../../contract';

export interface TokenRef {
  chainId: number;
  /** Checksummed. */
  address: string;
}

const EXAMPLE = '1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ADDRESS = new RegExp(WALLET_PATTERN);
/** A chain id as written in a URL: no sign, no leading zero, no fraction. */
const CHAIN_ID = /^[1-9]\d*$/;

function invalid(message: string): never {
  throw new ApiError(400, 'invalid_request', message);
}

function parseItem(item: string, index: number): TokenRef {
  const parts = item.split(':');
  if (parts.length !== 2) invalid(`tokens[${index}] ("${item.slice(0, 60)}") must be a chain id and an address, e.g. ${EXAMPLE}`);
  const [chainId, address] = parts.map((part) => part.trim());
  if (!CHAIN_ID.test(chainId) || !Number.isSafeInteger(Number(chainId))) {
    invalid(`tokens[${index}]: the chain id must be a positive whole number (got "${chainId.slice(0, 20)}")`);
  }
  if (!ADDRESS.test(address)) invalid(`tokens[${index}]: the address must be "0x" followed by exactly 40 hexadecimal characters`);
  return { chainId: Number(chainId), address: getAddress(address.toLowerCase()) };
}

export function parseTokenList(raw: string | undefined): TokenRef[] {
  if (raw === undefined || raw.trim() === '') invalid(`List the tokens: ?tokens=${EXAMPLE},8453:0x… (chain id and address, comma-separated).`);
  const items = raw.split(',');
  if (items.length > MAX_PRICE_TOKENS) invalid(`At most ${MAX_PRICE_TOKENS} tokens per request (got ${items.length}).`);
  return items.map(parseItem);
}
