/**
 * JSON-RPC to the demo chain's anvils, over the service's transport: for
 * seeding and keeping them (anvil_* methods, many transactions in one batch)
 * and for asking whether one is up. Without retries: a transaction sent is
 * never sent twice.
 */
import { createJsonRpcClient, type JsonRpcClient, type JsonRpcRequest } from '../src/chains/transport/client';

/** Mining a block of a feed's whole history takes seconds. */
const SEEDING_TIMEOUT_MS = 120_000;
/** Anvil answers within milliseconds once it is up. */
const PROBE_TIMEOUT_MS = 1_000;
/** Anvil refuses larger HTTP bodies ("Invalid request"), so big batches are split. */
const MAX_BATCH_BYTES = 512 * 1024;

/** One client per anvil URL and time-out, so its keep-alive connection serves every request to that anvil. */
const clients = new Map<string, JsonRpcClient>();

function clientFor(rpcUrl: string, timeoutMs = SEEDING_TIMEOUT_MS): JsonRpcClient {
  const key = `${timeoutMs} ${rpcUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = createJsonRpcClient({ rpcUrls: [rpcUrl], timeoutMs, retryCount: 0 });
    clients.set(key, client);
  }
  return client;
}

/**
 * Results in request order; throws naming the first failed method. Parts of a
 * split batch are sent in parallel: callers must not rely on their order.
 */
export async function rpcBatch(rpcUrl: string, requests: readonly JsonRpcRequest[]): Promise<unknown[]> {
  const parts: JsonRpcRequest[][] = [[]];
  let partBytes = 0;
  for (const request of requests) {
    const bytes = JSON.stringify(request).length;
    if (partBytes + bytes > MAX_BATCH_BYTES && parts[parts.length - 1].length > 0) {
      parts.push([]);
      partBytes = 0;
    }
    parts[parts.length - 1].push(request);
    partBytes += bytes;
  }
  const results = await Promise.all(parts.map((part) => clientFor(rpcUrl).batch(part)));
  return results.flat();
}

export async function rpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  return (await clientFor(rpcUrl).request({ method, params })) as T;
}

/** Whether the node at `rpcUrl` answers (eth_chainId) within PROBE_TIMEOUT_MS. */
export async function answersRpc(rpcUrl: string): Promise<boolean> {
  try {
    await clientFor(rpcUrl, PROBE_TIMEOUT_MS).request({ method: 'eth_chainId', params: [] });
    return true;
  } catch {
    return false;
  }
}
