import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RiskBudget } from '../../../src/engine/riskBudget';
import { judgeHolding } from '../../../src/engine/rules/evaluate';
import { tokenSignals } from '../../../src/engine/signals/tokenSignals';
import * as T from '../../../src/engine/thresholds';
import { choppy, crash, downtrend, flat, history, series, sideways, token, uptrend } from '../fixtures';

/** The budget of a wallet with this many non-stable assets. */
const budgetOf = (assets: number): RiskBudget => ({ assets, swing: T.TARGET_VOLATILITY / assets });
const ONE = budgetOf(1);

/**
 * Judges a non-stable token with these closes at this portfolio weight, its part of
 * the wallet's volatility that of a token beside nothing but stablecoins: share × volatility.
 */
function judge(closes: number[], weight = 0.1, budget = ONE) {
  const signals = tokenSignals(token('X'), history(closes), weight);
  return judgeHolding(signals, false, { budget, contribution: weight * (signals.volatilityAnnual ?? Number.NaN) });
}

function judgeStable(priceUsd: number) {
  return judgeHolding(tokenSignals(token('USDX', ['stablecoin']), history(flat(), priceUsd), 0.2), true, { budget: ONE, contribution: null });
}

const volatilityOf = (closes: number[]) => tokenSignals(token('X'), history(closes), 0).volatilityAnnual ?? 0;
/** The weight at which these closes put exactly `swing` on the wallet. */
const weightFor = (closes: number[], swing: number) => swing / volatilityOf(closes);
const ids = (verdict: ReturnType<typeof judge>) => [...new Set(verdict.rules.map((rule) => rule.id))];

