/**
 * The service's one JSON-RPC transport, for every node call: the readers'
 * eth_calls, the demo chain's seeding and its keeper (anvil_* methods, batches
 * of transactions), and the tests and benchmarks that look at a chain.
 *
 * It fails over across several URLs of one chain. A URL that fails or hangs is
 * skipped for FAILED_URL_COOLDOWN_MS, so only the first request after a
 * failure pays the time-out. A refused or failing URL is retried; a hung one
 * is not asked again in the same request (it would hang again), nor is one whose
 * answer passed the size cap (endpoint.ts), so a single
 * hung node fails in one time-out, and with a second URL the answer comes
 * after one time-out. A node that answers 429 with Retry-After is sent nothing
 * until then: another URL is asked, or, when every URL is paused, the request
 * waits if the pause ends within MAX_RETRY_AFTER_WAIT_MS (spending no retry, at
 * most MAX_RETRY_AFTER_WAITS times) and fails at once otherwise. Every HTTP
 * request, the chain-id question included, waits at the gate (RPC_MAX_RPS_<id>):
 * one sent past it is the provider's 429 for a visitor. The time-out and retries are explicit so that a dead or
 * hung node fails fast (well within 3 s) and the routes can answer 503 instead
 * of leaving the visitor waiting.
 */
import { chainIdGuard } from './chainIdCheck';
import { endpointOf, type Endpoint } from './endpoint';
import { retryAfterMs } from './retryAfter';
import { isRetryable, JsonRpcAnswerTooLargeError, JsonRpcError, JsonRpcHttpStatusError, JsonRpcTimeoutError } from './errors';
import type { RequestGate } from './requestGate';
import type { Turn } from '../../domain/fairQueue';

export { JsonRpcError, JsonRpcHttpStatusError } from './errors';

/** Per HTTP request. Long enough for a 1,000-call multicall on a healthy node. */
export const DEFAULT_RPC_TIMEOUT_MS = 1_200;
/** One retry of a refused or failing node (~0.2 s in all); a hung node is not retried. */
export const DEFAULT_RPC_RETRY_COUNT = 1;
/** Delay before the first retry; doubled for each further one. */
export const RPC_RETRY_DELAY_MS = 150;
/** How long a failed URL is passed over while another one answers. */
export const FAILED_URL_COOLDOWN_MS = 30_000;
/**
 * The longest Retry-After a request waits out before retrying (a visitor is
 * waiting, and the routes answer 503 within 3 s); a longer pause fails the
 * request at once, and later requests until it ends, without asking the node.
 */
export const MAX_RETRY_AFTER_WAIT_MS = 1_000;
/** How many such pauses one request waits out (they spend no retry); one more fails it. */
export const MAX_RETRY_AFTER_WAITS = 3;

const isTooMany = (error: unknown): boolean => error instanceof JsonRpcHttpStatusError && error.status === 429;

export interface JsonRpcClientOptions {
  /** Tried in order; at least one. */
  rpcUrls: readonly string[];
  gate?: RequestGate;
  now?: () => number;
  /** Per attempt. */
  timeoutMs: number;
  /** Further attempts after a failure worth retrying (network, time-out, 408/429/5xx, node-internal errors). */
  retryCount: number;
  /** The chain the URLs must serve: each is asked eth_chainId before its first use, after a failure and every 30 s (chainIdCheck.ts). */
  chainId?: number;
}

export interface JsonRpcRequest {
  method: string;
  params: unknown[];
}

/**
 * Every call may name the visitor it is for (`turn`): it then takes that visitor's fair turn at the
 * gate, and is refused (BusyError) rather than wait past the gate's patience. Without one it is the
 * service's own work, which waits as long as it takes.
 */
export interface JsonRpcClient {
  /** Resolves the call's `result`; rejects with the node's error, an HTTP status or a network failure. */
  request(args: JsonRpcRequest, turn?: Turn): Promise<unknown>;
  /**
   * Several requests in one HTTP body; the results in request order. The batch is
   * retried as a whole only when the HTTP exchange fails: once the node has
   * answered, its requests have run, so one that failed rejects the batch,
   * naming its method, and nothing is sent again.
   */
  batch(requests: readonly JsonRpcRequest[], turn?: Turn): Promise<unknown[]>;
}

