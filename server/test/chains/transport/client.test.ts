/**
 * The JSON-RPC client against small local HTTP servers that play a node's
 * answers and failures (the happy path on a real anvil is covered by every
 * route test and the demo chain's seeding: both use this client).
 */
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { createJsonRpcClient, JsonRpcError, JsonRpcHttpStatusError } from '../../../src/chains/transport/client';
import { closedPortUrl } from '../../helpers/testApp';
import { startHungNode } from '../../support/rpcProxy';

interface Received {
  body: { jsonrpc: string; id: number; method: string; params: unknown[] };
  authorization: string | undefined;
}

/** A node whose n-th answer (0-based) is `answers[n]` (the last one repeats); it records every request. */
async function scriptedNode(answers: Array<(request: Received, response: ServerResponse) => void>) {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const entry = { body: JSON.parse(text) as Received['body'], authorization: request.headers.authorization };
      received.push(entry);
      answers[Math.min(received.length - 1, answers.length - 1)](entry, response);
    });
  });
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    connections: () => connections,
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

const answer = (result: unknown) => (request: Received, response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: request.body.id, result }));
/** A batch's requests, as the node received them. */
const batchOf = (request: Received) => request.body as unknown as Array<Received['body']>;
/** Answers a batch in reverse order (the spec lets a node answer in any order), each request by `reply`. */
const batchAnswer = (reply: (item: Received['body']) => object) => (request: Received, response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify(
      batchOf(request)
        .map((item) => ({ jsonrpc: '2.0', id: item.id, ...reply(item) }))
        .reverse(),
    ),
  );
const status = (code: number) => (_request: Received, response: ServerResponse) => response.writeHead(code).end('busy');

