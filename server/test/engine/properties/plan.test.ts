/**
 * Issue 28's properties of every plan, over the demo wallets and 300 generated wallets: each check of
 * server/scripts/plan/checks.ts finds nothing, and a plan followed at its own prices and asked again gives no step.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend } from '../../../src/engine';
import { wireAdvice } from '../../../src/recommendation/wireRecommendation';
import type { Recommendation } from '../../../../contract';
import { PLAN_CHECKS } from '../../../scripts/plan/checks';
import { followed } from '../../../scripts/plan/follow';
import { DEMO, GENERATED } from './wallets';

function answer(input: Parameters<typeof recommend>[0]): Recommendation {
  const output = recommend(input);
  return {
    id: '00000000-0000-4000-8000-000000000000',
    address: '0x0000000000000000000000000000000000000001',
    ...wireAdvice(output),
    chains: [],
    engineVersion: 'test',
    generatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const WALLETS = [...DEMO, ...GENERATED];

describe('every plan, on the demo wallets and 300 generated ones', () => {
  for (const [name, check] of Object.entries(PLAN_CHECKS)) {
    it(`has no ${name}`, () => {
      const problems = WALLETS.flatMap(({ label, input }) => check(answer(input)).map((problem) => `${label}: ${problem}`));
      assert.deepEqual(problems, []);
    });
  }

  it('is a fixed point: followed at its own prices and asked again, it gives no step', () => {
    const moving = WALLETS.flatMap(({ label, input }) => {
      const output = recommend(input);
      const again = recommend(followed(input, output));
      return again.plan.steps.map((step) => `${label}: ${step.action} ${step.units} ${step.symbol} after following ${output.plan.steps.length} steps`);
    });
    assert.deepEqual(moving, []);
  });

  it('gives every buy and buy more money behind it', () => {
    const unfunded = WALLETS.flatMap(({ label, input }) =>
      recommend(input)
        .tokens.filter((token) => (token.action === 'buy' || token.action === 'buy more') && !((token.trade?.usd ?? 0) > 0))
        .map((token) => `${label}: ${token.symbol}`),
    );
    assert.deepEqual(unfunded, []);
  });
});
