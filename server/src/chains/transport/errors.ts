/** How a JSON-RPC request can fail, and which failures are worth another attempt. */
import { answerTooLargeMessage } from '../../domain/rpcAnswerCap';

/** The node answered with a JSON-RPC error object. */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Named in batches, where the error of one request fails the batch. */
    readonly method?: string,
  ) {
    super(`RPC error ${code}${method ? ` from ${method}` : ''}: ${message}`);
    this.name = 'JsonRpcError';
  }
}

/** The node answered with an HTTP status other than 2xx. */
export class JsonRpcHttpStatusError extends Error {
  constructor(
    readonly status: number,
    /** The Retry-After header of a 429 or 503, as sent; null when absent. */
    readonly retryAfter: string | null = null,
  ) {
    super(`The node answered HTTP ${status}${retryAfter === null ? '' : ` (Retry-After: ${retryAfter})`}`);
    this.name = 'JsonRpcHttpStatusError';
  }
}

/** The node took longer than the time-out: worth trying another URL, not the same one again. */
export class JsonRpcTimeoutError extends Error {
  override name = 'JsonRpcTimeoutError';
}

/** The node's answer passed the size cap (endpoint.ts): worth trying another URL, not the same one again. */
export class JsonRpcAnswerTooLargeError extends Error {
  override name = 'JsonRpcAnswerTooLargeError';
  constructor(readonly maxBytes: number) {
    super(answerTooLargeMessage(maxBytes));
  }
}

const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** Unknown, limit exceeded and internal errors: the ones viem retries too. */
const RETRYABLE_RPC_CODES = new Set([-1, -32005, -32603]);

/**
 * A call that ran out of gas fails the same way on every attempt and every URL,
 * whatever code the node gives it (anvil: -32603 "EVM error OutOfGas"; geth:
 * -32000 "out of gas"): the caller splits the batch instead (prices/chainlink/ethCalls.ts).
 */
const OUT_OF_GAS = /out ?of ?gas/i;

export function isRetryable(error: unknown): boolean {
  if (error instanceof JsonRpcError) return RETRYABLE_RPC_CODES.has(error.code) && !OUT_OF_GAS.test(error.message);
  if (error instanceof JsonRpcHttpStatusError) return RETRYABLE_STATUSES.has(error.status);
  return true; // refused, reset, timed out: the node may be back in a moment
}
