import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { PlanSchema, PortfolioSchema, SetAsideSchema, TokenAdviceSchema } from '../../../contract';
import { chainName } from '../../src/domain/chains';
import { recommend, type EngineOutput } from '../../src/engine';
import { wireAdvice } from '../../src/recommendation/wireRecommendation';
import { DEMO_LIKE_WALLETS } from '../engine/demoLike';

const [FIRST] = DEMO_LIKE_WALLETS;

/**
 * The demo-like wallets; the first again with icons (the demo catalog's tokens have none); and the
 * first again with its last holding's price two days old, as pricing.ts hands a stale feed to the
 * engine, so a `stale-price` entry with its `priceAgeSeconds` is set aside.
 */
const CASES = [
  ...DEMO_LIKE_WALLETS,
  {
    ...FIRST,
    label: `${FIRST.label}, with icons`,
    input: {
      ...FIRST.input,
      holdings: FIRST.input.holdings.map((holding) => ({
        ...holding,
        token: { ...holding.token, logoURI: `/icons/${holding.token.symbol}.svg` },
      })),
    },
  },
  {
    ...FIRST,
    label: `${FIRST.label}, with a stale price`,
    input: {
      ...FIRST.input,
      holdings: FIRST.input.holdings.map((holding, index, all) =>
        index === all.length - 1 ? { ...holding, prices: null, problem: { reason: 'stale-price' as const, ageSeconds: 2 * 86_400 } } : holding,
      ),
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
    assert.ok(outputs.some((output) => output.setAside.some((entry) => entry.priceAgeSeconds !== undefined)));
  });
});
