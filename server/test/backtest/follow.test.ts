import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { followPlan } from '../../backtest/follow';
import type { Wallet } from '../../backtest/wallet';
import type { Plan, PlanStep } from '../../src/engine';
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

/** A plan of the given steps (the reserve figures are not read). */
function plan(...steps: Array<[PlanStep['action'], string, number]>): Plan {
  return {
    steps: steps.map(([action, symbol, units]) => ({ action, symbol, name: symbol, chainId: 1, address: '0x', units, usd: 0 })),
    reserveBeforeUsd: 0,
    raisedUsd: 0,
    spentUsd: 0,
    reserveAfterUsd: 0,
  };
}

function follow(w: Wallet, ...steps: Array<[PlanStep['action'], string, number]>): Wallet {
  followPlan(w, plan(...steps), [A, B], START);
  return w;
}

describe('following the plan as the answer gives it', () => {
  it("a sell step moves its units to the reserve at the day's close", () => {
    const w = follow(wallet(10, 0, 0), ['sell', 'A', 5]);
    assert.deepEqual([w.units.get('A'), w.reserveUsd], [5, 50]);
  });

  it('a strongly sell step of every unit empties the position', () => {
    const w = follow(wallet(10, 0, 0), ['strongly sell', 'A', 10]);
    assert.deepEqual([w.units.get('A'), w.reserveUsd], [0, 100]);
  });

  it('buy and buy-more steps buy their units from the reserve', () => {
    const w = follow(wallet(10, 0, 500), ['buy more', 'A', 10], ['buy', 'B', 2.5]);
    assert.deepEqual([w.units.get('A'), w.units.get('B'), w.reserveUsd], [20, 2.5, 350]);
  });

  it("lines are followed in the plan's order (an engine-4 plan lists its sales first, so they pay for the same week's buys); a step on the reserve stablecoin moves nothing", () => {
    const w = follow(wallet(10, 0, 0), ['strongly sell', 'A', 10], ['buy', 'USDC', 10], ['buy', 'B', 4]);
    assert.deepEqual([w.units.get('A'), w.units.get('B'), w.reserveUsd], [0, 4, 20]);
    // The other way round, the buy comes before the money: the reserve is empty, so it buys nothing.
    const early = follow(wallet(10, 0, 0), ['buy', 'B', 4], ['strongly sell', 'A', 10]);
    assert.deepEqual([early.units.get('A'), early.units.get('B'), early.reserveUsd], [0, 0, 100]);
  });

  it('a buy never spends more than the reserve holds', () => {
    const w = follow(wallet(10, 0, 40), ['buy more', 'A', 10]);
    assert.deepEqual([w.units.get('A'), w.reserveUsd], [14, 0]);
  });

  it('no steps change nothing', () => {
    assert.deepEqual(follow(wallet(10, 1, 5)), wallet(10, 1, 5));
  });
});