interface Reply {
  id?: number;
  result?: unknown;
  error?: { code: number; message: string };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function resultOf(reply: Reply, method?: string): unknown {
  if (reply.error) throw new JsonRpcError(reply.error.code, reply.error.message, method);
  return reply.result;
}

function repliesOf(answer: unknown): Reply[] {
  if (Array.isArray(answer)) return answer as Reply[];
  // A node that refuses the whole batch (too large, batches off) answers one error object instead of a list.
  resultOf(answer as Reply, 'a batch');
  throw new Error('The node answered a batch with something that is not a list of replies');
}

export function createJsonRpcClient({ rpcUrls, timeoutMs, retryCount, gate, chainId, now = Date.now }: JsonRpcClientOptions): JsonRpcClient {
  if (rpcUrls.length === 0) throw new RangeError('At least one RPC URL is needed');
  const endpoints = rpcUrls.map(endpointOf);
  const chainGuard = chainIdGuard(chainId, timeoutMs, gate, now);
  let nextId = 0;

  /** Healthy URLs first, in configured order, then the ones that failed lately (they may be back). */
  function inTurn(): Endpoint[] {
    const time = now();
    return [...endpoints.filter((endpoint) => endpoint.failedUntil <= time), ...endpoints.filter((endpoint) => endpoint.failedUntil > time)];
  }

  /** A 429 with Retry-After pauses the URL until then (without the header, it is failed like a busy node). */
  function pauseIfAsked(endpoint: Endpoint, error: unknown): void {
    if (error instanceof JsonRpcHttpStatusError && error.status === 429 && error.retryAfter !== null)
      endpoint.pausedUntil = now() + retryAfterMs(error.retryAfter, now());
  }

  /** Posts `body` with failover and retries until `settle` accepts an answer; its errors count as the attempt's. */
  async function exchange<T>(body: string, settle: (answer: unknown) => T, turn: Turn | undefined): Promise<T> {
    // A URL that hung once in this request is not asked again: a hung node fails in one time-out. Nor is
    // one whose answer passed the size cap: it would only send it again.
    const hung = new Set<Endpoint>();
    let lastError: unknown;
    let retries = 0;
    let pausesWaited = 0;
    for (;;) {
      const askable = inTurn().filter((candidate) => !hung.has(candidate));
      for (const endpoint of askable) {
        if (endpoint.pausedUntil > now()) continue;
        // Asked first when the URL is new or failed: it takes its own turn at the gate (the provider counts it too).
        const checked = chainGuard.check(endpoint);
        checked.catch(() => undefined); // awaited below; not unhandled while this request waits at the gate
        await gate?.take(turn);
        // A 429 that came while this request waited at the gate pauses it too: the node asked for nothing until then.
        if (endpoint.pausedUntil > now()) continue;
        try {
          // The chain id's answer is awaited alongside the URL's first request, not before it: a client given a
          // chainId only reads (the demo chain's seeding clients, which send transactions, are given none), so a URL
          // of another chain costs nothing but its answer, thrown away with the WrongChainError.
          const [, answer] = await Promise.all([checked, endpoint.post(body, timeoutMs)]);
          const settled = settle(answer);
          endpoint.failedUntil = 0;
          return settled;
        } catch (error) {
          if (!isRetryable(error)) throw error;
          // A 429 is the same provider answering "slow down": asking its chain id again would only add a request.
          if (!isTooMany(error)) chainGuard.forget(endpoint);
          endpoint.failedUntil = now() + FAILED_URL_COOLDOWN_MS;
          pauseIfAsked(endpoint, error);
          if (error instanceof JsonRpcTimeoutError || error instanceof JsonRpcAnswerTooLargeError) hung.add(endpoint);
          lastError = error;
        }
      }
      // Nothing asked (every URL paused): the pause is the failure.
      const failure = (): unknown => lastError ?? pausedError(askable);
      if (hung.size === endpoints.length) throw failure();
      const pausedFor = Math.min(...askable.map((endpoint) => endpoint.pausedUntil)) - now();
      if (pausedFor > 0) {
        // Every URL asked to wait. A short pause is waited out without spending a retry: nothing failed, the
        // provider said when to come back (a burst of visitors on a free-tier key then answers late, not never).
        if (pausedFor > MAX_RETRY_AFTER_WAIT_MS || pausesWaited >= MAX_RETRY_AFTER_WAITS) throw failure();
        pausesWaited += 1;
        await delay(pausedFor);
        continue;
      }
      if (retries >= retryCount) throw failure();
      await delay(RPC_RETRY_DELAY_MS * 2 ** retries);
      retries += 1;
    }
  }

  function pausedError(paused: readonly Endpoint[]): Error {
    const seconds = Math.ceil((Math.min(...paused.map((endpoint) => endpoint.pausedUntil)) - now()) / 1000);
    return new JsonRpcHttpStatusError(429, `${seconds}`);
  }

  return {
    request({ method, params }, turn) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params });
      return exchange(body, (answer) => resultOf(answer as Reply), turn);
    },

    async batch(requests, turn) {
      if (requests.length === 0) return [];
      const ids = requests.map(() => nextId++);
      const body = JSON.stringify(requests.map(({ method, params }, index) => ({ jsonrpc: '2.0', id: ids[index], method, params })));
      const replies = await exchange(body, repliesOf, turn);
      const byId = new Map(replies.map((reply) => [reply.id, reply]));
      return requests.map((request, index) => {
        const reply = byId.get(ids[index]);
        if (!reply) throw new Error(`The node did not answer ${request.method} in a batch`);
        return resultOf(reply, request.method);
      });
    },
  };
}
