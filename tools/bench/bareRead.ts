/**
 * The floor `npm run bench:api` holds the whale's answer against: a bare HTTP server whose POST
 * {wallet} is one Multicall3 balance read of that wallet, over the service's own JSON-RPC client and
 * holdings reader, answered as the balances' JSON. No engine, no prices, no store, no Fastify: what
 * any answer about a wallet's balances costs at least. It runs in the benchmark's process, as the
 * service does, and only while the service is idle.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Address } from 'viem';
import { readHoldings } from '../../server/src/chains/holdings';
import { createJsonRpcClient, DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../server/src/chains/transport/client';
import type { ChainSpec } from '../../server/src/prices/chainReader';

export interface BareReadServer {
  /** Where to POST, e.g. http://127.0.0.1:4321 (the path is ignored). */
  url: string;
  close(): Promise<void>;
}

async function bodyOf(request: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startBareReadServer(chain: ChainSpec): Promise<BareReadServer> {
  const rpc = createJsonRpcClient({ rpcUrls: chain.rpcUrls, timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT });
  const server: Server = createServer((request, response) => {
    void (async () => {
      try {
        const { wallet } = JSON.parse(await bodyOf(request)) as { wallet: Address };
        const holdings = await readHoldings(rpc, { wallet, tokens: chain.tokens, multicall3: chain.multicall3, chainId: chain.chainId });
        const body = JSON.stringify({ data: holdings.map(({ token, balance }) => ({ address: token.address, balance: balance.toString() })) });
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
      } catch (error) {
        response.writeHead(500).end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
