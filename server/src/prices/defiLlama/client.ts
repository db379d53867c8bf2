/**
 * The HTTP side of the DefiLlama source: GETs JSON with its own time-out on every
 * request, spends the request budget before sending, and after a 429 sends
 * nothing until Retry-After has passed. Every failure is a PriceError: the
 * source as a whole could not be read.
 */
import { shortMessage } from '../../chains/transport/errorMessage';
import { PriceError } from '../priceSource';
import type { RequestBudget } from '../../chains/transport/requestBudget';
import { retryAfterMs } from '../../chains/transport/retryAfter';

export interface LlamaClientOptions {
  budget: RequestBudget;
  /** Milliseconds since the epoch, like Date.now. */
  now: () => number;
  /** One line per 429 received; never one per request. */
  log?: (line: string) => void;
}

/** One GET and its own time-out (a chart's cold path takes longer than a current price). */
export interface LlamaRequest {
  url: string;
  timeoutMs: number;
}

export interface LlamaClient {
  /**
   * GETs every URL (in parallel) and parses each body as JSON, in order. All or
   * nothing: the budget is spent for all URLs up front, and one failure rejects.
   */
  getAll(requests: readonly LlamaRequest[]): Promise<unknown[]>;
}

/** undici's fetch rejects with "fetch failed"; the reason (ECONNREFUSED, a DNS error) is its cause. */
function networkReason(error: unknown): string {
  return shortMessage(error instanceof Error && error.cause !== undefined ? error.cause : error);
}

export function createLlamaClient(options: LlamaClientOptions): LlamaClient {
  const { budget, now, log } = options;
  /** Epoch ms before which DefiLlama asked us (429 Retry-After) to send nothing; 0 when it has not. */
  let pausedUntil = 0;

  function pauseFor(response: Response): void {
    const at = now();
    const wasPaused = at < pausedUntil;
    const waitMs = retryAfterMs(response.headers.get('retry-after'), at);
    pausedUntil = Math.max(pausedUntil, at + waitMs);
    if (!wasPaused) log?.(`DefiLlama answered 429 Too Many Requests: sending nothing for ${Math.ceil(waitMs / 1000)} s`);
  }

  async function getJson({ url, timeoutMs }: LlamaRequest): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new PriceError(`DefiLlama did not answer within ${timeoutMs} ms`, { cause: error });
      throw new PriceError(`DefiLlama could not be reached: ${networkReason(error)}`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      if (response.status === 429) pauseFor(response);
      throw new PriceError(`DefiLlama answered HTTP ${response.status}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const late = error instanceof Error && error.name === 'TimeoutError';
      throw new PriceError(late ? `DefiLlama did not answer within ${timeoutMs} ms` : `DefiLlama's answer was cut off: ${networkReason(error)}`, {
        cause: error,
      });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new PriceError('DefiLlama answered something that is not JSON', { cause: error });
    }
  }

  return {
    async getAll(requests) {
      if (requests.length === 0) return [];
      const at = now();
      if (at < pausedUntil) throw new PriceError(`DefiLlama asked us to wait (HTTP 429): ${Math.ceil((pausedUntil - at) / 1000)} s left`);
      if (!budget.tryTake(requests.length)) {
        const waitMs = budget.waitMs(requests.length);
        const when = Number.isFinite(waitMs) ? `next in ${Math.ceil(waitMs / 1000)} s` : `more than the ${budget.burst} allowed at once`;
        throw new PriceError(`DefiLlama request budget spent (${requests.length} requests needed, ${when})`);
      }
      return Promise.all(requests.map(getJson));
    },
  };
}
