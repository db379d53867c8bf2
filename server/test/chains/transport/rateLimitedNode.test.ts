/**
 * The client under a chain's request budget (RPC_MAX_RPS_<id>) against a node
 * that limits like a free-tier key: past `maxRps` HTTP requests in any sliding
 * second it answers 429 with Retry-After: 1 (as tools/bench/chains/latencyProxy.ts
 * does, after Alchemy's and Infura's documented 429 + Retry-After answers).
 * A burst of visitors must queue at the gate, not reach the node as 429s.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { rateGate } from '../../../src/chains/transport/requestGate';

const CHAIN_ID = 31_337;

/** A node answering eth_chainId and anything else ('0x1'), refusing past `maxRps` requests in any one second. */
async function rateLimitedNode(maxRps: number) {
  const arrivals: number[] = [];
  let tooMany = 0;
  let busiestSecond = 0;
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const now = performance.now();
      arrivals.push(now);
      const inLastSecond = arrivals.filter((at) => at > now - 1_000).length;
      busiestSecond = Math.max(busiestSecond, inLastSecond);
      if (inLastSecond > maxRps) {
        tooMany += 1;
        response.writeHead(429, { 'retry-after': '1' }).end('Too Many Requests');
        return;
      }
      const body = JSON.parse(text) as { id: number; method: string };
      const result = body.method === 'eth_chainId' ? `0x${CHAIN_ID.toString(16)}` : '0x1';
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => arrivals.length,
    tooMany: () => tooMany,
    busiestSecond: () => busiestSecond,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}

describe('the JSON-RPC client under a request budget, against a node that limits per sliding second', () => {
  const nodes: Array<{ close(): Promise<void> }> = [];
  after(async () => {
    for (const node of nodes) await node.close();
  });

  it('answers a burst of 15 requests at 10 requests/s without a single 429, its chain id check included', async () => {
    const node = await rateLimitedNode(10);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_200, retryCount: 1, chainId: CHAIN_ID, gate: rateGate(10) });
    const answers = await Promise.allSettled(Array.from({ length: 15 }, () => client.request({ method: 'eth_call', params: [] })));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array.from({ length: 15 }, () => 'fulfilled'),
    );
    assert.equal(node.tooMany(), 0, `${node.tooMany()} × 429; busiest second: ${node.busiestSecond()} requests`);
    assert.equal(node.requests(), 16, 'the 15 calls and one eth_chainId, asked once for all of them');
  });

  it('waits out the pauses a node asks for instead of failing the request, when the budget is set too high', async () => {
    const node = await rateLimitedNode(5);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_200, retryCount: 1, chainId: CHAIN_ID, gate: rateGate(20) });
    const answers = await Promise.allSettled(Array.from({ length: 12 }, () => client.request({ method: 'eth_call', params: [] })));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array.from({ length: 12 }, () => 'fulfilled'),
    );
    assert.ok(node.tooMany() > 0, 'the node did refuse some');
  });
});
