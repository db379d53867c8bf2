/**
 * POST /api/recommendations with `{"wallets": […]}` on the local chain: one answer for several
 * wallets, each advised as it is alone, its total their sum, every token and plan step naming the
 * wallet it is in; stored once, under the first wallet.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { after, before, describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { FormatRegistry } from '@sinclair/typebox';
import { RecommendationSchema, type Recommendation } from '../../../contract';
import { openStore, type Store } from '../../src/store';
import { useLocalChain } from '../support/anvil';
import { buildTestApp, OPERATOR_HEADERS } from '../helpers/testApp';
import type { DataBody, HistoryBody } from '../helpers/replyBodies';

// The demo wallets (server/demo/seed/wallets.ts) and their names on the local chain (seed/ensNames.ts).
const WHALE = '0x4444444444444444444444444444444444444444';
const DEGEN = '0x6666666666666666666666666666666666666666';

describe('several wallets on POST /api/recommendations', () => {
  const chain = useLocalChain();
  let store: Store;
  let app: FastifyInstance;

  before(async () => {
    if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => /^[0-9a-f-]{36}$/i.test(value));
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildTestApp({ chain: chain(), store });
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  const post = async (payload: object): Promise<Recommendation> => {
    const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<DataBody<Recommendation>>().data;
  };

  it('answers one portfolio: the sum of the wallets alone, each token and step naming its wallet', async () => {
    const [both, whale, degen] = [await post({ wallets: ['whale.eth', 'degen.eth'] }), await post({ wallet: WHALE }), await post({ wallet: DEGEN })];
    assert.ok(Value.Check(RecommendationSchema, both), 'the answer keeps to the contract');
    assert.deepEqual(both.wallets, [
      { address: WHALE, ensName: 'whale.eth', totalValueUsd: whale.totalValueUsd },
      { address: DEGEN, ensName: 'degen.eth', totalValueUsd: degen.totalValueUsd },
    ]);
    const sum = whale.totalValueUsd + degen.totalValueUsd;
    assert.ok(Math.abs(both.totalValueUsd - sum) <= sum * 0.005, `total ${both.totalValueUsd} against ${sum}`);
    assert.equal(both.tokens.length, whale.tokens.length + degen.tokens.length);
    assert.ok(both.tokens.every((token) => token.wallet === WHALE || token.wallet === DEGEN));
    assert.deepEqual(
      both.tokens.filter((token) => token.wallet === DEGEN).map((token) => `${token.chainId}:${token.symbol} ${token.action}`),
      degen.tokens.map((token) => `${token.chainId}:${token.symbol} ${token.action}`),
      'each wallet is advised as it is alone',
    );
    const steps = both.plan?.steps ?? [];
    assert.equal(steps.length, (whale.plan?.steps.length ?? 0) + (degen.plan?.steps.length ?? 0));
    assert.ok(steps.length > 0 && steps.every((step) => step.wallet === WHALE || step.wallet === DEGEN));
    // No step moves money between wallets: a step's cash is a stablecoin its own wallet holds.
    for (const step of steps.filter((s) => s.cash)) {
      const own = both.tokens.filter((token) => token.wallet === step.wallet && token.chainId === step.chainId);
      assert.ok(
        own.some((token) => token.address === step.cash?.address),
        `${step.symbol}'s cash ${step.cash?.symbol} is in ${step.wallet}`,
      );
    }
    // One wallet alone names none.
    assert.equal(whale.wallets, undefined);
    assert.ok(whale.tokens.every((token) => token.wallet === undefined));

    const history = await app.inject({ method: 'GET', url: `/api/history?wallet=${WHALE}`, headers: OPERATOR_HEADERS });
    assert.ok(
      history.json<HistoryBody>().data.result.some((entry) => entry.id === both.id),
      'stored once, under the first wallet',
    );
  });
});
