/**
 * Is a node URL really a node of the chain it is configured for? A Base URL given as
 * CHAIN_ID=1 used to start "ready" and answer every wallet with "holds nothing Ribbit can
 * price" (issue 20, item 3). The client asks eth_chainId before a URL's first use, again
 * after any failure of it, and again once its last answer is CHAIN_ID_RECHECK_MS old: a
 * provider may swap the backend behind a URL without failing a request (issue 31, item 4: it
 * went from chain 1 to Base mid-run, and Ribbit answered and stored Base's balances as chain
 * 1's, ready "up"). A URL of another chain is then failed like a dead one.
 */
import type { Endpoint } from './endpoint';
import type { RequestGate } from './requestGate';

/** The URL answered eth_chainId with another chain's id. */
export class WrongChainError extends Error {
  override name = 'WrongChainError';
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`The node answers for chain ${actual}, not ${expected}`);
  }
}

/** The chain id a node reports, from the hex quantity of its eth_chainId answer. */
export function chainIdOf(answer: unknown): number {
  const reply = answer as { result?: unknown; error?: { message?: string } } | null;
  if (typeof reply?.result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(reply.result)) {
    throw new Error(`The node did not answer eth_chainId with a chain id${reply?.error?.message ? ` (${reply.error.message})` : ''}`);
  }
  return Number(BigInt(reply.result));
}

const CHAIN_ID_REQUEST = JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] });

/**
 * How long a URL's chain id is trusted. The question then goes out beside the URL's next request
 * (whose answer waits for it), so a swapped backend is found within this time of steady traffic,
 * or of /api/ready's probes, for one request per URL in this time: at the default budget of 5 a
 * second, under 1 % of it. A recommendation's balances need no such wait: their read asks the
 * chain id in the same call (holdings.ts).
 */
export const CHAIN_ID_RECHECK_MS = 30_000;

/** Asks `endpoint` for its chain id (one request, within `timeoutMs`). */
export async function askChainId(endpoint: Endpoint, timeoutMs: number): Promise<number> {
  return chainIdOf(await endpoint.post(CHAIN_ID_REQUEST, timeoutMs));
}

/**
 * Remembers when each endpoint last answered for `expected`; `check` asks those not confirmed, no longer
 * confirmed (a failure) or confirmed CHAIN_ID_RECHECK_MS ago. The question is a request like any other: it
 * waits at the chain's gate (a free-tier key counts it), and requests that arrive while it is out share it
 * instead of each asking again.
 */
export function chainIdGuard(expected: number | undefined, timeoutMs: number, gate?: RequestGate, now: () => number = Date.now) {
  /** When the question that confirmed each endpoint was sent. */
  const confirmed = new WeakMap<Endpoint, number>();
  const asking = new WeakMap<Endpoint, Promise<void>>();
  // Bumped by forget(): an answer to a question asked before a failure confirms nothing, or a
  // URL that failed while its chain id was out would be trusted again without being asked.
  const generation = new WeakMap<Endpoint, number>();
  const generationOf = (endpoint: Endpoint) => generation.get(endpoint) ?? 0;
  async function ask(endpoint: Endpoint): Promise<void> {
    const asked = generationOf(endpoint);
    await gate?.take();
    const sentAt = now();
    const actual = await askChainId(endpoint, timeoutMs);
    if (actual !== expected) throw new WrongChainError(expected as number, actual);
    if (generationOf(endpoint) === asked) confirmed.set(endpoint, sentAt);
  }
  const trusted = (endpoint: Endpoint) => {
    const at = confirmed.get(endpoint);
    return at !== undefined && now() - at < CHAIN_ID_RECHECK_MS;
  };
  return {
    check(endpoint: Endpoint): Promise<void> {
      if (expected === undefined || trusted(endpoint)) return Promise.resolve();
      let question = asking.get(endpoint);
      if (!question) {
        question = ask(endpoint);
        asking.set(endpoint, question);
        const done = () => asking.delete(endpoint);
        question.then(done, done);
      }
      return question;
    },
    /** After a failure the node behind the URL may have changed: asked again before its next use. */
    forget(endpoint: Endpoint): void {
      confirmed.delete(endpoint);
      generation.set(endpoint, generationOf(endpoint) + 1);
    },
  };
}
