/**
 * A JSON-RPC proxy in front of a local chain that behaves like a hosted RPC:
 * every request waits `latencyMs` (60 ms by default) before it is passed on,
 * requests are counted, and past `maxRps` requests in any one second it
 * answers 429 as a free-tier key would. It never changes an answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../../../server/test/support/rpcProxy';

export interface LatencyProxy {
  url: string;
  /** HTTP requests received (a JSON-RPC batch is one). */
  requests(): number;
  /** Requests answered 429 because more than maxRps arrived within a second. */
  tooMany(): number;
  /** Requests the client gave up on before their answer was written: its time-out fired. */
  abandoned(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startLatencyProxy(targetUrl: string, options: { latencyMs?: number; maxRps?: number } = {}): Promise<LatencyProxy> {
  const latencyMs = options.latencyMs ?? 60;
  let requests = 0;
  let tooMany = 0;
  let abandoned = 0;
  const arrivals: number[] = [];
  // node:http ignores a listener's promise; a failed relay stays an unhandled rejection, which stops the run loudly.
  const relay = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readBody(request);
    requests += 1;
    response.on('close', () => {
      if (!response.writableFinished) abandoned += 1;
    });
    const now = Date.now();
    arrivals.push(now);
    while (arrivals.length > 0 && arrivals[0] <= now - 1_000) arrivals.shift();
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (options.maxRps !== undefined && arrivals.length > options.maxRps) {
      tooMany += 1;
      response.writeHead(429, { 'retry-after': '1' }).end('Too Many Requests');
      return;
    }
    const upstream = await fetch(targetUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    response.writeHead(upstream.status, { 'content-type': 'application/json' });
    response.end(await upstream.text());
  };
  const server = createServer((request, response) => {
    void relay(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    tooMany: () => tooMany,
    abandoned: () => abandoned,
    reset: () => {
      requests = 0;
      tooMany = 0;
      abandoned = 0;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
