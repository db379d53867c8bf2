import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { followAdvice } from '../../backtest/follow';
import type { Wallet } from '../../backtest/wallet';
import type { Action, AdvisedToken } from '../../src/engine';
import { START, makeSeries } from './fixtures';

/** Two assets at $10 and $20 on START. */
const A = makeSeries('A', 1, () => 10);
const B = makeSeries('B', 1, () => 20);

function wallet(unitsA: number, unitsB: number, reserveUsd: number): Wallet {
  return {
    units: new Map([
      ['A', unitsA],
      ['B', unitsB],
    ]),
    reserveUsd,
  };
}

/** Only what followAdvice reads: the symbol and the action. */
function advice(symbol: string, action: Action): AdvisedToken {
  return { symbol, action } as AdvisedToken;
}

function follow(w: Wallet, ...entries: AdvisedToken[]): Wallet {
  followAdvice(w, entries, [A, B], START);
  return w;
}

describe('following the advice literally', () => {
  it('sell moves half of the position to the reserve', () => {
    const w = follow(wallet(10, 0, 0), advice('A', 'sell'));
    assert.deepEqual([w.units.get('A'), w.reserveUsd], [5, 50]);
  });

  it('strongly sell moves all of it', () => {
    const w = follow(wallet(10, 0, 0), advice('A', 'strongly sell'));
    assert.deepEqual([w.units.get('A'), w.reserveUsd], [0, 100]);
  });

  it('buy more doubles the position from the reserve, as far as the reserve goes', () => {
    assert.deepEqual(follow(wallet(10, 0, 500), advice('A', 'buy more')).units.get('A'), 20);
    const short = follow(wallet(10, 0, 40), advice('A', 'buy more'));
    assert.deepEqual([short.units.get('A'), short.reserveUsd], [14, 0]);
  });

  it('buy spends 10 % of the wallet from the reserve', () => {
    // Wallet: $100 of A + $400 reserve = $500; 10 % = $50 = 2.5 B.
    const w = follow(wallet(10, 0, 400), advice('B', 'buy'));
    assert.deepEqual([w.units.get('B'), w.reserveUsd], [2.5, 350]);
  });

  it("sells fund the same week's buys; a buy of the reserve stablecoin itself moves nothing", () => {
    const w = follow(wallet(10, 0, 0), advice('B', 'buy'), advice('USDC', 'buy'), advice('A', 'strongly sell'));
    // $100 raised, then 10 % of the $100 wallet buys B.
    assert.deepEqual([w.units.get('A'), w.units.get('B'), w.reserveUsd], [0, 0.5, 90]);
  });

  it('hold changes nothing', () => {
    assert.deepEqual(follow(wallet(10, 1, 5), advice('A', 'hold'), advice('B', 'hold')), wallet(10, 1, 5));
  });
});
