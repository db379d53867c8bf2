import type { ChainReport } from '../api/types';

/** A chain's name, shown on badges, in the set-aside list and in the graded history. */
export type ChainNamer = (chainId: number) => string;

/**
 * Names from a recommendation's `chains`. An id the list does not name (a history entry written
 * before names were kept) reads "Chain {id}", as the service words it.
 */
export function chainNamer(chains: readonly ChainReport[] = []): ChainNamer {
  const names = new Map(chains.map((chain) => [chain.chainId, chain.name]));
  return (chainId) => names.get(chainId) ?? `Chain ${chainId}`;
}

/**
 * True when the entries carry more than one chain id. Entries without one (answers and history
 * from single-chain builds) count for none, so they never bring badges.
 */
export function spansSeveralChains(entries: readonly { chainId?: number }[]): boolean {
  const ids = new Set(entries.flatMap((entry) => (entry.chainId === undefined ? [] : [entry.chainId])));
  return ids.size > 1;
}

/** The namer for a recommendation whose tokens span several chains; undefined when one chain says it all. */
export function chainNamerIfSeveral(recommendation: { tokens: readonly { chainId?: number }[]; chains?: readonly ChainReport[] }): ChainNamer | undefined {
  return spansSeveralChains(recommendation.tokens) ? chainNamer(recommendation.chains) : undefined;
}