describe('the JSON-RPC client', () => {
  const nodes: Array<{ close(): Promise<void> }> = [];
  after(async () => {
    for (const node of nodes) await node.close();
  });

  it('posts a JSON-RPC 2.0 request and resolves its result, over one kept-alive connection', async () => {
    const node = await scriptedNode([answer('0x2a')]);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_000, retryCount: 1 });
    const params = [{ to: '0xcA11bde05977b3631167028862bE2a173976CA11', data: '0x70a08231' }, 'latest'];
    assert.equal(await client.request({ method: 'eth_call', params }), '0x2a');
    assert.equal(await client.request({ method: 'eth_call', params }), '0x2a');
    assert.deepEqual(
      node.received.map((entry) => [entry.body.jsonrpc, entry.body.method, entry.body.params]),
      [
        ['2.0', 'eth_call', params],
        ['2.0', 'eth_call', params],
      ],
    );
    assert.equal(node.connections(), 1);
  });

  it('does not retry, nor fail over, a call that ran out of gas: it would run out again', async () => {
    const outOfGas = (request: Received, response: ServerResponse) =>
      response.end(JSON.stringify({ jsonrpc: '2.0', id: request.body.id, error: { code: -32603, message: 'EVM error OutOfGas' } }));
    const node = await scriptedNode([outOfGas]);
    const other = await scriptedNode([outOfGas]);
    nodes.push(node, other);
    const client = createJsonRpcClient({ rpcUrls: [node.url, other.url], timeoutMs: 1_000, retryCount: 1 });
    await assert.rejects(client.request({ method: 'eth_call', params: [] }), (error) => error instanceof JsonRpcError && error.code === -32603);
    assert.equal(node.received.length + other.received.length, 1);
  });

  it('rejects with the node error and does not retry an error the node will repeat', async () => {
    const node = await scriptedNode([
      (request, response) => response.end(JSON.stringify({ jsonrpc: '2.0', id: request.body.id, error: { code: -32000, message: 'execution reverted' } })),
    ]);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_000, retryCount: 1 });
    await assert.rejects(
      client.request({ method: 'eth_call', params: [] }),
      (error) => error instanceof JsonRpcError && /execution reverted/.test(error.message),
    );
    assert.equal(node.received.length, 1);
  });

  it('retries a busy node (HTTP 503) once, after a short delay, and gets the answer', async () => {
    const node = await scriptedNode([status(503), answer('0x1')]);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_000, retryCount: 1 });
    assert.equal(await client.request({ method: 'eth_blockNumber', params: [] }), '0x1');
    assert.equal(node.received.length, 2);
  });

  it('gives up after its retries with the HTTP status', async () => {
    const node = await scriptedNode([status(503)]);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_000, retryCount: 1 });
    await assert.rejects(client.request({ method: 'eth_call', params: [] }), (error) => error instanceof JsonRpcHttpStatusError && error.status === 503);
    assert.equal(node.received.length, 2);
  });

  it('gives up on a hung node after one time-out: it is not asked again in the same request (503 within 2.5 s)', async () => {
    const hung = await startHungNode();
    nodes.push(hung);
    const client = createJsonRpcClient({ rpcUrls: [hung.url], timeoutMs: 1_200, retryCount: 1 });
    const started = performance.now();
    await assert.rejects(client.request({ method: 'eth_call', params: [] }), /did not answer within 1200 ms/);
    const elapsed = performance.now() - started;
    assert.ok(elapsed >= 1_150 && elapsed < 1_800, `gave up after ${Math.round(elapsed)} ms`);
  });

  it('fails fast when nothing listens', async () => {
    const client = createJsonRpcClient({ rpcUrls: [await closedPortUrl()], timeoutMs: 1_200, retryCount: 1 });
    const started = performance.now();
    await assert.rejects(client.request({ method: 'eth_call', params: [] }), /ECONNREFUSED/);
    assert.ok(performance.now() - started < 1_000);
  });

  it('sends the credentials of the RPC URL as basic auth', async () => {
    const node = await scriptedNode([answer('0x0')]);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [`http://user:p%40ss@127.0.0.1:${node.port}/`], timeoutMs: 1_000, retryCount: 0 });
    await client.request({ method: 'eth_chainId', params: [] });
    assert.equal(node.received[0].authorization, `Basic ${Buffer.from('user:p@ss').toString('base64')}`);
  });

  it('fails over to the next URL when one refuses, and keeps using the one that answers', async () => {
    const node = await scriptedNode([answer('0x1')]);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [await closedPortUrl(), node.url], timeoutMs: 1_000, retryCount: 0 });
    assert.equal(await client.request({ method: 'eth_chainId', params: [] }), '0x1');
    assert.equal(await client.request({ method: 'eth_chainId', params: [] }), '0x1');
    assert.equal(node.received.length, 2);
  });

  it('fails over from a hung URL after one time-out, then skips it while it is cooling down', async () => {
    const hung = await startHungNode();
    const node = await scriptedNode([answer('0x2105')]);
    nodes.push(node, hung);
    const client = createJsonRpcClient({ rpcUrls: [hung.url, node.url], timeoutMs: 300, retryCount: 1 });
    let started = performance.now();
    assert.equal(await client.request({ method: 'eth_chainId', params: [] }), '0x2105');
    const first = performance.now() - started;
    assert.ok(first >= 280 && first < 800, `first answer after ${Math.round(first)} ms`);
    started = performance.now();
    await client.request({ method: 'eth_chainId', params: [] });
    assert.ok(performance.now() - started < 150, 'the hung URL is passed over while it cools down');
  });

  it('does not fail over on an answer from the node (a revert is the same on every URL)', async () => {
    const reverting = await scriptedNode([
      (request, response) => response.end(JSON.stringify({ jsonrpc: '2.0', id: request.body.id, error: { code: 3, message: 'execution reverted' } })),
    ]);
    const other = await scriptedNode([answer('0x')]);
    nodes.push(reverting, other);
    const client = createJsonRpcClient({ rpcUrls: [reverting.url, other.url], timeoutMs: 1_000, retryCount: 1 });
    await assert.rejects(client.request({ method: 'eth_call', params: [] }), /execution reverted/);
    assert.equal(other.received.length, 0);
  });

  it('waits for the request gate before every attempt', async () => {
    const node = await scriptedNode([answer('0x1')]);
    nodes.push(node);
    let taken = 0;
    const client = createJsonRpcClient({
      rpcUrls: [node.url],
      timeoutMs: 1_000,
      retryCount: 0,
      gate: {
        take: () => {
          taken += 1;
          return Promise.resolve();
        },
      },
    });
    await client.request({ method: 'eth_chainId', params: [] });
    await client.request({ method: 'eth_chainId', params: [] });
    assert.equal(taken, 2);
  });

  it('sends a batch in one HTTP body and resolves the results in request order', async () => {
    const node = await scriptedNode([batchAnswer((item) => ({ result: `${item.method}:${String(item.params[0])}` }))]);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_000, retryCount: 0 });
    const results = await client.batch([
      { method: 'eth_getCode', params: ['0x1'] },
      { method: 'eth_getCode', params: ['0x2'] },
      { method: 'anvil_mine', params: [1] },
    ]);
    assert.deepEqual(results, ['eth_getCode:0x1', 'eth_getCode:0x2', 'anvil_mine:1']);
    assert.equal(node.received.length, 1);
    assert.deepEqual(
      batchOf(node.received[0]).map((item) => item.method),
      ['eth_getCode', 'eth_getCode', 'anvil_mine'],
    );
  });

  it('rejects a batch naming the request that failed, and does not send the batch again (its other requests ran)', async () => {
    const node = await scriptedNode([
      batchAnswer((item) => (item.method === 'eth_sendTransaction' ? { error: { code: -32603, message: 'nonce too low' } } : { result: '0x1' })),
    ]);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_000, retryCount: 2 });
    await assert.rejects(
      client.batch([
        { method: 'anvil_setBalance', params: [] },
        { method: 'eth_sendTransaction', params: [] },
      ]),
      (error) => error instanceof JsonRpcError && error.method === 'eth_sendTransaction' && /eth_sendTransaction: nonce too low/.test(error.message),
    );
    assert.equal(node.received.length, 1);
  });

  it('rejects a batch the node refuses as a whole (one error object instead of a list)', async () => {
    const node = await scriptedNode([
      (_request, response) => response.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } })),
    ]);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_000, retryCount: 1 });
    await assert.rejects(client.batch([{ method: 'eth_chainId', params: [] }]), /RPC error -32600 from a batch: Invalid request/);
    assert.equal(node.received.length, 1);
  });

  it('retries a batch whose HTTP exchange failed (busy node), since none of it ran', async () => {
    const node = await scriptedNode([status(503), batchAnswer(() => ({ result: '0x1' }))]);
    nodes.push(node);
    const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_000, retryCount: 1 });
    assert.deepEqual(
      await client.batch([
        { method: 'eth_chainId', params: [] },
        { method: 'eth_blockNumber', params: [] },
      ]),
      ['0x1', '0x1'],
    );
    assert.equal(node.received.length, 2);
  });

  describe('a node that answers 429 Too Many Requests with Retry-After', () => {
    const tooMany = (retryAfter: string) => (_request: Received, response: ServerResponse) =>
      response.writeHead(429, { 'retry-after': retryAfter }).end('slow down');
    const timedNode = async (answers: Parameters<typeof scriptedNode>[0]) => {
      const at: number[] = [];
      const node = await scriptedNode(
        answers.map((reply) => (request: Received, response: ServerResponse) => {
          at.push(performance.now());
          reply(request, response);
        }),
      );
      nodes.push(node);
      return { node, at };
    };

    it('is asked again only once the pause it asked for has passed, then answers', async () => {
      const { node, at } = await timedNode([tooMany('1'), answer('0x7')]);
      const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_000, retryCount: 1 });
      assert.equal(await client.request({ method: 'eth_blockNumber', params: [] }), '0x7');
      assert.equal(node.received.length, 2);
      assert.ok(at[1] - at[0] >= 950, `retried after ${Math.round(at[1] - at[0])} ms, not before the second Retry-After asked for`);
    });

    it('a pause longer than the client waits out fails at once, and later requests too, without asking the node', async () => {
      const { node } = await timedNode([tooMany('30'), answer('0x7')]);
      const client = createJsonRpcClient({ rpcUrls: [node.url], timeoutMs: 1_000, retryCount: 1 });
      const started = performance.now();
      await assert.rejects(
        client.request({ method: 'eth_blockNumber', params: [] }),
        (error) => error instanceof JsonRpcHttpStatusError && error.status === 429,
      );
      await assert.rejects(
        client.request({ method: 'eth_blockNumber', params: [] }),
        (error) => error instanceof JsonRpcHttpStatusError && error.status === 429,
      );
      assert.ok(performance.now() - started < 500, 'no waiting');
      assert.equal(node.received.length, 1, 'the paused node is not asked again');
    });

    it('another URL answers while the first one is paused, and keeps answering', async () => {
      const { node: paused } = await timedNode([tooMany('30')]);
      const { node: other } = await timedNode([answer('0x8')]);
      const client = createJsonRpcClient({ rpcUrls: [paused.url, other.url], timeoutMs: 1_000, retryCount: 1 });
      assert.equal(await client.request({ method: 'eth_blockNumber', params: [] }), '0x8');
      assert.equal(await client.request({ method: 'eth_blockNumber', params: [] }), '0x8');
      assert.equal(paused.received.length, 1);
      assert.equal(other.received.length, 2);
    });
  });
});
