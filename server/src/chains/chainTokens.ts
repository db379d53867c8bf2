/**
 * The tokens Ribbit reads on one chain: the bundled registry, with a
 * TOKEN_LIST's entries for that chain added or overlaid (same address), and
 * the chain's native coin added from its definition when neither has it.
 */
import { NATIVE_TOKEN_ADDRESS, tokenKey, type TokenInfo } from '../domain/types';
import { chainDefinition } from '../domain/chains';
import { bundledTokens } from './registry/load';

/** The native coin of `chainId`; ETH for a chain Ribbit has no definition of (most EVM chains use it). */
export function nativeToken(chainId: number): TokenInfo {
  const native = chainDefinition(chainId)?.native ?? { symbol: 'ETH', name: 'Ether', decimals: 18, asset: 'ETH' };
  return {
    chainId,
    address: NATIVE_TOKEN_ADDRESS,
    symbol: native.symbol,
    name: native.name,
    decimals: native.decimals,
    tags: ['native'],
    extensions: { asset: native.asset },
  };
}

/**
 * A list entry over the registry's entry for the same address: what the list says wins,
 * what it does not say is kept. A plain list (Uniswap's) has no feed, asset or peg, and
 * must not strip USDC of its feed and its stablecoin tag.
 */
function overlay(registry: TokenInfo | undefined, listed: TokenInfo): TokenInfo {
  if (!registry) return listed;
  const extensions = { ...registry.extensions, ...listed.extensions };
  const tags = [...new Set([...(registry.tags ?? []), ...(listed.tags ?? [])])];
  return { ...registry, ...listed, tags, extensions };
}

export function chainTokens(chainId: number, listed: readonly TokenInfo[] = []): TokenInfo[] {
  const tokens = new Map<string, TokenInfo>();
  for (const token of bundledTokens(chainId)) tokens.set(tokenKey(token), token);
  for (const token of listed) if (token.chainId === chainId) tokens.set(tokenKey(token), overlay(tokens.get(tokenKey(token)), token));
  const native = nativeToken(chainId);
  if (!tokens.has(tokenKey(native))) tokens.set(tokenKey(native), native);
  return [...tokens.values()];
}
