import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { PlanSchema, PortfolioSchema, SetAsideSchema, TokenAdviceSchema } from '../../../contract';
import { chainName } from '../../src/domain/chains';
import { recommend, type EngineOutput } from '../../src/engine';
import { wireAdvice } from '../../src/recommendation/wireRecommendation';
import { DEMO_LIKE_WALLETS } from '../engine/demoLike';

/** The demo-like wallets, and the first again with icons (the demo catalog's tokens have none). */
const CASES = [
  ...DEMO_LIKE_WALLETS,
  {
    ...DEMO_LIKE_WALLETS[0],
    label: `${DEMO_LIKE_WALLETS[0].label}, with icons`,
    input: {
      ...DEMO_LIKE_WALLETS[0].input,
      holdings: DEMO_LIKE_WALLETS[0].input.holdings.map((holding) => ({
        ...holding,
        token: { ...holding.token, logoURI: `/icons/${holding.token.symbol}.svg` },
      })),
    },
  },
];

/** The engine's output with a field of its own on every object the reply carries. */
function withStrayFields(output: EngineOutput): EngineOutput {
  const stray = { internalScore: 0.5 };
  return {
    ...output,
    tokens: output.tokens.map((token) => ({
      ...token,
      ...stray,
      signals: { ...token.signals, ...stray },
      rules: token.rules.map((rule) => ({ ...rule, ...stray })),
      ...(token.trade ? { trade: { ...token.trade, ...stray } } : {}),
      ...(token.adviceOn ? { adviceOn: { ...token.adviceOn, ...stray } } : {}),
    })),
    setAside: output.setAside.map((entry) => ({ ...entry, ...stray })),
    portfolio: { ...output.portfolio, ...stray },
    plan: { ...output.plan, ...stray, steps: output.plan.steps.map((step) => ({ ...step, ...stray })) },
  };
}

describe('the engine output on the wire', () => {
  for (const wallet of CASES) {
    test(`${wallet.label}: every field the engine made is carried, with the chain's name`, () => {
      const output = recommend(wallet.input);
      const wire = wireAdvice(output);
      assert.deepEqual(
        wire.tokens,
        output.tokens.map((token) => ({ ...token, chainName: chainName(token.chainId) })),
      );
      assert.deepEqual(wire.plan, { ...output.plan, steps: output.plan.steps.map((step) => ({ ...step, chainName: chainName(step.chainId) })) });
      assert.deepEqual(wire.setAside, output.setAside);
      assert.deepEqual(wire.portfolio, output.portfolio);
      assert.equal(wire.overview, output.overview);
      assert.equal(wire.totalValueUsd, output.totalValueUsd);
    });

    test(`${wallet.label}: a field of the engine's own does not reach the wire`, () => {
      const wire = wireAdvice(withStrayFields(recommend(wallet.input)));
      assert.deepEqual(wire, wireAdvice(recommend(wallet.input)));
      for (const token of wire.tokens)
        assert.ok(Value.Check(TokenAdviceSchema, token) && Value.Equal(Value.Clean(TokenAdviceSchema, Value.Clone(token)), token));
      for (const entry of wire.setAside) assert.ok(Value.Check(SetAsideSchema, entry));
      assert.ok(Value.Check(PortfolioSchema, wire.portfolio) && Value.Check(PlanSchema, wire.plan));
      assert.doesNotMatch(JSON.stringify(wire), /internalScore/);
    });
  }

  test('the cases carry every optional field, so the copies above are checked', () => {
    const outputs = CASES.map((wallet) => recommend(wallet.input));
    const tokens = outputs.flatMap((output) => output.tokens);
    assert.ok(tokens.some((token) => token.icon !== undefined));
    assert.ok(tokens.some((token) => token.trade?.paidFrom !== undefined));
    assert.ok(tokens.some((token) => token.adviceOn !== undefined));
    assert.ok(outputs.some((output) => output.plan.steps.some((step) => step.fullUsd !== undefined)));
    assert.ok(outputs.some((output) => output.setAside.length > 0));
  });
});
