/**
 * Raw JSON-RPC for seeding: anvil_* methods and many transactions in one HTTP
 * batch, which viem's typed actions are not meant for.
 */
export interface RpcRequest {
  method: string;
  params: unknown[];
}

interface RpcResponse {
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

/** Anvil refuses larger HTTP bodies ("Invalid request"), so big batches are split. */
const MAX_BATCH_BYTES = 512 * 1024;

/**
 * Results in request order; throws naming the first failed method. Parts of a
 * split batch are sent in parallel: callers must not rely on their order.
 */
export async function rpcBatch(rpcUrl: string, requests: RpcRequest[]): Promise<unknown[]> {
  const parts: RpcRequest[][] = [[]];
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
  const results = await Promise.all(parts.map((part) => sendBatch(rpcUrl, part)));
  return results.flat();
}

async function sendBatch(rpcUrl: string, requests: RpcRequest[]): Promise<unknown[]> {
  if (requests.length === 0) return [];
  const body = requests.map((request, id) => ({ jsonrpc: '2.0', id, ...request }));
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`RPC batch failed: HTTP ${response.status}`);
  const payload = (await response.json()) as RpcResponse[] | RpcResponse;
  if (!Array.isArray(payload)) throw new Error(`RPC batch refused: ${payload.error?.message ?? JSON.stringify(payload)}`);
  const replies = payload;
  const byId = new Map(replies.map((reply) => [reply.id, reply]));
  return requests.map((request, id) => {
    const reply = byId.get(id);
    if (!reply) throw new Error(`RPC batch: no reply to ${request.method}`);
    if (reply.error) throw new Error(`RPC ${request.method} failed: ${reply.error.message}`);
    return reply.result;
  });
}

export async function rpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const [result] = await rpcBatch(rpcUrl, [{ method, params }]);
  return result as T;
}
