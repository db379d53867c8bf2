/**
 * The pure part of the registry rebuild: select the curated tokens out of a
 * token list, join each with its Chainlink feed and format a registry.
 * No I/O, so it is tested from small hand-made lists.
 */
import { getAddress } from 'viem';
import type { ChainDefinition } from '../../src/domain/chains';
import type { Registry, RegistryFeed, RegistryToken } from '../../src/chains/registry/schema';
import { MIN_HEARTBEAT_SECONDS, NATIVE_TOKEN_ADDRESS, type TokenInfo } from '../../src/domain/types';
import type { ChainlinkFeed, ChainlinkFeedList } from './chainlinkFeeds';
import type { SelectedToken } from './selection';

/** Feeds in these quotes price a wallet: USD directly, ETH through the registry's ethUsdFeed. */
const QUOTES_BY_PREFERENCE = ['USD', 'ETH'] as const;

export type RegistrySource = Registry['sources'][number];

export interface RegistryInputs {
  chain: ChainDefinition;
  selection: readonly SelectedToken[];
  /** The base asset of the native coin's feed when it is not the coin's asset (Polygon: MATIC for POL, selection.ts). */
  nativeFeedBase?: string;
  /** The token list's tokens of this chain, addresses checksummed. */
  tokenList: readonly TokenInfo[];
  feedList: ChainlinkFeedList;
  /** Where the chain facts, the token list and the feed list were read (their ids are cited). */
  sources: { chain: RegistrySource; tokenList: RegistrySource; feedList: RegistrySource };
  /** Whether cryptocurrency-icons ships "{name}.svg" (served as /icons/{name}.svg). */
  iconExists: (fileName: string) => boolean;
}

export interface BuiltRegistry {
  registry: Registry;
  /** What was left out or looks wrong, one line each, for the person running the rebuild. */
  notes: string[];
}

/** A USD feed for `base` when Chainlink lists one, else an ETH one; undefined when neither. */
export function pickFeed(feeds: readonly ChainlinkFeed[], base: string): ChainlinkFeed | undefined {
  const wanted = base.toUpperCase();
  for (const quote of QUOTES_BY_PREFERENCE) {
    const feed = feeds.find((candidate) => candidate.base === wanted && candidate.quote === quote);
    if (feed) return feed;
  }
  return undefined;
}

function toRegistryFeed(feed: ChainlinkFeed, sourceId: string): RegistryFeed {
  return { address: feed.address, description: feed.description, decimals: feed.decimals, heartbeatSeconds: feed.heartbeatSeconds, sources: [sourceId] };
}

function iconFor(symbol: string, iconExists: RegistryInputs['iconExists']): string | undefined {
  const name = symbol.toLowerCase();
  return iconExists(`${name}.svg`) ? `/icons/${name}.svg` : undefined;
}

/** Builds one chain's registry; every fact cites the list it came from. */
export function buildRegistry(inputs: RegistryInputs): BuiltRegistry {
  const { chain, selection, nativeFeedBase, tokenList, feedList, sources, iconExists } = inputs;
  const notes: string[] = [];
  const byAddress = new Map(tokenList.map((token) => [token.address, token]));

  const feedFor = (symbol: string, base: string): RegistryFeed | undefined => {
    const feed = pickFeed(feedList.feeds, base);
    if (!feed) return undefined;
    if (feed.heartbeatSeconds < MIN_HEARTBEAT_SECONDS) {
      notes.push(`${symbol}: feed ${feed.description} beats every ${feed.heartbeatSeconds} s, under the schema's ${MIN_HEARTBEAT_SECONDS} s: left out`);
      return undefined;
    }
    return toRegistryFeed(feed, sources.feedList.id);
  };

  const tokens: RegistryToken[] = [];
  const native = chain.native;
  const nativeFeed = feedFor(native.symbol, nativeFeedBase ?? native.asset);
  const nativeIcon = iconFor(native.symbol, iconExists);
  tokens.push({
    address: NATIVE_TOKEN_ADDRESS,
    symbol: native.symbol,
    name: native.name,
    decimals: native.decimals,
    ...(nativeIcon ? { icon: nativeIcon } : {}),
    tags: ['native'],
    asset: native.asset,
    ...(nativeFeed ? { feed: nativeFeed } : {}),
    sources: [sources.chain.id],
  });

  for (const selected of selection) {
    const listed = byAddress.get(getAddress(selected.address));
    if (!listed) {
      notes.push(`${selected.symbol} ${selected.address} is not in the token list: left out`);
      continue;
    }
    if (listed.symbol !== selected.symbol) notes.push(`${selected.address}: the list says ${listed.symbol}, the selection ${selected.symbol}`);
    const feed = feedFor(listed.symbol, selected.feedBase ?? listed.symbol);
    const icon = iconFor(listed.symbol, iconExists);
    tokens.push({
      address: listed.address,
      symbol: listed.symbol,
      name: listed.name,
      decimals: listed.decimals,
      ...(icon ? { icon } : {}),
      tags: [...selected.tags],
      asset: selected.asset,
      ...(selected.peg ? { peg: selected.peg } : {}),
      ...(feed ? { feed } : {}),
      sources: [sources.tokenList.id],
    });
  }

  const ethUsd = feedList.feeds.find((feed) => feed.base === 'ETH' && feed.quote === 'USD');
  if (!ethUsd) notes.push(`no ETH / USD feed in Chainlink's list: X / ETH feeds cannot be converted`);
  if (chain.hasSequencer && !feedList.sequencerUptimeFeed) notes.push(`no sequencer uptime feed in Chainlink's list`);

  const registry: Registry = {
    chainId: chain.id,
    name: chain.name,
    ...(ethUsd ? { ethUsdFeed: toRegistryFeed(ethUsd, sources.feedList.id) } : {}),
    ...(chain.hasSequencer && feedList.sequencerUptimeFeed
      ? { sequencerUptimeFeed: { address: feedList.sequencerUptimeFeed, sources: [sources.feedList.id] } }
      : {}),
    sources: [sources.chain, sources.tokenList, sources.feedList],
    tokens,
  };
  return { registry, notes };
}
