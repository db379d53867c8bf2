/**
 * Tiny local HTTP servers standing between a client and anvil, to see what goes
 * over the wire: a counting proxy, and a "hung node" that accepts requests and
 * never answers.
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** From now on, relays to `targetUrl`: another node behind the same URL, as a provider may swap it. */
  retarget(targetUrl: string): void;
  /** JSON-RPC methods received, in order (a batch counts each call). */
  methods: string[];
  /** The same calls with the address an eth_call was sent to (lower case; absent for other methods). */
  calls: Array<{ method: string; to?: string }>;
  count(method: string): number;
  reset(): void;
  close(): Promise<void>;
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      resolve(body);
    });
    request.on('error', reject);
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
}

export async function startCountingProxy(firstTargetUrl: string): Promise<CountingProxy> {
  let targetUrl = firstTargetUrl;
  const methods: string[] = [];
  const calls: CountingProxy['calls'] = [];
  // node:http ignores a listener's promise; a failed relay stays an unhandled rejection, which stops the run loudly.
  const relay = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readBody(request);
    type Call = { method: string; params?: Array<{ to?: string }> };
    const parsed = JSON.parse(body) as Call | Call[];
    for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
      methods.push(call.method);
      const to = call.method === 'eth_call' ? call.params?.[0]?.to?.toLowerCase() : undefined;
      calls.push(to === undefined ? { method: call.method } : { method: call.method, to });
    }
    const upstream = await fetch(targetUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    response.writeHead(upstream.status, { 'content-type': 'application/json' });
    response.end(await upstream.text());
  };
  const server = createServer((request, response) => {
    void relay(request, response);
  });
  const url = await listen(server);
  return {
    url,
    retarget: (next) => {
      targetUrl = next;
    },
    methods,
    calls,
    count: (method) => methods.filter((name) => name === method).length,
    reset: () => {
      methods.splice(0);
      calls.splice(0);
    },
    close: () => closeServer(server),
  };
}

/** Accepts every request and never answers, like a node that has locked up. */
export async function startHungNode(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(() => {
    // Deliberately no response.
  });
  const url = await listen(server);
  return { url, close: () => closeServer(server) };
}

/**
 * A node that speaks JSON-RPC 2.0 over HTTP, as the spec has it, and answers each request with
 * the `result` that `resultOf` gives for its method: for a node whose answers are well formed but wrong.
 */
export async function startScriptedNode(resultOf: (method: string, params: unknown[]) => unknown): Promise<{ url: string; close(): Promise<void> }> {
  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const call = JSON.parse(await readBody(request)) as { id: number; method: string; params?: unknown[] };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: resultOf(call.method, call.params ?? []) }));
  };
  const server = createServer((request, response) => {
    void answer(request, response);
  });
  const url = await listen(server);
  return { url, close: () => closeServer(server) };
}
