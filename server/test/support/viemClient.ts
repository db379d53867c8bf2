/**
 * viem's typed reads and anvil actions for tests and benchmarks, over the
 * service's own JSON-RPC transport: every request to a node goes through
 * chains/transport, whoever sends it.
 */
import { createPublicClient, createTestClient, custom, publicActions, walletActions, type Chain } from 'viem';
import { createJsonRpcClient } from '../../src/chains/transport/client';

/** Long enough for a test's largest read; retries are the transport's, none here. */
const TEST_RPC_TIMEOUT_MS = 10_000;

function transportTo(rpcUrl: string) {
  const node = createJsonRpcClient({ rpcUrls: [rpcUrl], timeoutMs: TEST_RPC_TIMEOUT_MS, retryCount: 0 });
  return custom(node, { retryCount: 0 });
}

/** viem's chain shape for a local chain: only the id matters to the actions used. */
export function localViemChain(chainId: number, rpcUrl: string): Chain {
  return { id: chainId, name: `local ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } };
}

/** Typed reads (readContract, getBalance, getCode, multicall) of the node at `rpcUrl`. */
export function viemReader(rpcUrl: string, chainId: number) {
  return createPublicClient({ chain: localViemChain(chainId, rpcUrl), transport: transportTo(rpcUrl), batch: { multicall: false } });
}

/** Anvil's cheat codes (impersonation, balances) plus reads and transactions, for benchmarks that set up wallets. */
export function anvilTestClient(rpcUrl: string, chainId: number) {
  return createTestClient({ mode: 'anvil', chain: localViemChain(chainId, rpcUrl), transport: transportTo(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);
}
