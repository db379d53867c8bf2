/**
 * ENS resolution's time-outs against a node that accepts requests and never
 * answers, and the name rule (ENSIP-15, `.eth`, 44 characters).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MULTICALL3_ADDRESS } from '../../src/chains/abis';
import { ChainError } from '../../src/domain/types';
import { createEnsLookup, ENS_RESOLVE_TIMEOUT_MS, normalisedEnsName } from '../../src/wallet/ensNames';
import { openStore } from '../../src/store';
import { buildTestApp } from '../helpers/testApp';
import type { ErrorBody } from '../helpers/replyBodies';
import { startHungNode } from '../support/rpcProxy';

describe('ENS resolution on a hung node', () => {
  let hung: Awaited<ReturnType<typeof startHungNode>>;
  before(async () => {
    hung = await startHungNode();
  });
  after(async () => {
    await hung.close();
  });

  it('fails with the per-request time-out, not viem’s 10 s default', async () => {
    // Made first: making it builds ENSIP-15's tables (up to 0.55 s of CPU), which is no part of the lookup.
    const lookup = createEnsLookup([hung.url], 300);
    const started = Date.now();
    await assert.rejects(lookup('whale.eth'), ChainError);
    const elapsed = Date.now() - started;
    assert.ok(elapsed >= 250 && elapsed < 1_500, `failed after ${elapsed} ms`);
  });

  it('waits at the chain’s request gate before each request, like every other request to the node', async () => {
    let taken = 0;
    const gate = {
      take: () => {
        taken += 1;
        return Promise.resolve();
      },
    };
    await assert.rejects(createEnsLookup([hung.url], 300, gate)('whale.eth'), ChainError);
    assert.equal(taken, 1);
  });

  it('gives up on the whole resolution after ENS_RESOLVE_TIMEOUT_MS whatever the per-request time-out', async () => {
    const lookup = createEnsLookup([hung.url], 60_000);
    const started = Date.now();
    await assert.rejects(lookup('whale.eth'), /took over 2500 ms/);
    const elapsed = Date.now() - started;
    assert.ok(elapsed >= ENS_RESOLVE_TIMEOUT_MS - 50 && elapsed < ENS_RESOLVE_TIMEOUT_MS + 1_500, `failed after ${elapsed} ms`);
  });

  it('answers 503 chain_unavailable for a name when Ethereum’s node hangs', async () => {
    const store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    const app = await buildTestApp({ chain: { rpcUrl: hung.url, chainId: 1, multicall3: MULTICALL3_ADDRESS, tokens: [] }, store, priceRefresh: false });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: 'whale.eth' } });
      assert.equal(response.statusCode, 503);
      assert.equal(response.json<ErrorBody>().error.code, 'chain_unavailable');
    } finally {
      await app.close();
      await store.close();
    }
  });
});

describe('normalisedEnsName', () => {
  for (const [input, expected] of [
    ['whale.eth', 'whale.eth'],
    ['Whale.ETH', 'whale.eth'],
    ['pay.whale.eth', 'pay.whale.eth'],
    [`${'a'.repeat(40)}.eth`, `${'a'.repeat(40)}.eth`],
    [`${'a'.repeat(41)}.eth`, null],
    ['whale.com', null],
    ['a_b.eth', null],
    ['.eth', null],
    ['', null],
  ] as const) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      assert.equal(normalisedEnsName(input), expected);
    });
  }
});
