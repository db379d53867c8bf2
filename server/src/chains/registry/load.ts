/**
 * The token registries that ship with Ribbit, one JSON file per chain beside
 * this module, turned into the service's TokenInfo. Read once, on first use.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { getAddress, type Address } from 'viem';
import type { PegCurrency, TokenInfo } from '../../domain/types';
import { RegistrySchema, type Registry, type RegistryToken } from './schema';

const loaded = new Map<number, Registry | null>();

function registryFile(chainId: number): string {
  return path.join(__dirname, `${chainId}.json`);
}

/** The bundled registry of `chainId`; null when Ribbit ships none for that chain. Throws on a malformed file (a build defect). */
export function bundledRegistry(chainId: number): Registry | null {
  if (loaded.has(chainId)) return loaded.get(chainId) ?? null;
  const file = registryFile(chainId);
  let registry: Registry | null = null;
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Value.Check(RegistrySchema, parsed)) {
      const first = Value.Errors(RegistrySchema, parsed).First();
      throw new Error(`Bundled registry ${file} is malformed at ${first?.path ?? '/'}: ${first?.message ?? 'unknown error'}`);
    }
    registry = parsed;
  }
  loaded.set(chainId, registry);
  return registry;
}

export function registryTokenInfo(chainId: number, token: RegistryToken): TokenInfo {
  const extensions: NonNullable<TokenInfo['extensions']> = {
    asset: token.asset,
    ...(token.peg ? { peg: token.peg } : {}),
    ...(token.feed ? { priceFeed: getAddress(token.feed.address), feedHeartbeatSeconds: token.feed.heartbeatSeconds } : {}),
  };
  return {
    chainId,
    address: getAddress(token.address),
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
    ...(token.icon ? { logoURI: token.icon } : {}),
    tags: [...token.tags],
    extensions,
  };
}

/** The registry's tokens as the service reads them; [] when Ribbit ships no registry for the chain. */
export function bundledTokens(chainId: number): TokenInfo[] {
  const registry = bundledRegistry(chainId);
  return registry ? registry.tokens.map((token) => registryTokenInfo(chainId, token)) : [];
}

/** The chain-level feeds of a bundled registry: ETH / USD (to convert X / ETH feeds) and the L2 sequencer uptime feed. */
export function registryFeeds(chainId: number): { ethUsdFeed?: Address; sequencerUptimeFeed?: Address } {
  const registry = bundledRegistry(chainId);
  return {
    ...(registry?.ethUsdFeed ? { ethUsdFeed: getAddress(registry.ethUsdFeed.address) } : {}),
    ...(registry?.sequencerUptimeFeed ? { sequencerUptimeFeed: getAddress(registry.sequencerUptimeFeed.address) } : {}),
  };
}

/**
 * The registry's peg-currency feeds (EUR / USD) as pseudo-tokens the chain's
 * price source reads like any token: symbol "EUR", keyed by the feed's address
 * (tokenKey), priced in USD per euro. They are never held nor suggested; the
 * service reads one only when a token pegged to its currency is in play.
 * [] when the registry has none (then EUR stablecoins are plain tokens there).
 */
export function pegFeedTokens(chainId: number): { currency: PegCurrency; token: TokenInfo }[] {
  const feeds = bundledRegistry(chainId)?.pegFeeds ?? {};
  return Object.entries(feeds).flatMap(([currency, feed]) => {
    if (currency !== 'EUR') return [];
    const address = getAddress(feed.address);
    const token: TokenInfo = {
      chainId,
      address,
      symbol: currency,
      name: feed.description,
      decimals: feed.decimals,
      extensions: { priceFeed: address, feedHeartbeatSeconds: feed.heartbeatSeconds },
    };
    return [{ currency, token }];
  });
}
