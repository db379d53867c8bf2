/**
 * Keeps the price cache warm for the whole registry, off the request path: a
 * request prices only the wallet's tokens and takes buy candidates from the
 * cache, so the rest of the registry is read here, in small batches, under the
 * same per-chain request budget as the requests (RPC_MAX_RPS_<id>).
 */
import type { TokenInfo } from '../domain/types';
import type { CachedPriceSource, ChainReader } from './chainReader';
import { pegFeedTokensFor } from './pegRates';

/** Tokens per read: a few eth_calls each, so requests queued at the budget wait little. */
export const REFRESH_BATCH_SIZE = 20;
/** Never more often than this, whatever the cache TTL. */
const MIN_INTERVAL_MS = 30_000;
/** A pass starts when entries are 80 % through their life, so they are renewed before they expire. */
const RENEW_AT = 0.8;

export interface RegistryRefresh {
  /** One full pass over every chain (the first runs at start). */
  refreshNow(): Promise<void>;
  /** No further passes; resolves once the pass in flight, if any, is over. */
  stop(): Promise<void>;
}

async function refreshInBatches(source: CachedPriceSource, tokens: readonly TokenInfo[]): Promise<void> {
  for (let start = 0; start < tokens.length; start += REFRESH_BATCH_SIZE) {
    await source.refresh(tokens.slice(start, start + REFRESH_BATCH_SIZE));
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `ttlMs`: the price cache's TTL; passes come often enough to renew every entry before it expires. */
export function startRegistryRefresh(
  chains: readonly ChainReader[],
  options: { ttlMs: number; fallback?: CachedPriceSource | null; log?: (line: string) => void },
): RegistryRefresh {
  // One warning per failure spell, not one per pass: a chain down for an hour logs once, and once when it is back.
  const failing = new Set<string>();
  const report = (name: string, error: unknown) => {
    if (error === null) {
      if (failing.delete(name)) options.log?.(`Price refresh of ${name} works again`);
    } else if (!failing.has(name)) {
      failing.add(name);
      options.log?.(`Price refresh of ${name} failed: ${messageOf(error)}`);
    }
  };

  async function refreshChain(chain: ChainReader): Promise<void> {
    try {
      // The peg feeds too (EUR / USD when the registry has a EUR stablecoin): buy suggestions measure its peg from the cache.
      const priced = chain.tokens.filter((token) => token.extensions?.priceFeed);
      await refreshInBatches(chain.prices, [...priced, ...pegFeedTokensFor(chain, chain.tokens)]);
      report(chain.name, null);
    } catch (error) {
      report(chain.name, error);
    }
    const fallback = options.fallback;
    if (!fallback) return;
    try {
      // Every token, feed or not: DefiLlama prices those without a feed and is compared with Chainlink on the rest.
      await refreshInBatches(fallback, chain.tokens);
      report(`${chain.name} (${fallback.id})`, null);
    } catch (error) {
      report(`${chain.name} (${fallback.id})`, error);
    }
  }

  let running: Promise<void> | null = null;
  const refreshNow = (): Promise<void> => {
    running ??= Promise.all(chains.map(refreshChain)).then(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void refreshNow(), Math.max(MIN_INTERVAL_MS, options.ttlMs * RENEW_AT));
  timer.unref();
  void refreshNow();
  return {
    refreshNow,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
