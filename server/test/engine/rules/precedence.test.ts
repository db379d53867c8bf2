import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeHolding } from '../../../src/engine/rules/evaluate';
import { strongestAction } from '../../../src/engine/rules/precedence';
import { tokenSignals } from '../../../src/engine/signals/tokenSignals';
import type { Action, FiredRule, Signals } from '../../../src/engine';
import { TARGET_VOLATILITY } from '../../../src/engine/thresholds';
import { downtrend, history, series, token } from '../fixtures';

const ONE = { assets: 1, swing: TARGET_VOLATILITY };
/** A token beside nothing but stablecoins: its part of the wallet's volatility is share × volatility. */
const alone = (signals: Signals) => ({ budget: ONE, contribution: signals.weight * (signals.volatilityAnnual ?? Number.NaN) });

const fired = (action: Action): FiredRule => ({
  id: action,
  action,
  signal: 'weight',
  observed: 1,
  threshold: 0,
  comparison: '>',
  text: '',
});

describe('precedence', () => {
  it('orders strongly sell > sell > buy more > hold', () => {
    assert.equal(strongestAction([fired('buy more'), fired('strongly sell'), fired('sell')]), 'strongly sell');
    assert.equal(strongestAction([fired('buy more'), fired('sell')]), 'sell');
    assert.equal(strongestAction([fired('hold'), fired('buy more')]), 'buy more');
    assert.equal(strongestAction([]), 'hold');
  });

  it('a volatile downtrend at a large weight: sell, decided by the first sell rule (downtrend)', () => {
    const swinging = downtrend(180, 0.006).map((close, i) => close * (i % 2 === 0 ? 1 : 1.06));
    const signals = tokenSignals(token('X'), history(swinging), 0.7);
    const verdict = judgeHolding(signals, false, alone(signals));
    const ids = new Set(verdict.rules.map((rule) => rule.id));
    assert.ok(ids.has('trim-outsized') && ids.has('downtrend'), [...ids].join());
    assert.equal(verdict.action, 'sell');
    assert.equal(verdict.decidedBy, 'downtrend');
  });

  it('a rebound after a 60 % crash, back above its 50-day average and up over 30 days: buy more (the position re-grows)', () => {
    const rebound = series(180, (i) => (i < 90 ? 100 : i < 120 ? 98 - (i - 90) * 2 : 40 + (i - 119) * 1.5));
    const signals = tokenSignals(token('X'), history(rebound), 0.1);
    assert.ok(signals.maxDrawdown90d !== null && signals.maxDrawdown90d >= 0.5, 'a crash inside the 90-day window');
    const verdict = judgeHolding(signals, false, alone(signals));
    assert.equal(verdict.action, 'buy more');
    assert.equal(verdict.decidedBy, 'under-budget');
  });
});
