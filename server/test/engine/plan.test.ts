import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend, type Action, type AdvisedToken } from '../../src/engine';
import { makePlan, type PlannedAsset } from '../../src/engine/plan';
import { choppy, flat, held, quiet, token, uptrend } from './fixtures';

/** A token's advice as the plan reads it: `count` units at `price` on `chainId`. */
function advice(symbol: string, action: Action, count: number, price: number, chainId = 1): AdvisedToken {
  const { address, name } = token(symbol);
  const signals = { return30d: null, return90d: null, priceVsSma50: null, volatilityAnnual: null, maxDrawdown90d: null, weight: 0, pegDeviation: null };
  return {
    chainId,
    symbol,
    name,
    address,
    action,
    result: '',
    description: '',
    count,
    price,
    valueUsd: count * price,
    signals,
    rules: [],
    notes: [],
    sparkline: [],
  };
}

const asset = (tokens: AdvisedToken[], partOfBudget: number | null = null, buildsReserve = false): PlannedAsset => ({ tokens, partOfBudget, buildsReserve });

describe('the plan', () => {
  it('sells come first and pay for the buys with the reserve; the buys never spend more than both', () => {
    const { plan, assets } = makePlan(
      [asset([advice('ETH', 'sell', 10, 2_000)]), asset([advice('LINK', 'buy more', 100, 20)], 0.1), asset([advice('AAVE', 'buy more', 100, 100)], 0.2)],
      1_000,
      50_000,
    );
    assert.deepEqual(
      plan.steps.map((step) => [step.action, step.symbol, step.usd, step.fullUsd]),
      [
        ['sell', 'ETH', 10_000, undefined],
        ['buy more', 'LINK', 2_000, undefined],
        ['buy more', 'AAVE', 9_000, 10_000],
      ],
    );
    assert.deepEqual([plan.reserveBeforeUsd, plan.raisedUsd, plan.spentUsd, plan.reserveAfterUsd], [1_000, 10_000, 11_000, 0]);
    assert.deepEqual(assets[2].trades[0], { side: 'buy', units: 90, usd: 9_000, sizeUsd: 10_000, paidFrom: 'reserve' });
  });

  it('pays the buy more furthest under its budget first, then the suggestions; a buy nothing is left for becomes a hold', () => {
    const { plan, assets } = makePlan(
      [asset([advice('A', 'buy more', 10, 100)], 0.4), asset([advice('B', 'buy more', 10, 100)], -0.1), asset([advice('C', 'buy', 0, 5)])],
      1_500,
      20_000,
    );
    assert.deepEqual(
      plan.steps.map((step) => step.symbol),
      ['B', 'A'],
    );
    assert.deepEqual(assets[2], { action: 'hold', step: null, trades: [null], fundsLeftUsd: 0, fullUsd: 2_000 });
  });

  it('a sale larger than the largest holding sells all of that one, and knows what half of the asset would be', () => {
    const { plan, assets } = makePlan(
      [asset([advice('ETH', 'sell', 4, 1_000), advice('ETH', 'sell', 3, 1_000, 8453), advice('WETH', 'sell', 3, 1_000)])],
      0,
      10_000,
    );
    assert.deepEqual(
      plan.steps.map((step) => [step.chainId, step.units, step.usd]),
      [[1, 4, 4_000]],
    );
    assert.equal(assets[0].fullUsd, 5_000);
  });

  it('an asset on several chains is one step, on its largest holding; a strongly sell sells the others too, on their own cards', () => {
    const eth = asset([advice('ETH', 'sell', 3, 1_000), advice('WETH', 'sell', 1, 1_000), advice('ETH', 'sell', 1, 1_000, 8453)]);
    const ust = asset([advice('UST', 'strongly sell', 800, 0.85), advice('UST', 'strongly sell', 200, 0.85, 8453)]);
    const { plan, assets } = makePlan([eth, ust], 0, 10_000);
    assert.deepEqual(
      plan.steps.map((step) => [step.action, step.symbol, step.chainId, step.units, step.usd]),
      [
        ['strongly sell', 'UST', 1, 800, 680],
        ['sell', 'ETH', 1, 2.5, 2_500],
      ],
    );
    assert.deepEqual(assets[0].trades.slice(1), [null, null]);
    assert.deepEqual(assets[1].trades[1], { side: 'sell', units: 200, usd: 170, sizeUsd: 170 });
    assert.equal(plan.raisedUsd, 3_180, 'only the steps count: the other chain is said on its card');
  });

  it('a stablecoin suggested to build the reserve is taken from the other tokens and kept, not spent', () => {
    const { plan } = makePlan([asset([advice('PEPE', 'hold', 1e9, 1e-5)]), asset([advice('USDC', 'buy', 0, 1)], null, true)], 0, 10_000);
    assert.deepEqual(
      plan.steps.map((step) => [step.action, step.symbol, step.usd]),
      [['buy', 'USDC', 1_000]],
    );
    assert.deepEqual([plan.raisedUsd, plan.spentUsd, plan.reserveAfterUsd], [1_000, 0, 1_000]);
  });
});

describe('the plan in the answer', () => {
  // ETH swings ±8 % a day beside three quiet tokens: over twice its budget, so half is sold and pays for the buys.
  const output = recommend({
    holdings: [held('ETH', choppy(), 40), quiet('A', 400), quiet('B', 300), quiet('C', 200), held('DAI', flat(), 100, ['stablecoin'])],
    universe: [],
  });

  it("every call is paid: a buy's trade agrees with its step, and the buys stay within the reserve plus the sells", () => {
    const { plan } = output;
    const sells = plan.steps.filter((step) => step.action === 'sell' || step.action === 'strongly sell');
    assert.ok(plan.spentUsd <= plan.reserveBeforeUsd + sells.reduce((sum, step) => sum + step.usd, 0) + 1e-9);
    for (const entry of output.tokens.filter((t) => t.action === 'buy' || t.action === 'buy more')) {
      const step = plan.steps.find((s) => s.chainId === entry.chainId && s.address === entry.address);
      assert.ok(step && entry.trade, `${entry.symbol} has a step`);
      assert.deepEqual([entry.trade.units, entry.trade.usd], [step.units, step.usd]);
    }
    assert.ok(output.tokens.some((t) => t.action === 'sell'));
  });

  it('the overview opens with the plan', () => {
    assert.match(output.overview, /^Sell \$[\d,]+ of ETH; put \$[\d,]+ into [A-C](, [A-C])*( and [A-C])?; keep \$[\d,]+ in stablecoins\. Your wallet is worth/);
  });

  it('a wallet with nothing to do says so', () => {
    const calm = recommend({ holdings: [held('DAI', flat(), 100, ['stablecoin']), held('USDC', flat(), 50, ['stablecoin'])], universe: [] });
    assert.deepEqual(calm.plan.steps, []);
    assert.match(calm.overview, /^The plan: keep everything as it is\. /);
    assert.equal(recommend({ holdings: [held('NEW', uptrend(20))], universe: [] }).plan.reserveAfterUsd, 0);
  });
});
