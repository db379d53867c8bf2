/**
 * Is a node URL really a node of the chain it is configured for? A Base URL given as
 * CHAIN_ID=1 used to start "ready" and answer every wallet with "holds nothing Ribbit can
 * price" (issue 20, item 3). The client asks eth_chainId before a URL's first use and again
 * after any failure of it; a URL of another chain is then failed like a dead one.
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

/** Asks `endpoint` for its chain id (one request, within `timeoutMs`). */
export async function askChainId(endpoint: Endpoint, timeoutMs: number): Promise<number> {
  return chainIdOf(await endpoint.post(CHAIN_ID_REQUEST, timeoutMs));
}

/**
 * Remembers which endpoints answered for `expected`; `check` asks only those not (or no longer) confirmed.
 * The question is a request like any other: it waits at the chain's gate (a free-tier key counts it), and
 * requests that arrive while it is out share it instead of each asking again.
 */
export function chainIdGuard(expected: number | undefined, timeoutMs: number, gate?: RequestGate) {
  const confirmed = new WeakSet<Endpoint>();
  const asking = new WeakMap<Endpoint, Promise<void>>();
  // Bumped by forget(): an answer to a question asked before a failure confirms nothing, or a
  // URL that failed while its chain id was out would be trusted again without being asked.
  const generation = new WeakMap<Endpoint, number>();
  const generationOf = (endpoint: Endpoint) => generation.get(endpoint) ?? 0;
  async function ask(endpoint: Endpoint): Promise<void> {
    const asked = generationOf(endpoint);
    await gate?.take();
    const actual = await askChainId(endpoint, timeoutMs);
    if (actual !== expected) throw new WrongChainError(expected as number, actual);
    if (generationOf(endpoint) === asked) confirmed.add(endpoint);
  }
  return {
    check(endpoint: Endpoint): Promise<void> {
      if (expected === undefined || confirmed.has(endpoint)) return Promise.resolve();
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
