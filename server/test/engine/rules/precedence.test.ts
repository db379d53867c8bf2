import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeHolding } from '../../../src/engine/rules/evaluate';
import { strongestAction } from '../../../src/engine/rules/precedence';
import { tokenSignals } from '../../../src/engine/signals/tokenSignals';
import type { Action, FiredRule } from '../../../src/engine';
import { crash, downtrend, history, series, token } from '../fixtures';

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

  it('a crashing, outsized, volatile token: strongly sell wins over trim, both listed', () => {
    // Crash closes plus a ±10 % daily swing, so the trim rule fires too.
    const swinging = crash(180, 30, 55).map((close, i) => close * (i % 2 === 0 ? 1 : 1.1));
    const verdict = judgeHolding(tokenSignals(token('X'), history(swinging), 0.9), false);
    const ids = new Set(verdict.rules.map((rule) => rule.id));
    assert.ok(ids.has('trim-outsized') && ids.has('crash-plunge'), [...ids].join());
    assert.equal(verdict.action, 'strongly sell');
    assert.equal(verdict.decidedBy, 'crash-plunge');
  });

  it('a volatile downtrend at a large weight: sell, decided by the first sell rule (downtrend)', () => {
    const swinging = downtrend(180, 0.006).map((close, i) => close * (i % 2 === 0 ? 1 : 1.06));
    const verdict = judgeHolding(tokenSignals(token('X'), history(swinging), 0.7), false);
    const ids = new Set(verdict.rules.map((rule) => rule.id));
    assert.ok(ids.has('trim-outsized') && ids.has('downtrend'), [...ids].join());
    assert.equal(verdict.action, 'sell');
    assert.equal(verdict.decidedBy, 'downtrend');
  });

  it('a rebound after a 60 % crash, back above its 50-day average and up over 30 days: buy more (v2 re-enters)', () => {
    const rebound = series(180, (i) => (i < 90 ? 100 : i < 120 ? 98 - (i - 90) * 2 : 40 + (i - 119) * 1.5));
    const signals = tokenSignals(token('X'), history(rebound), 0.1);
    assert.ok(signals.maxDrawdown90d !== null && signals.maxDrawdown90d >= 0.5, 'a crash inside the 90-day window');
    const verdict = judgeHolding(signals, false);
    assert.equal(verdict.action, 'buy more');
    assert.equal(verdict.decidedBy, 'uptrend');
  });
});
