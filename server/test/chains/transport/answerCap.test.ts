/**
 * A node's answer has a size cap (issue 31, item 10): a node answering 120 MB blocked the event loop
 * 1.7 s and took 360 MB. Past MAX_RPC_ANSWER_BYTES the exchange is cut, the chain counts as failing
 * for that request with a clear reason, and the same URL is not asked again in it.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { MULTICALL3_ADDRESS } from '../../../src/chains/abis';
import { chainTokens } from '../../../src/chains/chainTokens';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { JsonRpcAnswerTooLargeError } from '../../../src/chains/transport/errors';
import { ChainError } from '../../../src/domain/types';
import { MAX_RPC_ANSWER_BYTES } from '../../../src/domain/rpcAnswerCap';
import { memoryClosesStore } from '../../../src/prices/closesStore';
import { connectChain } from '../../../src/prices/chainReader';
import { readWallet } from '../../../src/prices/walletReading';
import { createEnsLookup } from '../../../src/wallet/ensNames';
import { readBody } from '../../support/rpcProxy';

const ANSWER_BYTES = 3 * MAX_RPC_ANSWER_BYTES;
const CHUNK = Buffer.from('ab'.repeat(32 * 1024));

/** A node that answers every request with a JSON-RPC result of ANSWER_BYTES, written as fast as it is read. */
function hugeNode({ announceLength }: { announceLength: boolean }) {
  const stats = { requests: 0, answersCut: 0 };
  const server = createServer((request, response) => {
    void readBody(request).then(() => {
      stats.requests += 1;
      const head = Buffer.from('{"jsonrpc":"2.0","id":0,"result":"0x');
      const tail = Buffer.from('"}');
      const chunks = Math.ceil((ANSWER_BYTES - head.length - tail.length) / CHUNK.length);
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(announceLength ? { 'content-length': head.length + chunks * CHUNK.length + tail.length } : {}),
      });
      response.on('close', () => {
        if (!response.writableFinished) stats.answersCut += 1;
      });
      response.write(head);
      let sent = 0;
      const more = () => {
        while (sent < chunks) {
          sent += 1;
          if (!response.write(CHUNK)) {
            response.once('drain', more);
            return;
          }
        }
        response.end(tail);
      };
      more();
    });
  });
  return { server, stats };
}

/** A node that answers every request with a small result. */
function smallNode() {
  return createServer((request, response) => {
    void readBody(request).then((body) => {
      const { id } = JSON.parse(body) as { id: number };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x1' }));
    });
  });
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe(`a node answering more than ${MAX_RPC_ANSWER_BYTES / 1024 / 1024} MiB`, () => {
  const announced = hugeNode({ announceLength: true });
  const streamed = hugeNode({ announceLength: false });
  const small = smallNode();
  const urls: Record<'announced' | 'streamed' | 'small', string> = { announced: '', streamed: '', small: '' };
  before(async () => {
    urls.announced = await listen(announced.server);
    urls.streamed = await listen(streamed.server);
    urls.small = await listen(small);
  });
  after(async () => {
    for (const server of [announced.server, streamed.server, small]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  for (const [name, node] of [
    ['announced by its Content-Length', announced],
    ['streamed without a Content-Length', streamed],
  ] as const) {
    it(`is cut, not asked again in the same request, and the next URL answers (${name})`, async () => {
      const before = { ...node.stats };
      const url = node === announced ? urls.announced : urls.streamed;
      const alone = createJsonRpcClient({ rpcUrls: [url], timeoutMs: 5_000, retryCount: 1 });
      const started = performance.now();
      await assert.rejects(alone.request({ method: 'eth_call', params: [] }), JsonRpcAnswerTooLargeError);
      assert.ok(performance.now() - started < 1_000, 'cut at once');
      assert.equal(node.stats.requests - before.requests, 1, 'one exchange, no retry of the same URL');
      const withBackup = createJsonRpcClient({ rpcUrls: [url, urls.small], timeoutMs: 5_000, retryCount: 1 });
      assert.equal(await withBackup.request({ method: 'eth_blockNumber', params: [] }), '0x1');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(node.stats.answersCut - before.answersCut, 2, 'neither answer was read whole');
    });
  }

  it('makes the chain unavailable for that request, saying why', async () => {
    const chain = connectChain({
      chainId: 1,
      rpcUrls: [urls.streamed],
      multicall3: MULTICALL3_ADDRESS,
      tokens: chainTokens(1, []),
      rpc: { timeoutMs: 5_000, retryCount: 1 },
      priceCacheTtlMs: 60_000,
      closes: memoryClosesStore(),
    });
    const { read, statuses } = await readWallet([chain], '0x52908400098527886E0F7030069857D2E4169EE7');
    assert.equal(read.length, 0);
    assert.deepEqual(statuses, [{ chainId: 1, name: 'Ethereum', status: 'unavailable', reason: 'its node’s answer was larger than 8 MB' }]);
  });

  it('cuts an ENS lookup’s answer too', async () => {
    await assert.rejects(createEnsLookup([urls.streamed], 5_000)('whale.eth'), (error: unknown) => {
      assert.ok(error instanceof ChainError);
      assert.match(error.message, /larger than 8388608 bytes/);
      return true;
    });
  });
});
