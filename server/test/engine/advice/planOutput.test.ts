/**
 * The answer's plan (advice/planOutput.ts): its lines and money, the reserve the money rule keeps, and where the
 * plan leaves the wallet, which is what the wallet is once the plan is followed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend, type EngineInput } from '../../../src/engine';
import { STABLECOINS } from '../../../src/engine/advice/planOutput';
import { DEMO_LIKE_WALLETS } from '../demoLike';
import { follow } from '../follow';

const demo = (profile: string): EngineInput => {
  const wallet = DEMO_LIKE_WALLETS.find((entry) => entry.profile === profile);
  assert.ok(wallet, profile);
  return wallet.input;
};

const near = (actual: number | null | undefined, expected: number | null | undefined, tolerance: number, label: string): void => {
  assert.ok(actual != null && expected != null && Math.abs(actual - expected) <= tolerance, `${label}: ${actual} ≈ ${expected}`);
};

describe('where the plan leaves the wallet', () => {
  for (const profile of ['stable-heavy', 'whale']) {
    it(`is the wallet once the plan is followed (${profile}): its swing, its stablecoins and each asset’s value`, () => {
      const input = demo(profile);
      const output = recommend(input);
      const { after } = output.plan;
      assert.ok(after);
      const again = recommend(follow(input, output));
      near(again.portfolio.volatilityAnnual, after.volatilityAnnual, 1e-6, 'swing');
      near(again.portfolio.stableShare, after.stableShare, 1e-6, 'stable share');
      const heldAfter = new Map<string, number>();
      for (const card of again.tokens) {
        const asset = card.symbol === 'WETH' ? 'ETH' : card.symbol;
        const key = card.rules.some((rule) => rule.id === 'on-peg') ? STABLECOINS : asset;
        heldAfter.set(key, (heldAfter.get(key) ?? 0) + card.valueUsd);
      }
      for (const entry of after.assets) near(heldAfter.get(entry.symbol), entry.valueUsd, 0.05, entry.symbol);
      assert.equal(after.assets.length, heldAfter.size);
    });
  }

  it('lists each asset’s value largest first, the stablecoins together, adding up to the wallet', () => {
    const output = recommend({ ...demo('stable-heavy'), risk: 'balanced' });
    const { after } = output.plan;
    assert.ok(after);
    const values = after.assets.map((entry) => entry.valueUsd);
    assert.deepEqual(
      values,
      [...values].sort((a, b) => b - a),
    );
    assert.equal(after.assets.filter((entry) => entry.symbol === STABLECOINS).length, 1);
    assert.ok(
      !after.assets.some((entry) => ['USDC', 'USDT', 'DAI', 'UST'].includes(entry.symbol)),
      'a stablecoin is not listed alone; UST, sold whole, not at all',
    );
    near(
      values.reduce((sum, value) => sum + value, 0),
      output.totalValueUsd,
      0.005,
      'values',
    );
    near(
      after.assets.reduce((sum, entry) => sum + entry.weight, 0),
      1,
      1e-9,
      'weights',
    );
    assert.equal(after.assets.find((entry) => entry.symbol === STABLECOINS)?.weight, after.stableShare);
    assert.equal(after.targetVolatility, 0.3);
  });
});

describe('the plan’s money', () => {
  it('keeps a reserve of 10% of the wallet, in cents, and says so beside what it leaves', () => {
    const output = recommend(demo('whale'));
    near(output.plan.reserveTargetUsd, output.totalValueUsd / 10, 0.01, 'the reserve kept');
    assert.equal(Math.round((output.plan.reserveTargetUsd ?? 0) * 100) / 100, output.plan.reserveTargetUsd, 'in cents');
    assert.ok(output.plan.reserveAfterUsd >= (output.plan.reserveTargetUsd ?? Infinity));
  });

  it('gives each chain’s money beside the totals: before, raised, spent, left', () => {
    const { plan } = recommend({ ...demo('balanced'), risk: 'balanced' });
    assert.deepEqual(plan.chains, [
      { chainId: 1, reserveBeforeUsd: 12_000.4, raisedUsd: 5_850, spentUsd: 9_350, reserveAfterUsd: 8_500.4 },
      { chainId: 8453, reserveBeforeUsd: 3_000, raisedUsd: 0, spentUsd: 0, reserveAfterUsd: 3_000 },
    ]);
    assert.deepEqual([plan.reserveBeforeUsd, plan.raisedUsd, plan.spentUsd, plan.reserveAfterUsd], [15_000.4, 5_850, 9_350, 11_500.4]);
  });
});
