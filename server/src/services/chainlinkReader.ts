/**
 * INTERIM (replaced when the Chainlink reader v2 lands): the v0.1 Chainlink
 * source behind the batch PriceSource interface, with a TTL cache that can be peeked.
 */
import { createPublicClient, custom, type Address } from 'viem';
import { PriceError, tokenKey, type PriceReading, type TokenInfo, type TokenKey } from '../domain/types';
import { createChainlinkPriceSource } from '../prices/chainlinkSource';
import type { CachedPriceSource } from './chainReader';
import type { JsonRpcClient } from './jsonRpcHttp';

export function chainlinkReader(options: {
  chainId: number;
  rpcUrls: readonly string[];
  multicall3: Address;
  rpc: JsonRpcClient;
  priceCacheTtlMs: number;
}): CachedPriceSource {
  const client = createPublicClient({ transport: custom({ request: ({ method, params }) => options.rpc.request({ method, params: params as unknown[] }) }) });
  const source = createChainlinkPriceSource(client, { multicall3: options.multicall3 });
  const cache = new Map<TokenKey, { reading: PriceReading; expiresAt: number }>();
  return {
    id: 'chainlink',
    peek(tokens) {
      const found = new Map<TokenKey, PriceReading>();
      for (const token of tokens) {
        const entry = cache.get(tokenKey(token));
        if (entry && entry.expiresAt > Date.now()) found.set(tokenKey(token), entry.reading);
      }
      return found;
    },
    async read(tokens: readonly TokenInfo[]) {
      const found = this.peek(tokens);
      const misses = tokens.filter((token) => !found.has(tokenKey(token)));
      if (misses.length > 0) {
        let histories;
        try {
          histories = await source.getHistories(misses);
        } catch (error) {
          throw error instanceof PriceError ? error : new PriceError('Could not read token prices', { cause: error });
        }
        for (const token of misses) {
          const history = histories.get(token.address) ?? null;
          const reading: PriceReading = history ? { status: 'ok', history } : { status: 'none' };
          found.set(tokenKey(token), reading);
          cache.set(tokenKey(token), { reading, expiresAt: Date.now() + options.priceCacheTtlMs });
        }
      }
      return found;
    },
  };
}
