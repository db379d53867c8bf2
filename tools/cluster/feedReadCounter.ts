/**
 * A JSON-RPC proxy in front of a chain that counts, per Chainlink feed, how
 * often its head was read: the latestRoundData() calls inside each Multicall3
 * aggregate3. Every walk of a token's price history starts with one, so the
 * count says how many times the token was walked, whichever node walked it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeFunctionData, type Hex } from 'viem';
import { multicall3Abi } from '../../server/src/chains/abis';
import { SELECTORS } from '../../server/src/prices/chainlink/rounds';
import { readBody } from '../../server/test/support/rpcProxy';

export interface FeedReadCounter {
  url: string;
  /** latestRoundData() calls seen per feed address (lowercase). */
  headReads(feed: string): number;
  /** HTTP requests forwarded. */
  requests(): number;
  close(): Promise<void>;
}

interface RpcCall {
  method: string;
  params?: [{ data?: Hex; input?: Hex }, ...unknown[]];
}

export async function startFeedReadCounter(targetUrl: string): Promise<FeedReadCounter> {
  const heads = new Map<string, number>();
  let requests = 0;
  const count = (call: RpcCall) => {
    const data = call.method === 'eth_call' ? (call.params?.[0]?.data ?? call.params?.[0]?.input) : undefined;
    if (!data) return;
    try {
      const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data });
      if (functionName !== 'aggregate3') return;
      for (const sub of args[0]) {
        if (sub.callData === SELECTORS.latestRoundData) heads.set(sub.target.toLowerCase(), (heads.get(sub.target.toLowerCase()) ?? 0) + 1);
      }
    } catch {
      // Not a Multicall3 call (a plain balance read): no feed in it.
    }
  };
  // node:http ignores a listener's promise; a failed relay stays an unhandled rejection, which stops the run loudly.
  const relay = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readBody(request);
    requests += 1;
    const parsed = JSON.parse(body) as RpcCall | RpcCall[];
    for (const call of Array.isArray(parsed) ? parsed : [parsed]) count(call);
    try {
      const upstream = await fetch(targetUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text());
    } catch {
      response.writeHead(502).end();
    }
  };
  const server = createServer((request, response) => {
    void relay(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    headReads: (feed) => heads.get(feed.toLowerCase()) ?? 0,
    requests: () => requests,
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
