/**
 * The wallet's risk at one state of the ledger (plan/risk.ts): the budget each token is judged against, each
 * token's part of the wallet's yearly swing, and the swing itself, all over the last 30 daily returns.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EngineAsset } from '../../../src/engine';
import { readRisk } from '../../../src/engine/plan/risk';
import { budgetLevel } from '../../../src/engine/plan/level';

/** The balanced level, as a wallet with it chosen is read. */
const BALANCED = budgetLevel('balanced');
import { annualisedVolatility } from '../../../src/engine/signals/volatility';
import { TARGET_VOLATILITY, VOLATILITY_DAYS } from '../../../src/engine/thresholds';
import { choppy, flat, held, series, sideways, STABLE, uptrend, worth } from '../fixtures';
import { holdingOf, indexOf, ledgerOf } from './planned';

const riskOf = (holdings: EngineAsset[]) => {
  const ledger = ledgerOf({ holdings, universe: [] });
  return { ledger, risk: readRisk(ledger, BALANCED) };
};

const close = (actual: number | null, expected: number, label: string): void => {
  assert.ok(actual !== null && Math.abs(actual - expected) < 1e-9, `${label}: ${actual} ≈ ${expected}`);
};

/** A token's own yearly volatility over the risk window. */
const volatilityOf = (closes: number[]) => annualisedVolatility(closes, VOLATILITY_DAYS) ?? Number.NaN;

describe('the risk budget', () => {
  it('shares the 30% target equally among the tokens of at least 1% of the wallet', () => {
    const { risk } = riskOf([
      worth('A', sideways(), 300),
      worth('B', sideways(), 300),
      worth('C', sideways(), 300),
      worth('DUST', sideways(), 5),
      worth('USDC', flat(), 300, STABLE),
      held('UST', flat(), 100, STABLE, 0.8),
    ]);
    assert.equal(risk.cryptoTokens, 3, 'stablecoins, on their peg or off it, and dust take no share');
    assert.equal(risk.budget, TARGET_VOLATILITY / 3);
  });

  it('keeps the whole target for a wallet of stablecoins: no division by zero', () => {
    const { risk } = riskOf([worth('USDC', flat(), 300, STABLE)]);
    assert.equal(risk.cryptoTokens, 0);
    assert.equal(risk.budget, TARGET_VOLATILITY);
    assert.equal(risk.swing, 0);
  });
});

describe('the parts of the swing', () => {
  it('gives a token alone beside stablecoins exactly its share times its own volatility, the whole swing', () => {
    const { ledger, risk } = riskOf([worth('PEPE', choppy(), 300), worth('USDC', flat(), 700, STABLE)]);
    const part = risk.parts[indexOf(ledger, 'PEPE')];
    close(part, 0.3 * volatilityOf(choppy()), 'part');
    close(risk.swing, part, 'swing');
    assert.ok(Number.isNaN(risk.parts[indexOf(ledger, 'USDC')]), 'cash has no part');
  });

  it('adds the parts up to the swing (Euler), a token that moves against the rest taking a negative part', () => {
    const mirror = series(180, (i) => 100 * (i % 2 === 0 ? 1.08 : 1));
    const { ledger, risk } = riskOf([worth('UP', choppy(), 500), worth('DOWN', mirror, 300), worth('ETH', uptrend(), 200), worth('USDC', flat(), 100, STABLE)]);
    const parts = ['UP', 'DOWN', 'ETH'].map((symbol) => risk.parts[indexOf(ledger, symbol)]);
    close(
      parts.reduce((sum, part) => sum + part, 0),
      risk.swing ?? Number.NaN,
      'sum of the parts',
    );
    assert.ok(parts[1] < 0, `DOWN steadies the wallet: ${parts[1]}`);
    assert.ok(risk.swing !== null && risk.swing < 0.3 * volatilityOf(choppy()), 'opposite moves cancel');
  });

  it('reads only the last 30 daily returns: a storm two months ago is not today’s swing', () => {
    const calmed = [...choppy(149), ...flat(31, 100)];
    const { risk } = riskOf([worth('OLD', calmed, 1_000)]);
    assert.equal(risk.swing, 0);
  });

  it('cannot measure the swing beside a token with under a month of prices, but still measures the others’ parts', () => {
    const { ledger, risk } = riskOf([worth('ETH', choppy(), 500), worth('NEW', uptrend(20), 500), worth('USDC', flat(10), 100, STABLE)]);
    assert.equal(risk.swing, null);
    assert.ok(Number.isNaN(risk.parts[indexOf(ledger, 'NEW')]));
    assert.ok(risk.parts[indexOf(ledger, 'ETH')] > 0);
  });

  it('counts a stablecoin off its peg in the swing, no longer as cash', () => {
    const broken = [...flat(150), ...series(30, (i) => (i % 2 === 0 ? 0.9 : 1))];
    const { risk } = riskOf([held('UST', broken, 1_000, STABLE, 0.9), worth('USDC', flat(), 900, STABLE)]);
    assert.ok(risk.swing !== null && risk.swing > 0.5, `${risk.swing}`);
    assert.equal(risk.stableShare, 0.5, 'only the stablecoin on its peg is cash');
  });

  it('is measured again once the ledger moves: half of a lone token sold into cash halves the swing', () => {
    const { ledger, risk } = riskOf([worth('PEPE', choppy(), 1_000), worth('USDC', flat(), 0.01, STABLE)]);
    ledger.move(holdingOf(ledger, 'PEPE'), holdingOf(ledger, 'USDC'), 50_000);
    const after = readRisk(ledger, BALANCED);
    assert.notEqual(after, risk);
    close(after.swing, (risk.swing ?? Number.NaN) / 2, 'swing after');
    assert.equal(readRisk(ledger, BALANCED), after, 'the same state is not measured twice');
  });
});
