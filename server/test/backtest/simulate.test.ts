import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { measure } from '../../backtest/metrics';
import { simulate } from '../../backtest/simulate';
import { buyAndHold, engineFollower, movingAverageRule, type StrategyFactory } from '../../backtest/strategies';
import { lastDay, type Series } from '../../backtest/series';
import { parseCloses } from '../../backtest/csv';
import { START, crash, flatStable, steadyRise } from './fixtures';

/** Runs a strategy on one asset, fully invested with $1,000 from the 91st close (full signals) to the last. */
function run(factory: StrategyFactory, series: Series) {
  const startDay = series.firstDay + 90;
  return measure(simulate(factory([series], [1], startDay, 1000), startDay, lastDay(series)));
}

describe('replaying strategies over hand-made series', () => {
  it('a steady rise: holding gains the whole rise with no drawdown; following keeps the 10% reserve out of it and no more', () => {
    const rise = steadyRise();
    const held = run(buyAndHold, rise);
    assert.ok(Math.abs(held.totalReturn - (Math.exp(0.003 * 149) - 1)) < 1e-9);
    assert.equal(held.maxDrawdown, 0);
    // Engine 4's money rule keeps 10% in stablecoins (topped up as the rise grows the wallet): the rest rides the rise.
    const followed = run(engineFollower(), rise);
    assert.equal(followed.maxDrawdown, 0);
    assert.ok(
      followed.totalReturn > held.totalReturn * 0.85 && followed.totalReturn < held.totalReturn * 0.9,
      `${followed.totalReturn} against ${held.totalReturn}`,
    );
  });

  it('a crash: following the advice sells on the way down, so it loses less than holding', () => {
    const held = run(buyAndHold, crash());
    const followed = run(engineFollower(), crash());
    assert.ok(held.maxDrawdown > 0.6, `held drawdown ${held.maxDrawdown}`);
    // The slide swings 29 % a year: the whole wallet in it is over half its budget (15 %), half of it is not.
    assert.ok(followed.maxDrawdown < held.maxDrawdown * 0.65, `followed drawdown ${followed.maxDrawdown}`);
    assert.ok(followed.totalReturn > held.totalReturn);
  });

  it('the 50-day rule moves to the reserve in the crash too', () => {
    const held = run(buyAndHold, crash());
    assert.ok(run(movingAverageRule, crash()).maxDrawdown < held.maxDrawdown / 2);
  });

  it('a flat stablecoin: no return, no drawdown, Sharpe 0 for every strategy', () => {
    for (const factory of [buyAndHold, engineFollower(), movingAverageRule]) {
      assert.deepEqual(run(factory, flatStable()), { sharpe: 0, maxDrawdown: 0, totalReturn: 0 });
    }
  });

  it('a gap in the data: the wallet is valued at the last close through it, then at the next', () => {
    const rows = ['date,close', '2020-01-01,100', '2020-01-02,100', '2020-01-06,80'];
    const series = parseCloses('GAP', `${rows.join('\n')}\n`);
    const curve = simulate(buyAndHold([series], [1], START, 1000), START, lastDay(series));
    assert.deepEqual(curve.daily, [1000, 1000, 1000, 1000, 1000, 800]);
    assert.deepEqual(curve.weekly, [1000, 800]);
  });
});
