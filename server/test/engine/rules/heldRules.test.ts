import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeHolding } from '../../../src/engine/rules/evaluate';
import { tokenSignals } from '../../../src/engine/signals/tokenSignals';
import * as T from '../../../src/engine/thresholds';
import { choppy, crash, downtrend, flat, history, series, sideways, token, uptrend } from '../fixtures';

/** An uptrend with ±9 % alternate-day swings: volatility ≈ 165 % a year, so the swing cap binds before the weight cap. */
const volatileUptrend = () => uptrend(180, 0.006).map((close, i) => close * (i % 2 === 0 ? 1 : 1.09));

/** Judges a non-stable token with these closes at this portfolio weight. */
function judge(closes: number[], weight = 0.1) {
  return judgeHolding(tokenSignals(token('X'), history(closes), weight), false);
}

function judgeStable(priceUsd: number) {
  return judgeHolding(tokenSignals(token('USDX', ['stablecoin']), history(flat(), priceUsd), 0.2), true);
}

const ids = (verdict: ReturnType<typeof judge>) => [...new Set(verdict.rules.map((rule) => rule.id))];

describe('held-token rules', () => {
  it('a small position in an orderly uptrend: buy more', () => {
    const verdict = judge(uptrend(), 0.1);
    assert.equal(verdict.action, 'buy more');
    assert.deepEqual(ids(verdict), ['uptrend']);
  });

  it('the same uptrend at or above the weight cap: hold', () => {
    assert.equal(judge(uptrend(), T.BUY_MORE_MAX_WEIGHT).action, 'hold');
    assert.equal(judge(uptrend(), T.BUY_MORE_MAX_WEIGHT - 0.001).action, 'buy more');
  });

  it("a volatile uptrend (above v1's 90 % cap) as a small position: buy more, its swing under half the trim line", () => {
    const swinging = volatileUptrend();
    const volatility = tokenSignals(token('X'), history(swinging), 0).volatilityAnnual ?? 0;
    assert.ok(volatility > 0.9, `volatility ${volatility}`);
    const weight = (T.BUY_MORE_MAX_SWING / volatility) * 0.99;
    const verdict = judge(swinging, weight);
    assert.equal(verdict.action, 'buy more');
    const swing = verdict.rules.find((rule) => rule.signal === 'weightedVolatility');
    assert.deepEqual({ threshold: swing?.threshold, comparison: swing?.comparison }, { threshold: T.BUY_MORE_MAX_SWING, comparison: '<' });
  });

  it('the volatile uptrend whose swing reaches half the trim line: hold', () => {
    const swinging = volatileUptrend();
    const volatility = tokenSignals(token('X'), history(swinging), 0).volatilityAnnual ?? 0;
    assert.equal(judge(swinging, (T.BUY_MORE_MAX_SWING / volatility) * (1 + 1e-9)).action, 'hold');
  });

  it('a slide under the 50-day average, though still up over 90 days: sell', () => {
    const peakThenSlide = series(180, (i) => (i < 90 ? 20 + i : i < 140 ? 140 : 140 - (i - 139) * 0.5));
    const signals = tokenSignals(token('X'), history(peakThenSlide), 0.1);
    assert.ok((signals.return90d ?? 0) > 0, 'up over 90 days');
    assert.equal(judge(peakThenSlide).decidedBy, 'downtrend');
  });

  it('a downtrend: sell, listing each condition with its threshold and observed value', () => {
    const verdict = judge(downtrend());
    assert.equal(verdict.action, 'sell');
    assert.equal(verdict.decidedBy, 'downtrend');
    const gap = verdict.rules.find((rule) => rule.signal === 'priceVsSma50');
    assert.deepEqual({ threshold: gap?.threshold, comparison: gap?.comparison }, { threshold: -T.TREND_SMA_GAP, comparison: '<=' });
    assert.ok(gap && gap.observed <= -T.TREND_SMA_GAP);
    assert.match(gap.text, /^price vs 50-day average −\d+\.\d% ≤ −5\.0%$/);
  });

  it('a slow slide of 60 % under the 50-day average: sell (half) by drawdown', () => {
    const verdict = judge(crash(180, 90, 40));
    assert.equal(verdict.action, 'sell');
    assert.equal(verdict.decidedBy, 'crash-drawdown');
    assert.ok(!ids(verdict).includes('crash-plunge'), 'the 30-day fall stays above −35 %');
  });

  it('a 45 % plunge in 30 days: strongly sell by plunge', () => {
    const verdict = judge(crash(180, 30, 55));
    assert.equal(verdict.action, 'strongly sell');
    assert.equal(verdict.decidedBy, 'crash-plunge');
  });

  it('a position whose share × volatility reaches TRIM_SWING: sell (trim), the product shown', () => {
    const volatility = tokenSignals(token('X'), history(choppy()), 0).volatilityAnnual ?? 0;
    const verdict = judge(choppy(), (T.TRIM_SWING / volatility) * (1 + 1e-9));
    assert.equal(verdict.action, 'sell');
    assert.equal(verdict.decidedBy, 'trim-outsized');
    assert.match(verdict.rules[0].text, /^share × volatility 60\.0% ≥ 60\.0%$/);
  });

  it('the same volatile token just under the line: hold', () => {
    const volatility = tokenSignals(token('X'), history(choppy()), 0).volatilityAnnual ?? 0;
    assert.equal(judge(choppy(), (T.TRIM_SWING / volatility) * 0.99).action, 'hold');
  });

  it('a calm token is not trimmed even as the whole wallet', () => {
    assert.equal(judge(sideways(), 1).action, 'hold');
  });

  it('sideways: hold, with no rule fired', () => {
    const verdict = judge(sideways());
    assert.equal(verdict.action, 'hold');
    assert.deepEqual(verdict.rules, []);
    assert.equal(verdict.decidedBy, null);
  });

  it('a history too short for the windows fires nothing', () => {
    const verdict = judge(downtrend(40));
    assert.equal(verdict.action, 'hold');
    assert.deepEqual(verdict.rules, []);
  });

  it('stablecoins: on peg hold, 3 % off sell, 10 % off strongly sell', () => {
    assert.deepEqual([judgeStable(0.995).action, judgeStable(0.995).decidedBy], ['hold', 'on-peg']);
    assert.deepEqual([judgeStable(0.97).action, judgeStable(0.97).decidedBy], ['sell', 'depeg']);
    assert.deepEqual([judgeStable(1.05).action, judgeStable(1.05).decidedBy], ['sell', 'depeg']);
    assert.deepEqual([judgeStable(0.9).action, judgeStable(0.9).decidedBy], ['strongly sell', 'depeg-collapse']);
  });

  it('stablecoins skip the trend rules even when their closes fall', () => {
    const verdict = judgeHolding(tokenSignals(token('USDX', ['stablecoin']), history(downtrend(), 1), 0.9), true);
    assert.equal(verdict.action, 'hold');
  });
});
