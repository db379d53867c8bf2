/**
 * What one demo chain holds: which catalog tokens it lists, where each sits
 * (the registry's real address, or a demo address for a token the registry does
 * not have) and which feed prices it. Pure: seedChain.ts carries the plan out.
 */
import { getAddress, type Address } from 'viem';
import type { Registry, RegistryFeed, RegistryToken } from '../../src/chains/registry/schema';
import { NATIVE_TOKEN_ADDRESS } from '../../src/domain/types';
import { HOME_CHAIN_ID, type DemoChainId } from '../demoChains';
import { ERC20_TOKENS, NATIVE_TOKEN, PEG_FEED_SPECS, feedOf, type FeedSpec, type TokenSpec } from './catalog';
import { DEMO_WALLETS, holdingsOn } from './wallets';

/**
 * daily: one round a day. hourly: a round an hour plus deviation rounds (as busy
 * mainnet feeds have). phased: the proxy's aggregator changed inside the history.
 */
export type FeedLayout = 'daily' | 'hourly' | 'phased';

/** The feeds that run the dense and the phase-change code paths by default. */
const LAYOUTS: Record<string, FeedLayout> = { [`${HOME_CHAIN_ID}:ETH`]: 'hourly', [`${HOME_CHAIN_ID}:USDT`]: 'phased' };
const DEFAULT_FEED_DECIMALS = 8;

export interface FeedPlan {
  /** The catalog symbol whose USD series the feed answers. */
  symbol: string;
  spec: FeedSpec;
  /** The registry's proxy address; null: a demo address, assigned when deployed. */
  realAddress: Address | null;
  description: string;
  decimals: number;
  /** ETH: an X / ETH feed, its answers are the USD series divided by ETH's. */
  quote: 'USD' | 'ETH';
  /** From the registry; undefined: the reader's default. */
  heartbeatSeconds?: number;
  layout: FeedLayout;
}

export interface TokenPlan {
  spec: TokenSpec;
  /** The registry entry the token mirrors; null: a demo-only token at a deployed address. */
  registry: RegistryToken | null;
  /** The registry's decimals win over the catalog's. */
  decimals: number;
  /** null: unpriced. */
  feed: FeedPlan | null;
}

export interface ChainPlan {
  chainId: DemoChainId;
  /**
   * Whether the protocols' contracts and positions are seeded (seed/protocols/): their records hold the real
   * addresses of the bundled registry's tokens, so a chain mirroring another registry (a test's) has none.
   * Absent: seeded.
   */
  protocols?: boolean;
  /** The native coin first, then the ERC-20s in catalog order. */
  tokens: TokenPlan[];
  /** In deployment order. */
  feeds: FeedPlan[];
  /** Base's sequencer uptime feed, seeded "up" so L2 prices are trusted; null on L1. */
  sequencerUptimeFeed: Address | null;
}

function quoteOf(feed: RegistryFeed): 'USD' | 'ETH' | null {
  if (feed.description.endsWith(' / USD')) return 'USD';
  if (feed.description.endsWith(' / ETH')) return 'ETH';
  return null;
}

function findInRegistry(registry: Registry, spec: TokenSpec): RegistryToken | null {
  const isNative = (token: RegistryToken): boolean => token.tags.includes('native') || token.address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase();
  if (spec === NATIVE_TOKEN) return registry.tokens.find(isNative) ?? null;
  return registry.tokens.find((token) => !isNative(token) && token.symbol.toUpperCase() === spec.symbol.toUpperCase()) ?? null;
}

export function planChain(chainId: DemoChainId, registry: Registry): ChainPlan {
  const heldHere = new Set(DEMO_WALLETS.flatMap((wallet) => Object.keys(holdingsOn(wallet, chainId))));
  const feeds = new Map<string, FeedPlan>();
  const addFeed = (key: string, make: () => FeedPlan): FeedPlan => {
    const existing = feeds.get(key);
    if (existing) return existing;
    const feed = make();
    feeds.set(key, feed);
    return feed;
  };

  const tokens: TokenPlan[] = [];
  const feedFor = (spec: TokenSpec, entry: RegistryToken | null): FeedPlan | null => {
    const series = feedOf(spec);
    // A token the catalog leaves unpriced (HOP, CLAIM) stays unpriced, whatever the registry says.
    if (!series) return null;
    const symbol = typeof spec.feed === 'string' ? spec.feed : spec.symbol;
    const layout = LAYOUTS[`${chainId}:${symbol}`] ?? 'daily';
    const real = entry?.feed ?? (spec === NATIVE_TOKEN ? registry.ethUsdFeed : undefined);
    const quote = real ? quoteOf(real) : null;
    if (real && quote) {
      return addFeed(real.address.toLowerCase(), () => ({
        symbol,
        spec: series,
        layout,
        quote,
        realAddress: getAddress(real.address),
        description: real.description,
        decimals: real.decimals,
        heartbeatSeconds: real.heartbeatSeconds,
      }));
    }
    if (typeof spec.feed === 'string') {
      const owner = tokens.find((token) => token.spec.symbol === spec.feed);
      if (owner?.feed) return owner.feed;
    }
    return addFeed(`demo:${symbol}`, () => ({
      symbol,
      spec: series,
      layout,
      quote: 'USD',
      realAddress: null,
      description: `${symbol} / USD`,
      decimals: series.feedDecimals ?? DEFAULT_FEED_DECIMALS,
    }));
  };

  for (const spec of [NATIVE_TOKEN, ...ERC20_TOKENS]) {
    const entry = findInRegistry(registry, spec);
    const listed = spec === NATIVE_TOKEN || chainId === HOME_CHAIN_ID || entry !== null || heldHere.has(spec.symbol);
    if (!listed) continue;
    tokens.push({ spec, registry: entry, decimals: entry?.decimals ?? spec.decimals, feed: feedFor(spec, entry) });
  }
  // The peg feeds (EUR / USD) price no token: they measure euro stablecoins, and are seeded whether or not one is listed here.
  for (const [currency, real] of Object.entries(registry.pegFeeds ?? {})) {
    const spec = currency === 'EUR' ? PEG_FEED_SPECS.EUR : undefined;
    if (!spec || quoteOf(real) !== 'USD') continue;
    addFeed(real.address.toLowerCase(), () => ({
      symbol: currency,
      spec,
      layout: 'daily',
      quote: 'USD',
      realAddress: getAddress(real.address),
      description: real.description,
      decimals: real.decimals,
      heartbeatSeconds: real.heartbeatSeconds,
    }));
  }
  const sequencer = registry.sequencerUptimeFeed;
  return { chainId, tokens, feeds: [...feeds.values()], sequencerUptimeFeed: sequencer ? getAddress(sequencer.address) : null };
}
