/**
 * How Ribbit reads one chain: its token list, a holdings reader and a cached
 * on-chain price source, all over one JSON-RPC transport (failover across the
 * chain's URLs, under its request budget). start.ts, the benchmark and the
 * tests all wire chains through here.
 */
import type { Address } from 'viem';
import type { HoldingsReader } from '../chains/holdings';
import { holdingsProbe } from '../chains/holdingsProbe';
import type { SetAsideToken } from '../../../contract';
import { createPositionsReader } from '../protocols/walletPositions';
import { chainName } from '../domain/chains';
import { pegFeedTokens, registryFeeds } from '../chains/registry/load';
import type { PegCurrency, TokenInfo } from '../domain/types';
import { createChainlinkSource } from './chainlink/source';
import type { FeedFailure } from './chainlink/failingFeeds';
import type { ClosesStore } from './closesStore';
import { withReadingCache, type CachedPriceSource } from './readingCache';
import { createJsonRpcClient } from '../chains/transport/client';
import { sharedReadings } from './sharedReadings';
import type { SharedRedis } from './redisConnection';
import { createEnsLookup, ENS_CHAIN_ID, type EnsLookup } from '../wallet/ensNames';
import { rateGate } from '../chains/transport/requestGate';

export type { CachedPriceSource } from './readingCache';

/** A JSON-RPC quantity: 0x and hexadecimal digits, without leading zeros (a block number, a chain id). */
const HEX_QUANTITY = /^0x(0|[1-9a-f][0-9a-f]*)$/i;

export interface ChainReader {
  chainId: number;
  name: string;
  /** Every token Ribbit knows on this chain: holdings are read against it, buy suggestions come from it. */
  tokens: TokenInfo[];
  /** The wallet's tokens and its positions in the protocols deployed here (server/src/protocols). */
  holdings: HoldingsReader;
  prices: CachedPriceSource;
  /**
   * The registry's peg-currency feeds on this chain (EUR / USD), as pseudo-tokens
   * `prices` reads like any token; [] when the registry lists none.
   */
  pegFeeds: { currency: PegCurrency; token: TokenInfo }[];
  /** One cheap JSON-RPC request (eth_blockNumber), under the chain's budget: /api/ready's check; rejects unless it answers a block number. */
  ping(): Promise<void>;
  /**
   * /api/ready's check of the wallet read itself (chains/holdingsProbe.ts): rejects when it fails; else the
   * tokens of the list it could not read, set aside for every wallet.
   */
  probeHoldings(): Promise<SetAsideToken[]>;
  /** A local demo chain being seeded again after a restart: not to be read until it is whole. */
  isSeeding(): boolean;
  /** The feeds whose last read on this node failed (a reverting or gas-burning feed): /api/ready lists them. */
  failingFeeds(): FeedFailure[];
  /** Resolves once the daily closes read so far are stored: they are saved behind the answer (docs/chainlink.md). */
  closesSaved(): Promise<void>;
  /** Ethereum only: ENS names resolved through the Universal Resolver (wallet/ensNames.ts). */
  ensLookup?: EnsLookup;
}

/** One chain to connect to: where, and which tokens. */
export interface ChainSpec {
  chainId: number;
  rpcUrls: readonly string[];
  multicall3: Address;
  tokens: TokenInfo[];
  /** RPC_MAX_RPS_<id>; absent: unlimited (the local chain). */
  maxRps?: number;
  /** The local demo chain's supervisor state; absent: a remote chain, never seeding. */
  isSeeding?: () => boolean;
}

export interface ChainReaderOptions extends ChainSpec {
  rpc: { timeoutMs: number; retryCount: number };
  /** How long a price reading is reused. */
  priceCacheTtlMs: number;
  /** Where daily closes are kept once read (the database's, in the service). */
  closes: ClosesStore;
  /** Told when the closes store fails (the read goes on from the chain). */
  onStoreError?: (error: unknown) => void;
  /** REDIS_URL's connection: price readings are shared with the other nodes through it. */
  redis?: SharedRedis;
  /** The transport's clock (epoch ms): when a URL's chain id is asked again, when a failed URL is tried again. */
  now?: () => number;
}

export function connectChain(options: ChainReaderOptions): ChainReader {
  const gate = options.maxRps === undefined ? undefined : rateGate(options.maxRps);
  const rpc = createJsonRpcClient({ rpcUrls: options.rpcUrls, ...options.rpc, gate, chainId: options.chainId, now: options.now });
  // The registry knows the chain's ETH / USD feed (for X / ETH feeds) and, on an L2, its sequencer feed.
  const chainlink = createChainlinkSource({
    rpc,
    chainId: options.chainId,
    multicall3: options.multicall3,
    closes: options.closes,
    ...registryFeeds(options.chainId),
    onStoreError: options.onStoreError,
  });
  // The protocols' wallet-independent values (exchange rates, reserve parameters) live as long as a price.
  const holdings = createPositionsReader(rpc, {
    chainId: options.chainId,
    tokens: options.tokens,
    multicall3: options.multicall3,
    sharedTtlMs: options.priceCacheTtlMs,
  });
  const probe = holdingsProbe(holdings);
  return {
    chainId: options.chainId,
    name: chainName(options.chainId),
    tokens: options.tokens,
    holdings,
    prices: withReadingCache(
      chainlink,
      options.priceCacheTtlMs,
      Date.now,
      options.redis && sharedReadings(options.redis, { namespace: chainlink.id, ttlMs: options.priceCacheTtlMs }),
    ),
    pegFeeds: pegFeedTokens(options.chainId),
    ping: async () => {
      const block = await rpc.request({ method: 'eth_blockNumber', params: [] });
      // A node (or something in front of it) can answer well-formed JSON-RPC with nonsense; it cannot be read (issue 31, item 10).
      if (typeof block !== 'string' || !HEX_QUANTITY.test(block))
        throw new Error(`The node answered eth_blockNumber with ${block === undefined ? 'no result' : JSON.stringify(block)}, not a block number`);
    },
    probeHoldings: () => probe.check(),
    isSeeding: options.isSeeding ?? (() => false),
    failingFeeds: () => chainlink.failingFeeds(),
    closesSaved: () => chainlink.closesSaved(),
    ...(options.chainId === ENS_CHAIN_ID ? { ensLookup: createEnsLookup(options.rpcUrls, options.rpc.timeoutMs, gate) } : {}),
  };
}

/** Every chain with the same RPC and cache settings. */
export function connectChains(
  specs: readonly ChainSpec[],
  shared: Pick<ChainReaderOptions, 'rpc' | 'priceCacheTtlMs' | 'closes' | 'onStoreError' | 'redis' | 'now'>,
): ChainReader[] {
  return specs.map((spec) => connectChain({ ...spec, ...shared }));
}
