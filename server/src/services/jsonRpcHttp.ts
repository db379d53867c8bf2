/**
 * The service's one JSON-RPC transport: a lean client over node:http(s) with
 * keep-alive (viem's fetch transport cost ~0.5 ms more CPU per call), with
 * failover across several URLs of one chain. A URL that fails or hangs is
 * skipped for FAILED_URL_COOLDOWN_MS, so only the first request after a
 * failure pays the time-out. A refused or failing URL is retried; a hung one
 * is not asked again in the same request (it would hang again), so a single
 * hung node fails in one time-out, and with a second URL the answer comes
 * after one time-out.
 */
import http from 'node:http';
import https from 'node:https';
import { RPC_RETRY_DELAY_MS } from '../chain/client';

/** How long a failed URL is passed over while another one answers. */
export const FAILED_URL_COOLDOWN_MS = 30_000;

/** Waits for leave to send one request (a per-chain request budget); resolves at once when there is none. */
export interface RequestGate {
  take(): Promise<void>;
}

export interface JsonRpcHttpOptions {
  /** Tried in order; at least one. */
  rpcUrls: readonly string[];
  gate?: RequestGate;
  now?: () => number;
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

/** The node took longer than the time-out: worth trying another URL, not the same one again. */
class JsonRpcTimeoutError extends Error {
  override name = 'JsonRpcTimeoutError';
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

interface Endpoint {
  transport: typeof http | typeof https;
  agent: http.Agent;
  target: { hostname: string; port: string | undefined; path: string; auth: string | undefined };
  /** Epoch ms before which this URL is passed over (it failed); 0 when healthy. */
  failedUntil: number;
}

function endpointOf(rpcUrl: string): Endpoint {
  const url = new URL(rpcUrl);
  const transport = url.protocol === 'https:' ? https : http;
  return {
    transport,
    // Idle keep-alive sockets are unref'd by the agent, so they never hold the process open.
    agent: new transport.Agent({ keepAlive: true }),
    target: {
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      auth: url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined,
    },
    failedUntil: 0,
  };
}

export function createJsonRpcHttpClient({ rpcUrls, timeoutMs, retryCount, gate, now = Date.now }: JsonRpcHttpOptions): JsonRpcClient {
  if (rpcUrls.length === 0) throw new RangeError('At least one RPC URL is needed');
  const endpoints = rpcUrls.map(endpointOf);
  let nextId = 0;

  /** Healthy URLs first, in configured order, then the ones that failed lately (they may be back). */
  function inTurn(): Endpoint[] {
    const time = now();
    return [...endpoints.filter((endpoint) => endpoint.failedUntil <= time), ...endpoints.filter((endpoint) => endpoint.failedUntil > time)];
  }

  function attempt({ transport, agent, target }: Endpoint, body: string): Promise<unknown> {
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
            if (status < 200 || status > 299) { reject(new JsonRpcHttpStatusError(status)); return; }
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
      const timer = setTimeout(() => request.destroy(new JsonRpcTimeoutError(`The node did not answer within ${timeoutMs} ms`)), timeoutMs);
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
      // A URL that hung once in this request is not asked again: a hung node fails in one time-out.
      const hung = new Set<Endpoint>();
      let lastError: unknown;
      for (let retry = 0; ; retry++) {
        for (const endpoint of inTurn().filter((candidate) => !hung.has(candidate))) {
          await gate?.take();
          try {
            const result = await attempt(endpoint, body);
            endpoint.failedUntil = 0;
            return result;
          } catch (error) {
            if (!isRetryable(error)) throw error;
            endpoint.failedUntil = now() + FAILED_URL_COOLDOWN_MS;
            if (error instanceof JsonRpcTimeoutError) hung.add(endpoint);
            lastError = error;
          }
        }
        if (retry >= retryCount || hung.size === endpoints.length) throw lastError;
        await delay(RPC_RETRY_DELAY_MS * 2 ** retry);
      }
    },
  };
}
