/**
 * A lean JSON-RPC client over node:http(s) with keep-alive, for the one call
 * every recommendation makes: the holdings' eth_call. viem's http transport
 * goes through fetch (undici, web streams, AbortController, error objects made
 * in advance); measured on the local chain, that costs ~0.5 ms more CPU per
 * call than this. Same time-out and retry policy as createChainClient (a hung
 * node fails in 2 × 1.2 s + 0.15 s with the defaults); viem still does
 * everything else, where its cost does not matter.
 */
import http from 'node:http';
import https from 'node:https';
import { RPC_RETRY_DELAY_MS } from '../chain/client';

export interface JsonRpcHttpOptions {
  rpcUrl: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Further attempts after a failure worth retrying (network, time-out, 408/429/5xx, node-internal errors). */
  retryCount: number;
}

export interface JsonRpcRequest {
  method: string;
  params: unknown[];
}

export interface JsonRpcClient {
  /** Resolves the call's `result`; rejects with the node's error, an HTTP status or a network failure. */
  request(args: JsonRpcRequest): Promise<unknown>;
}

/** The node answered with a JSON-RPC error object. */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`RPC error ${code}: ${message}`);
    this.name = 'JsonRpcError';
  }
}

/** The node answered with an HTTP status other than 2xx. */
export class JsonRpcHttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`The node answered HTTP ${status}`);
    this.name = 'JsonRpcHttpStatusError';
  }
}

const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** Unknown, limit exceeded and internal errors: the ones viem retries too. */
const RETRYABLE_RPC_CODES = new Set([-1, -32005, -32603]);

function isRetryable(error: unknown): boolean {
  if (error instanceof JsonRpcError) return RETRYABLE_RPC_CODES.has(error.code);
  if (error instanceof JsonRpcHttpStatusError) return RETRYABLE_STATUSES.has(error.status);
  return true; // refused, reset, timed out: the node may be back in a moment
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createJsonRpcHttpClient({ rpcUrl, timeoutMs, retryCount }: JsonRpcHttpOptions): JsonRpcClient {
  const url = new URL(rpcUrl);
  const transport = url.protocol === 'https:' ? https : http;
  // Idle keep-alive sockets are unref'd by the agent, so they never hold the process open.
  const agent = new transport.Agent({ keepAlive: true });
  const target = {
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    auth: url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined,
  };
  let nextId = 0;

  function attempt(body: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const request = transport.request(
        { ...target, agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('close', () => {
            clearTimeout(timer);
            if (!response.complete) reject(new Error('The node closed the connection before answering'));
          });
          response.on('end', () => {
            clearTimeout(timer);
            const status = response.statusCode ?? 0;
            if (status < 200 || status > 299) return reject(new JsonRpcHttpStatusError(status));
            try {
              const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { result?: unknown; error?: { code: number; message: string } };
              if (answer.error) reject(new JsonRpcError(answer.error.code, answer.error.message));
              else resolve(answer.result);
            } catch {
              reject(new Error('The node answered something that is not JSON-RPC'));
            }
          });
        },
      );
      const timer = setTimeout(() => request.destroy(new Error(`The node did not answer within ${timeoutMs} ms`)), timeoutMs);
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      request.end(body);
    });
  }

  return {
    async request({ method, params }) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params });
      for (let retry = 0; ; retry++) {
        try {
          return await attempt(body);
        } catch (error) {
          if (retry >= retryCount || !isRetryable(error)) throw error;
          await delay(RPC_RETRY_DELAY_MS * 2 ** retry);
        }
      }
    },
  };
}
