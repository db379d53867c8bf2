/**
 * GET /api/ready's chain check asks a real question and checks the answer: a node that answers
 * well-formed JSON-RPC with a wrong result said `up` (issue 31, item 10), though nothing could be
 * read from it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MULTICALL3_ADDRESS } from '../../src/chains/abis';
import { memoryClosesStore } from '../../src/prices/closesStore';
import { connectChain } from '../../src/prices/chainReader';
import { createReadiness } from '../../src/routes/readiness';
import { startScriptedNode } from '../support/rpcProxy';

async function readinessOf(resultOf: (method: string) => unknown) {
  const node = await startScriptedNode(resultOf);
  try {
    const chain = connectChain({
      chainId: 1,
      rpcUrls: [node.url],
      multicall3: MULTICALL3_ADDRESS,
      tokens: [],
      rpc: { timeoutMs: 1_000, retryCount: 0 },
      priceCacheTtlMs: 60_000,
      closes: memoryClosesStore(),
    });
    return await createReadiness({ store: { ping: async () => {} }, chains: [chain] }).report();
  } finally {
    await node.close();
  }
}

describe("/api/ready's chain check", () => {
  it('is down when the node answers eth_blockNumber with something that is not a block number', async () => {
    for (const [wrong, shown] of [
      ['banana', '"banana"'],
      [null, 'null'],
      [undefined, 'no result'],
      ['0x', '"0x"'],
      [{ number: '0x10' }, '{"number":"0x10"}'],
    ] as const) {
      const report = await readinessOf((method) => (method === 'eth_chainId' ? '0x1' : wrong));
      assert.equal(report.status, 'unavailable', shown);
      assert.equal(report.chains[0].status, 'down');
      assert.equal(report.chains[0].error, `The node answered eth_blockNumber with ${shown}, not a block number`);
    }
  });

  it('is up when it answers a block number', async () => {
    const report = await readinessOf((method) => (method === 'eth_chainId' ? '0x1' : '0x1406f40'));
    assert.equal(report.chains[0].status, 'up');
  });
});
