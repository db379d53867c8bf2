/**
 * The chain-facing pieces of the app, from one RPC URL: a holdings reader over
 * the token list (through the lean JSON-RPC client: it runs on every request)
 * and a Chainlink price source (viem) with a TTL cache. start.ts, the
 * benchmark and the tests all wire the app through here.
 */
import type { Address } from 'viem';
import { createChainClient } from '../chain/client';
import { readHoldings } from '../chain/holdings';
import type { HistorySource, TokenInfo } from '../domain/types';
import { withTtlCache } from '../prices/cache';
import { createChainlinkPriceSource } from '../prices/chainlinkSource';
import { createJsonRpcHttpClient } from './jsonRpcHttp';
import type { HoldingsReader } from './recommendationService';

export interface ChainConnectionOptions {
  rpcUrl: string;
  chainId: number;
  multicall3: Address;
  tokens: TokenInfo[];
  rpc: { timeoutMs: number; retryCount: number };
  /** 0 turns the cache off. */
  priceCacheTtlMs: number;
}

export interface ChainConnection {
  holdings: HoldingsReader;
  prices: HistorySource;
}

export function connectChain(options: ChainConnectionOptions): ChainConnection {
  const client = createChainClient({ rpcUrl: options.rpcUrl, chainId: options.chainId, ...options.rpc });
  const source = createChainlinkPriceSource(client, { multicall3: options.multicall3 });
  // The one call of every request goes through the lean client; viem serves the rest.
  const holdingsRpc = createJsonRpcHttpClient({ rpcUrl: options.rpcUrl, ...options.rpc });
  return {
    holdings: { read: (wallet) => readHoldings(holdingsRpc, { wallet, tokens: options.tokens, multicall3: options.multicall3 }) },
    prices: options.priceCacheTtlMs > 0 ? withTtlCache(source, options.priceCacheTtlMs) : source,
  };
}
