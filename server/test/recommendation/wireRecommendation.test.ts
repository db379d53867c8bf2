import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { PlanSchema, PortfolioSchema, SetAsideSchema, TokenAdviceSchema } from '../../../contract';
import { encodePriceLine } from '../../../contract/priceLine';
import { chainName } from '../../src/domain/chains';
import { recommend, type EngineOutput } from '../../src/engine';
import { wireAdvice } from '../../src/recommendation/wireRecommendation';
import { DEMO_LIKE_WALLETS } from '../engine/demoLike';
import { flat, held, STABLE, uptrend, worth } from '../engine/fixtures';

const [FIRST] = DEMO_LIKE_WALLETS;

/**
 * The demo-like wallets; the first again with icons (the demo catalog's tokens have none); and the
 * first again with its last holding's price two days old, as pricing.ts hands a stale feed to the
 * engine, so a `stale-price` entry with its `priceAgeSeconds` is set aside.
 */
const AAVE = { protocol: 'aave-v3' as const, protocolName: 'Aave' };
const ETH_CLOSES = uptrend().map((close, _, all) => (close * 3_400) / all[all.length - 1]);

/** 30 ETH on Aave against 90,000 USDC owed (health factor 0.94 × 1.2), 4 ETH staked with Lido, 10,000 USDC in the wallet. */
const BORROWER = {
  label: 'A borrower in danger',
  input: {
    holdings: [
      {
        ...held('ETH', ETH_CLOSES, 30),
        position: {
          ...AAVE,
          kind: 'deposit' as const,
          loan: 0,
          receipt: { symbol: 'aEthWETH', address: '0x4d5F47FA6A74757f35C14fD3a6Ef8E3C9BC514E8' as const, units: 30 },
        },
      },
      { ...held('USDC', flat(), 75_000, STABLE), position: { ...AAVE, kind: 'debt' as const, loan: 0 } },
      { ...held('ETH', ETH_CLOSES, 4), position: { protocol: 'lido' as const, protocolName: 'Lido', kind: 'staked' as const } },
      worth('USDC', flat(), 10_000, STABLE),
    ],
    universe: [],
    loans: [
      {
        ...AAVE,
        chainId: 31337,
        market: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2' as const,
        collateralUsd: 102_000,
        debtUsd: 75_000,
        healthFactor: (102_000 * 0.83) / 75_000,
        liquidationThreshold: 0.83,
        collateralSymbols: ['ETH'],
        debtSymbols: ['USDC'],
      },
    ],
  },
};

/** The borrower past its limit (health 0.50, its debt over its collateral's worth): even withdrawing all its collateral would not bring it to 1.5, so the repayment is part of the fix, so the step has a fullUsd. */
const PAST_ITS_LIMIT = {
  label: 'A borrower past its limit',
  input: {
    ...BORROWER.input,
    holdings: [
      ...BORROWER.input.holdings.map((holding, index) => (index === 1 ? { ...holding, amount: 170_000 } : holding)),
      // Money on another chain, which cannot pay a loan on this one; it keeps the wallet's worth above 0.
      (({ token, ...rest }) => ({ ...rest, token: { ...token, chainId: 8453 } }))(worth('DAI', flat(), 200_000, STABLE)),
    ],
    loans: BORROWER.input.loans.map((loan) => ({ ...loan, debtUsd: 170_000, healthFactor: (102_000 * 0.83) / 170_000 })),
  },
};

const CASES = [
  ...DEMO_LIKE_WALLETS,
  BORROWER,
  PAST_ITS_LIMIT,
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

/** `sent` is `engine`'s figure to 4 significant figures: within half a unit of the 4th, and no more digits. */
function assertLean(sent: number | null, engine: number | null, what: string): void {
  if (engine === null || sent === null) {
    assert.equal(sent, engine, what);
    return;
  }
  assert.ok(Math.abs(sent - engine) <= Math.abs(engine) * 5e-4, `${what}: ${sent} for ${engine}`);
  assert.equal(Number(sent.toPrecision(4)), sent, `${what}: ${sent} has more than 4 significant figures`);
}

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
      // Figures at the precision they are shown and used, each said once (issue 39): checked below.
      const lean = { signals: undefined, rules: undefined, sparkline: undefined };
      assert.deepEqual(
        wire.tokens.map((token) => ({ ...token, ...lean })),
        output.tokens.map((token) => ({ ...token, chainName: chainName(token.chainId), ...lean })),
      );
      output.tokens.forEach((token, index) => {
        const sent = wire.tokens[index];
        for (const [name, value] of Object.entries(token.signals))
          assertLean(sent.signals[name as keyof typeof sent.signals], value, `${token.symbol} ${name}`);
        assert.deepEqual(
          sent.rules.map(({ threshold: _threshold, ...rule }) => rule),
          token.rules.map(({ observed: _observed, threshold: _threshold, ...rule }) => rule),
        );
        sent.rules.forEach((rule, k) => {
          assertLean(rule.threshold, token.rules[k].threshold, `${token.symbol} ${rule.id}`);
        });
        assert.deepEqual(sent.sparkline, encodePriceLine(token.sparkline));
      });
      assert.deepEqual(wire.plan, {
        ...output.plan,
        steps: output.plan.steps.map((step) => ({ ...step, chainName: chainName(step.chainId) })),
        ...(output.plan.chains ? { chains: output.plan.chains.map((chain) => ({ ...chain, chainName: chainName(chain.chainId) })) } : {}),
      });
      assert.deepEqual(
        wire.loans,
        output.loans?.map((loan) => ({ ...loan, chainName: chainName(loan.chainId) })),
      );
      assert.deepEqual(wire.valueHistory, output.valueHistory);
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
    // Positions and loans (engine 4): where a holding sits, its receipt, a repayment's protocol and alternative.
    assert.ok(tokens.some((token) => token.position?.receipt !== undefined && token.position.loan !== undefined));
    assert.ok(outputs.some((output) => (output.loans ?? []).length > 0));
    const steps = outputs.flatMap((output) => output.plan.steps);
    assert.ok(steps.some((step) => step.action === 'repay' && step.protocol !== undefined && step.alternative !== undefined));
  });
});
