/**
 * How Ribbit reads one chain: its token list, a holdings reader and a cached
 * on-chain price source, all over one JSON-RPC transport (failover across the
 * chain's URLs, under its request budget). start.ts, the benchmark and the
 * tests all wire chains through here.
 */
import type { Address } from 'viem';
import { readHoldings } from '../chain/holdings';
import { chainName } from '../chains/definitions';
import type { PriceReading, PriceSource, TokenInfo, TokenKey } from '../domain/types';
import { createJsonRpcHttpClient } from './jsonRpcHttp';
import { rateGate } from './requestGate';
import type { HoldingsReader } from './recommendationService';
import { chainlinkReader } from './chainlinkReader';

/** A price source with a TTL cache in front: `peek` answers from the cache only, with no I/O. */
export interface CachedPriceSource extends PriceSource {
  peek(tokens: readonly TokenInfo[]): Map<TokenKey, PriceReading>;
}

export interface ChainReader {
  chainId: number;
  name: string;
  /** Every token Ribbit knows on this chain: holdings are read against it, buy suggestions come from it. */
  tokens: TokenInfo[];
  holdings: HoldingsReader;
  prices: CachedPriceSource;
}

/** One chain to connect to: where, and which tokens. */
export interface ChainSpec {
  chainId: number;
  rpcUrls: readonly string[];
  multicall3: Address;
  tokens: TokenInfo[];
  /** RPC_MAX_RPS_<id>; absent: unlimited (the local chain). */
  maxRps?: number;
}

export interface ChainReaderOptions extends ChainSpec {
  rpc: { timeoutMs: number; retryCount: number };
  /** 0 turns the cache off. */
  priceCacheTtlMs: number;
}

export function connectChain(options: ChainReaderOptions): ChainReader {
  const gate = options.maxRps === undefined ? undefined : rateGate(options.maxRps);
  const rpc = createJsonRpcHttpClient({ rpcUrls: options.rpcUrls, ...options.rpc, gate });
  return {
    chainId: options.chainId,
    name: chainName(options.chainId),
    tokens: options.tokens,
    holdings: { read: (wallet) => readHoldings(rpc, { wallet, tokens: options.tokens, multicall3: options.multicall3 }) },
    prices: chainlinkReader({ ...options, rpc }),
  };
}

/** Every chain with the same RPC and cache settings. */
export function connectChains(specs: readonly ChainSpec[], shared: Pick<ChainReaderOptions, 'rpc' | 'priceCacheTtlMs'>): ChainReader[] {
  return specs.map((spec) => connectChain({ ...spec, ...shared }));
}
