/**
 * GET /api/ready's chain check asks a real question and checks the answer: a node that answers
 * well-formed JSON-RPC with a wrong result said `up` (issue 31, item 10), though nothing could be
 * read from it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { decodeFunctionData, encodeFunctionResult, type Hex } from 'viem';
import { MULTICALL3_ADDRESS, multicall3Abi } from '../../src/chains/abis';
import { memoryClosesStore } from '../../src/prices/closesStore';
import { connectChain } from '../../src/prices/chainReader';
import { checkReason } from '../../src/routes/checkReason';
import { createReadiness } from '../../src/routes/readiness';
import { closedPortUrl } from '../helpers/testApp';
import { startScriptedNode } from '../support/rpcProxy';

async function readinessOf(resultOf: (method: string, params: unknown[]) => unknown) {
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

  /** aggregate3's answer to every call: success, the word 1 (getChainId() included: chain 1). */
  const answersOne = (params: unknown[]): Hex => {
    const { data } = params[0] as { data: Hex };
    const { args } = decodeFunctionData({ abi: multicall3Abi, data });
    const calls = args[0] as readonly unknown[];
    const one: Hex = `0x${'1'.padStart(64, '0')}`;
    return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: calls.map(() => ({ success: true, returnData: one })) });
  };

  it('is up when it answers a block number and a wallet can be read', async () => {
    const report = await readinessOf((method, params) => (method === 'eth_chainId' ? '0x1' : method === 'eth_call' ? answersOne(params) : '0x1406f40'));
    assert.equal(report.chains[0].status, 'up', report.chains[0].error);
  });

  it('is down when it answers a block number but no wallet can be read (issue 38)', async () => {
    const report = await readinessOf((method) => (method === 'eth_chainId' ? '0x1' : method === 'eth_call' ? '0x' : '0x1406f40'));
    assert.equal(report.status, 'unavailable');
    assert.equal(report.chains[0].status, 'down');
    assert.match(report.chains[0].error ?? '', /Multicall3 .* returned nothing/);
  });
});

describe("/api/ready's database check (issue 39, item 5)", () => {
  it('gives the reason a database cannot be reached, never its internal address', async () => {
    const { port } = new URL(await closedPortUrl());
    // node-postgres' pool, as a store on DATABASE_URL has it, to a port where nothing listens.
    const pool = new pg.Pool({ connectionString: `postgres://ribbit@127.0.0.1:${port}/ribbit`, connectionTimeoutMillis: 1_000 });
    pool.on('error', () => undefined);
    try {
      const ping = async () => {
        await pool.query('SELECT 1');
      };
      const { database } = await createReadiness({ store: { ping }, chains: [] }).report();
      assert.deepEqual({ status: database.status, error: database.error }, { status: 'down', error: 'connection refused' });
    } finally {
      await pool.end();
    }
  });

  it('hides an address in any other message, and keeps times of day', () => {
    assert.equal(
      checkReason(new Error('getaddrinfo failed for db.internal.example:5432 and [fd00::1]:6379 at 13:20:00')),
      'getaddrinfo failed for (address hidden) and (address hidden) at 13:20:00',
    );
  });
});
