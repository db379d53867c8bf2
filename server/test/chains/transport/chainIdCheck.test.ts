/**
 * A URL that answers for another chain is failed like a dead one (issue 20, item 3), on
 * real anvil nodes: one started as chain 8453, one as chain 1.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MULTICALL3_ADDRESS } from '../../../src/chains/abis';
import { CHAIN_ID_RECHECK_MS, chainIdGuard, WrongChainError } from '../../../src/chains/transport/chainIdCheck';
import type { Endpoint } from '../../../src/chains/transport/endpoint';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { spawnAnvil, type AnvilProcess } from '../../../demo/anvilProcess';
import { memoryClosesStore } from '../../../src/prices/closesStore';
import { connectChain } from '../../../src/prices/chainReader';
import { createReadiness } from '../../../src/routes/readiness';

describe('the chain id of each RPC URL', () => {
  let base: AnvilProcess;
  let ethereum: AnvilProcess;
  before(async () => {
    [base, ethereum] = await Promise.all([spawnAnvil({ chainId: 8453 }), spawnAnvil({ chainId: 1 })]);
  });
  after(async () => {
    await Promise.all([base.stop(), ethereum.stop()]);
  });

  it("refuses a URL of another chain, and goes on to the chain's next URL", async () => {
    const alone = createJsonRpcClient({ rpcUrls: [base.rpcUrl], chainId: 1, timeoutMs: 1_000, retryCount: 1 });
    await assert.rejects(alone.request({ method: 'eth_blockNumber', params: [] }), (error: unknown) => {
      assert.ok(error instanceof WrongChainError);
      assert.equal(error.message, 'The node answers for chain 8453, not 1');
      return true;
    });
    const withSpare = createJsonRpcClient({ rpcUrls: [base.rpcUrl, ethereum.rpcUrl], chainId: 1, timeoutMs: 1_000, retryCount: 0 });
    assert.equal(await withSpare.request({ method: 'eth_chainId', params: [] }), '0x1', 'answered by the chain-1 node');
  });

  it('asks again after a failure: a URL whose node is replaced by another chain is failed from then on', async () => {
    const port = ethereum.port;
    const client = createJsonRpcClient({ rpcUrls: [ethereum.rpcUrl], chainId: 1, timeoutMs: 1_000, retryCount: 0 });
    assert.equal(await client.request({ method: 'eth_chainId', params: [] }), '0x1');
    await ethereum.stop();
    await assert.rejects(client.request({ method: 'eth_blockNumber', params: [] }), 'nothing listens for a moment');
    ethereum = await spawnAnvil({ chainId: 8453, port });
    await assert.rejects(client.request({ method: 'eth_blockNumber', params: [] }), WrongChainError);
  });

  it('reports a chain served by a node of another chain as down in /api/ready', async () => {
    const chain = connectChain({
      chainId: 1,
      rpcUrls: [base.rpcUrl],
      multicall3: MULTICALL3_ADDRESS,
      tokens: [],
      rpc: { timeoutMs: 1_000, retryCount: 0 },
      priceCacheTtlMs: 60_000,
      closes: memoryClosesStore(),
    });
    const report = await createReadiness({ store: { ping: async () => {} }, chains: [chain] }).report();
    assert.equal(report.status, 'unavailable');
    assert.equal(report.chains[0].status, 'down');
    assert.equal(report.chains[0].error, 'The node answers for chain 8453, not 1');
  });
});

describe('the chain-id guard', () => {
  it('does not trust a URL that failed while its chain id was being asked: it asks again', async () => {
    // The node's answers, in the order asked: the first is held until the request beside it has failed.
    const answers: Array<(reply: unknown) => void> = [];
    const endpoint: Endpoint = {
      failedUntil: 0,
      pausedUntil: 0,
      post: () => new Promise((resolve) => answers.push(resolve)),
    };
    const guard = chainIdGuard(1, 1_000);
    const first = guard.check(endpoint);
    await new Promise(setImmediate);
    guard.forget(endpoint); // the request sent beside the question failed (a 503, say)
    answers[0]({ jsonrpc: '2.0', id: 0, result: '0x1' });
    await first;
    const second = guard.check(endpoint);
    await new Promise(setImmediate);
    assert.equal(answers.length, 2, 'the chain id is asked again before the URL is used');
    answers[1]({ jsonrpc: '2.0', id: 0, result: '0x1' });
    await second;
    await guard.check(endpoint);
    assert.equal(answers.length, 2, 'once confirmed after the failure, it is not asked again');
  });

  it('asks again once its last answer is 30 s old, and not before: a node swapped behind the URL is found (issue 31, item 4)', async () => {
    let chainId = '0x1';
    let asked = 0;
    const endpoint: Endpoint = {
      failedUntil: 0,
      pausedUntil: 0,
      post: () => {
        asked += 1;
        return Promise.resolve({ jsonrpc: '2.0', id: 0, result: chainId });
      },
    };
    let clock = 0;
    const guard = chainIdGuard(1, 1_000, undefined, () => clock);
    await guard.check(endpoint);
    assert.equal(asked, 1);
    chainId = '0x2105'; // Base, from now on
    clock += CHAIN_ID_RECHECK_MS - 1;
    await guard.check(endpoint);
    assert.equal(asked, 1, 'trusted for 30 s');
    clock += 1;
    await assert.rejects(guard.check(endpoint), (error: unknown) => error instanceof WrongChainError && error.actual === 8453);
    assert.equal(asked, 2);
  });
});
