/**
 * A buy never lifts a token to its trim line (plan/clamp.ts): bought to twice its budget, the next round would
 * sell it again. Among tokens that move with it, more of a token raises its part faster than its share.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clampUnderTrim } from '../../../src/engine/plan/clamp';
import { readRisk } from '../../../src/engine/plan/risk';
import { budgetLevel } from '../../../src/engine/plan/level';

/** The balanced level, as a wallet with it chosen is read. */
const BALANCED = budgetLevel('balanced');
import { TRIM_BUDGETS } from '../../../src/engine/thresholds';
import { choppy, flat, STABLE, worth } from '../fixtures';
import { holdingOf, indexOf, ledgerOf } from './planned';

/** A and B move as one (the same series): A 10% of the wallet, B 5%, the rest in USDC. */
const wallet = () => ledgerOf({ holdings: [worth('A', choppy(), 10_000), worth('B', choppy(), 5_000), worth('USDC', flat(), 85_000, STABLE)], universe: [] });

/** B's part of the swing after `cents` of it are bought with USDC. */
function partOfBAfter(cents: number): { part: number; line: number } {
  const ledger = wallet();
  ledger.move(holdingOf(ledger, 'USDC'), holdingOf(ledger, 'B'), cents);
  const risk = readRisk(ledger, BALANCED);
  return { part: risk.parts[indexOf(ledger, 'B')], line: risk.budget * TRIM_BUDGETS };
}

describe('a buy clamped under the trim line', () => {
  it('cuts a buy that would reach the line to just under it, to the dollar', () => {
    const ledger = wallet();
    const risk = readRisk(ledger, BALANCED);
    const b = ledger.assets[indexOf(ledger, 'B')];
    const wanted = 2_500_000;
    assert.ok(partOfBAfter(wanted).part >= partOfBAfter(0).line, 'bought in full, B would be trimmed next round');
    const cents = clampUnderTrim(risk, b, indexOf(ledger, 'B'), wanted);
    assert.ok(cents > 0 && cents < wanted, `${cents}`);
    const after = partOfBAfter(cents);
    assert.ok(after.part < after.line, `B's part ${after.part} under the line ${after.line}`);
    assert.ok(partOfBAfter(cents + 100).part >= after.line, 'a dollar more would reach it');
  });

  it('leaves a buy that stays under the line as it is', () => {
    const ledger = wallet();
    const b = ledger.assets[indexOf(ledger, 'B')];
    assert.equal(clampUnderTrim(readRisk(ledger, BALANCED), b, indexOf(ledger, 'B'), 300_000), 300_000);
  });
});
