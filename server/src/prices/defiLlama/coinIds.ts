/**
 * How DefiLlama's coins API names a token: "{chain}:{address}", or
 * "coingecko:{id}" for a coin known by its CoinGecko id (the native coins).
 *
 * Sources:
 * - The naming scheme and `coingecko:ethereum`: DefiLlama's API docs, the
 *   /prices/current/{coins} description (DefiLlama/api-docs,
 *   defillama-openapi-free.json; served at https://api-docs.llama.fi).
 * - Chain slugs: DefiLlama/defillama-server, coins/src/adapters/bridges/
 *   optimism.ts (chain id 10 → "optimism", 8453 → "base"), arbitrum.ts
 *   ("arbitrum:"), polygon.ts ("polygon:"), base.ts ("base:"); "ethereum" is in
 *   the docs' examples too.
 * - POL's CoinGecko id "polygon-ecosystem-token" (MATIC → POL, 2024): two
 *   independent public projects that query coins.llama.fi with it (a DefiLlama
 *   API integration test, "chain update from matic-network to
 *   polygon-ecosystem-token", and a data-collection README calling
 *   /chart/coingecko:polygon-ecosystem-token).
 */
import { chainDefinition } from '../../domain/chains';
import { NATIVE_TOKEN_ADDRESS, type TokenInfo } from '../../domain/types';

/** DefiLlama's chain slug per chain id, for the chains Ribbit ships. */
const CHAIN_SLUGS: ReadonlyMap<number, string> = new Map([
  [1, 'ethereum'],
  [10, 'optimism'],
  [137, 'polygon'],
  [8453, 'base'],
  [42161, 'arbitrum'],
]);

/** CoinGecko ids of native coins, by the asset the chain definition names (ETH on every rollup is one coin). */
const NATIVE_COINGECKO_IDS: ReadonlyMap<string, string> = new Map([
  ['ETH', 'ethereum'],
  ['POL', 'polygon-ecosystem-token'],
]);

/** A DefiLlama coin id, e.g. "base:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913"; lowercase. */
export type CoinId = string;

/** The coin id DefiLlama knows the token by; null when Ribbit has no name for its chain or native coin. */
export function coinIdOf(token: Pick<TokenInfo, 'chainId' | 'address'>): CoinId | null {
  if (token.address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()) {
    const asset = chainDefinition(token.chainId)?.native.asset;
    const geckoId = asset === undefined ? undefined : NATIVE_COINGECKO_IDS.get(asset);
    return geckoId === undefined ? null : `coingecko:${geckoId}`;
  }
  const slug = CHAIN_SLUGS.get(token.chainId);
  return slug === undefined ? null : `${slug}:${token.address.toLowerCase()}`;
}
