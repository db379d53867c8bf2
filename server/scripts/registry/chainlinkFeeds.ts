/**
 * Chainlink's per-network feed lists: the JSON documents behind
 * docs.chain.link/data-feeds/price-feeds/addresses, published by Chainlink's
 * reference data directory (one file per network). Only the fields the
 * registry needs are checked; Chainlink adds fields often.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { getAddress, type Address } from 'viem';

/** Chainlink's directory for each network Ribbit bundles a registry of. */
export const CHAINLINK_FEED_LIST_URLS: ReadonlyMap<number, string> = new Map([
  [10, 'https://reference-data-directory.vercel.app/feeds-ethereum-mainnet-optimism-1.json'],
  [137, 'https://reference-data-directory.vercel.app/feeds-matic-mainnet.json'],
  [8453, 'https://reference-data-directory.vercel.app/feeds-ethereum-mainnet-base-1.json'],
  [42161, 'https://reference-data-directory.vercel.app/feeds-ethereum-mainnet-arbitrum-1.json'],
]);

/** A network's list is a few MB at most; a slower host is treated as down. */
export const FEED_LIST_FETCH_TIMEOUT_MS = 20_000;

const FeedEntrySchema = Type.Object({
  /** The pair as Chainlink names it, which is what the proxy's description() answers ("ETH / USD"). */
  name: Type.String(),
  /** null for feeds that are listed but not (or no longer) served through a proxy. */
  proxyAddress: Type.Union([Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' }), Type.Null()]),
  decimals: Type.Integer({ minimum: 0 }),
  /** Seconds between two rounds when the price does not move. */
  heartbeat: Type.Integer({ minimum: 0 }),
  /** e.g. "eth-usd"; "-svr" marks a Smart Value Recapture twin of a feed. */
  path: Type.Optional(Type.String()),
  /** "low" | "medium" | "high" | "custom" | "deprecating" … */
  feedCategory: Type.Optional(Type.String()),
});

const FeedListSchema = Type.Array(FeedEntrySchema);

export type FeedEntry = Static<typeof FeedEntrySchema>;

/** A feed read from Chainlink's list, proxy checksummed, pair split. */
export interface ChainlinkFeed {
  address: Address;
  description: string;
  base: string;
  quote: string;
  decimals: number;
  heartbeatSeconds: number;
}

/** A network's list as the registry uses it. */
export interface ChainlinkFeedList {
  feeds: ChainlinkFeed[];
  /** The L2 sequencer uptime feed's proxy; null on a chain without one (Polygon PoS). */
  sequencerUptimeFeed: Address | null;
}

export class FeedListError extends Error {
  override name = 'FeedListError';
}

const PAIR = /^(.+) \/ ([A-Za-z]+)$/;
/** Its description() reads "L2 Sequencer Uptime Status Feed"; it has no pair. */
const SEQUENCER_UPTIME = /sequencer uptime/i;

/**
 * The feeds of a parsed list that a wallet price can be read from (served by a
 * proxy, not being retired, not an SVR twin, named "BASE / QUOTE"), and the
 * sequencer uptime feed.
 */
export function toChainlinkFeedList(document: unknown): ChainlinkFeedList {
  if (!Value.Check(FeedListSchema, document)) {
    const problem = Value.Errors(FeedListSchema, document).First();
    throw new FeedListError(`Not a Chainlink feed list: ${problem ? `${problem.path || '/'}: ${problem.message}` : 'unknown shape'}`);
  }
  const feeds: ChainlinkFeed[] = [];
  let sequencerUptimeFeed: Address | null = null;
  for (const entry of document) {
    if (entry.proxyAddress && SEQUENCER_UPTIME.test(entry.name)) sequencerUptimeFeed ??= getAddress(entry.proxyAddress);
    const pair = PAIR.exec(entry.name.trim());
    if (!entry.proxyAddress || !pair || entry.feedCategory === 'deprecating' || entry.path?.endsWith('-svr')) continue;
    feeds.push({
      address: getAddress(entry.proxyAddress),
      description: entry.name.trim(),
      base: pair[1].toUpperCase(),
      quote: pair[2].toUpperCase(),
      decimals: entry.decimals,
      heartbeatSeconds: entry.heartbeat,
    });
  }
  return { feeds, sequencerUptimeFeed };
}

/** Downloads and parses one network's list. */
export async function loadChainlinkFeedList(url: string): Promise<ChainlinkFeedList> {
  let document: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FEED_LIST_FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    document = await response.json();
  } catch (error) {
    throw new FeedListError(`Could not read the Chainlink feed list ${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return toChainlinkFeedList(document);
}
