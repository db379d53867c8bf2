/**
 * A loan's words round toward safety (issue 37): a distance is never written larger than it is, and a volatile
 * debt's danger is its rise.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unitsUp } from '../../../src/engine/plan/loans';
import { loanHealthWords, safePercent } from '../../../src/engine/text/loanWords';
import type { AdvisedLoan } from '../../../src/engine';

const LOAN: AdvisedLoan = {
  protocol: 'aave-v3',
  protocolName: 'Aave',
  chainId: 1,
  market: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2',
  collateralUsd: 100_000,
  debtUsd: 67_826,
  healthFactor: 1.15,
  liquidationThreshold: 0.78,
  maxFall: null,
  maxRise: 0.15,
  collateralSymbols: ['USDC'],
  debtSymbols: ['WETH'],
  status: 'danger',
};

describe('loan words', () => {
  it('writes distances rounded down: 16.67 % is "16%", 4.96 % is "4.9%"', () => {
    assert.equal(safePercent(0.1667), '16%');
    assert.equal(safePercent(0.29), '29%');
    assert.equal(safePercent(0.0496), '4.9%');
    assert.equal(safePercent(0.0004), 'under 0.1%');
  });

  it('writes amounts rounded up to the three figures shown: 4,712.3 is 4,720, never 4,710', () => {
    assert.equal(unitsUp(4_712.3), 4_720);
    assert.equal(unitsUp(3_560), 3_560);
    assert.equal(unitsUp(0.012345), 0.0124);
    assert.equal(unitsUp(999.6), 1_000);
  });

  it('says the rise of a volatile debt, not "covered by stablecoins"', () => {
    assert.equal(
      loanHealthWords(LOAN),
      'Danger: WETH, which you owe, can rise 15% before Aave sells your collateral (health factor 1.15); until it is safer, the plan buys nothing.',
    );
    assert.match(loanHealthWords(LOAN, true), /the plan repays part of the loan first and buys nothing\.$/);
    const { maxRise: _rise, ...stable } = LOAN;
    assert.match(loanHealthWords({ ...stable, status: 'safe', healthFactor: 2 }), /cannot be liquidated by a move of its prices/);
  });
});
