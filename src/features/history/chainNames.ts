import type { SavedRecommendation } from '../../api/types';

/**
 * Names a token's chain for an entry that spans several ("ETH on Base"), from the chains
 * saved with it; undefined for a one-chain entry, whose tokens need no chain name.
 */
export function chainNamesOf(entry: SavedRecommendation): ((chainId: number | undefined) => string | null) | undefined {
  const chainIds = new Set(entry.tokens.flatMap((token) => (token.chainId === undefined ? [] : [token.chainId])));
  if (chainIds.size < 2) return undefined;
  const names = new Map((entry.chains ?? []).map((chain) => [chain.chainId, chain.name]));
  return (chainId) => (chainId === undefined ? null : (names.get(chainId) ?? `chain ${chainId}`));
}
