/**
 * The one way the service builds a viem client. The time-out and retries are
 * explicit so that a dead or hung node fails fast (well within 3 s) and the
 * routes can answer 503 instead of leaving the visitor waiting.
 */
import { createPublicClient, http, type PublicClient } from 'viem';

/** Per HTTP request. Long enough for a 1,000-call multicall on a healthy node. */
export const DEFAULT_RPC_TIMEOUT_MS = 1_200;
/** One retry of a refused or failing node (~0.2 s in all); a hung node is not retried (services/jsonRpcHttp.ts). */
export const DEFAULT_RPC_RETRY_COUNT = 1;
/** Delay before the first retry; viem doubles it for each further one. */
export const RPC_RETRY_DELAY_MS = 150;

export function createChainClient(opts: { rpcUrl: string; chainId: number; timeoutMs?: number; retryCount?: number }): PublicClient {
  return createPublicClient({
    chain: {
      id: opts.chainId,
      name: `Chain ${opts.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [opts.rpcUrl] } },
    },
    transport: http(opts.rpcUrl, {
      timeout: opts.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS,
      retryCount: opts.retryCount ?? DEFAULT_RPC_RETRY_COUNT,
      retryDelay: RPC_RETRY_DELAY_MS,
    }),
    // We batch through Multicall3 ourselves (see multicall.ts), so viem must not regroup calls.
    batch: { multicall: false },
  });
}