describe('held-token rules', () => {
  it('a position under half its budget, not in a downtrend: buy more, saying why it is no downtrend', () => {
    const verdict = judge(uptrend(), weightFor(uptrend(), 0.05));
    assert.equal(verdict.action, 'buy more');
    assert.deepEqual(ids(verdict), ['under-budget']);
    assert.deepEqual(
      verdict.rules.map((rule) => rule.text.replace(/[+−]?\d+\.\d(%| points)/, 'N')),
      [
        "part of the wallet's volatility N < 15.0 points (half its budget of 30.0 points, the wallet's 30.0% target volatility)",
        'share of portfolio N < 50.0%',
        'share of portfolio N ≥ 1.0%',
        'price vs 50-day average N > −5.0%',
        '30-day return N ≥ 0.0%',
      ],
    );
  });

  it('sideways counts as no downtrend: a small calm position is bought more too', () => {
    assert.equal(judge(sideways(), weightFor(sideways(), 0.05)).decidedBy, 'under-budget');
  });

  it('under half the budget but at the weight cap: hold', () => {
    const calm = sideways();
    assert.ok(T.BUY_MORE_MAX_WEIGHT * volatilityOf(calm) < T.BUY_MORE_BUDGETS * ONE.swing, 'the swing stays under the line');
    assert.equal(judge(calm, T.BUY_MORE_MAX_WEIGHT).action, 'hold');
    assert.equal(judge(calm, T.BUY_MORE_MAX_WEIGHT - 0.001).action, 'buy more');
  });

  it('a swing of exactly half the budget: hold', () => {
    assert.equal(judge(uptrend(), weightFor(uptrend(), 0.15 / 4) * (1 + 1e-9), budgetOf(4)).action, 'hold');
    assert.equal(judge(uptrend(), weightFor(uptrend(), 0.15 / 4) * 0.99, budgetOf(4)).action, 'buy more');
  });

  it('between half and twice the budget: hold, with no rule fired', () => {
    const verdict = judge(choppy(), weightFor(choppy(), 0.3));
    assert.equal(verdict.action, 'hold');
    assert.deepEqual(verdict.rules, []);
    assert.equal(verdict.decidedBy, null);
  });

  it('twice the budget: sell (trim), the product and its line shown', () => {
    const verdict = judge(choppy(), weightFor(choppy(), 0.6) * (1 + 1e-9));
    assert.equal(verdict.action, 'sell');
    assert.equal(verdict.decidedBy, 'trim-outsized');
    assert.match(
      verdict.rules[0].text,
      /^part of the wallet's volatility 60\.0 points ≥ 60\.0 points \(twice its budget of 30\.0 points, the wallet's 30\.0% target volatility\)$/,
    );
    assert.equal(judge(choppy(), weightFor(choppy(), 0.6) * 0.99).action, 'hold');
  });

  it('the budget is shared: a swing the whole target allows one asset is trimmed among four', () => {
    const weight = weightFor(choppy(), 0.2);
    assert.equal(judge(choppy(), weight, ONE).action, 'hold');
    const shared = judge(choppy(), weight, budgetOf(4));
    assert.equal(shared.decidedBy, 'trim-outsized');
    assert.equal(shared.rules[0].threshold, 0.15);
  });

  it('a downtrend above half the budget: sell, listing each condition with its threshold and observed value', () => {
    const verdict = judge(downtrend(), weightFor(downtrend(), 0.05), budgetOf(4));
    assert.equal(verdict.action, 'sell');
    assert.equal(verdict.decidedBy, 'downtrend');
    const gap = verdict.rules.find((rule) => rule.signal === 'priceVsSma50');
    assert.deepEqual({ threshold: gap?.threshold, comparison: gap?.comparison }, { threshold: -T.TREND_SMA_GAP, comparison: '<=' });
    assert.match(gap?.text ?? '', /^price vs 50-day average −\d+\.\d% ≤ −5\.0%$/);
    const swing = verdict.rules.find((rule) => rule.signal === 'riskContribution');
    assert.deepEqual({ threshold: swing?.threshold, comparison: swing?.comparison }, { threshold: 0.0375, comparison: '>=' });
  });

  it('a downtrend already under half the budget: hold, and no buy more however small', () => {
    assert.equal(judge(downtrend(), weightFor(downtrend(), 0.14)).action, 'hold');
    const tiny = judge(downtrend(), 0.001);
    assert.equal(tiny.action, 'hold');
    assert.deepEqual(tiny.rules, []);
  });

  it('a slide under the 50-day average, though still up over 90 days: sell', () => {
    // ±3 % day to day on top, so the position's swing is over half the budget.
    const peakThenSlide = series(180, (i) => (i < 90 ? 20 + i : i < 140 ? 140 : 140 - (i - 139) * 0.5) * (i % 2 === 0 ? 1 : 1.03));
    const signals = tokenSignals(token('X'), history(peakThenSlide), 0.5);
    assert.ok((signals.return90d ?? 0) > 0, 'up over 90 days');
    assert.equal(judge(peakThenSlide, 0.5).decidedBy, 'downtrend');
  });

  it('a 45 % plunge in 30 days as the whole wallet: sell half, never everything at once', () => {
    const verdict = judge(crash(180, 30, 55), 1);
    assert.equal(verdict.action, 'sell');
    assert.equal(verdict.decidedBy, 'downtrend');
  });

  it('a history too short for the 50-day average: nothing fires, not even buy more', () => {
    const young = uptrend(40);
    assert.ok(volatilityOf(young) > 0, 'volatility is known');
    const verdict = judge(young, 0.01);
    assert.equal(verdict.action, 'hold');
    assert.deepEqual(verdict.rules, []);
  });

  it('stablecoins: on peg hold, 3 % off sell, 10 % off strongly sell', () => {
    assert.deepEqual([judgeStable(0.995).action, judgeStable(0.995).decidedBy], ['hold', 'on-peg']);
    assert.deepEqual([judgeStable(0.97).action, judgeStable(0.97).decidedBy], ['sell', 'depeg']);
    assert.deepEqual([judgeStable(1.05).action, judgeStable(1.05).decidedBy], ['sell', 'depeg']);
    assert.deepEqual([judgeStable(0.9).action, judgeStable(0.9).decidedBy], ['strongly sell', 'depeg-collapse']);
  });

  it('stablecoins skip the trend and budget rules even when their closes fall', () => {
    const verdict = judgeHolding(tokenSignals(token('USDX', ['stablecoin']), history(downtrend(), 1), 0.9), true, { budget: ONE, contribution: null });
    assert.equal(verdict.action, 'hold');
  });
});
