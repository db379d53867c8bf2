/**
 * The one way the service builds a viem client. The time-out and retries are
 * explicit so that a dead or hung node fails fast (well within 3 s) and the
 * routes can answer 503 instead of leaving the visitor waiting.
 */
import { createPublicClient, http, type PublicClient } from 'viem';

/** Per HTTP request. Long enough for a 1,000-call multicall on a healthy node. */
export const DEFAULT_RPC_TIMEOUT_MS = 1_000;
/** One retry: a refused connection fails in ~0.2 s, a hung node in 2 × 1 s + 0.15 s (503 within 2.5 s). */
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
