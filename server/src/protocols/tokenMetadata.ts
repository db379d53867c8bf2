/**
 * A token a protocol's market holds that the chain's token list does not (a reserve governance listed
 * since, a Comet's new collateral): made from what the token itself answers, its symbol, name and
 * decimals, read once per market discovery. A symbol that cannot be read is the token's short address,
 * never an empty name.
 */
import type { Address } from 'viem';
import type { Call, CallResult } from '../chains/multicall/multicall';
import type { TokenInfo } from '../domain/types';
import { call, selector, text, uint } from './abiWords';
import { listedToken, type ProtocolChain } from './protocol';

const SYMBOL = selector('function symbol()');
const NAME = selector('function name()');
const DECIMALS = selector('function decimals()');
/** Past this, an answer is not a real token's decimals. */
const MAX_DECIMALS = 36n;

/** "0x1f98…F984". */
const shortAddress = (address: Address): string => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** The calls an unlisted token needs (none for a listed one), in the order `tokenOf` reads them. */
export function metadataCalls(chain: ProtocolChain, address: Address): Call[] {
  return listedToken(chain, address) ? [] : [call(address, SYMBOL), call(address, NAME), call(address, DECIMALS)];
}

/**
 * The listed token, or one made from `answers` (metadataCalls' results); null when an unlisted token's
 * decimals cannot be read and the market does not state them (`decimals`).
 */
export function tokenOf(chain: ProtocolChain, address: Address, answers: readonly CallResult[], decimals?: number): TokenInfo | null {
  const listed = listedToken(chain, address);
  if (listed) return listed;
  const [symbolAnswer, nameAnswer, decimalsAnswer] = answers;
  const own = uint(decimalsAnswer);
  const chosen = own !== null && own <= MAX_DECIMALS ? Number(own) : decimals;
  if (chosen === undefined) return null;
  const symbol = text(symbolAnswer) ?? shortAddress(address);
  return { chainId: chain.chainId, address, symbol, name: text(nameAnswer) ?? symbol, decimals: chosen };
}
