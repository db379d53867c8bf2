import type { Case } from './cases';
import { beats, measure, type Metrics } from './metrics';
import { simulate, type EquityCurve } from './simulate';
import { buyAndHold, movingAverageRule, type StrategyFactory } from './strategies';

/** Starting capital of every backtested wallet, USD. Only ratios are reported. */
export const CAPITAL_USD = 10_000;

export interface Outcome {
  curve: EquityCurve;
  metrics: Metrics;
}

export interface CaseResult {
  case: Case;
  followed: Outcome;
  held: Outcome;
  movingAverage: Outcome;
}

function run(factory: StrategyFactory, { assets, weights, startDay, endDay }: Case): Outcome {
  const curve = simulate(factory(assets, weights, startDay, CAPITAL_USD), startDay, endDay);
  return { curve, metrics: measure(curve) };
}

/** The engine-follower, buy-and-hold and the 50-day rule over the same case. */
export function compare(follower: StrategyFactory, backtest: Case): CaseResult {
  return { case: backtest, followed: run(follower, backtest), held: run(buyAndHold, backtest), movingAverage: run(movingAverageRule, backtest) };
}

/** The headline counts over a set of results. */
export interface Tally {
  total: number;
  /** Followed beats holding on both Sharpe and drawdown. */
  followedBeatsHolding: number;
  /** The 50-day rule beats holding on both. */
  movingAverageBeatsHolding: number;
  /** Followed beats the 50-day rule on both. */
  followedBeatsMovingAverage: number;
  /** Followed's drawdown is no larger than holding's. */
  drawdownNoWorse: number;
}

export function tally(results: readonly CaseResult[]): Tally {
  const count = (test: (result: CaseResult) => boolean) => results.filter(test).length;
  return {
    total: results.length,
    followedBeatsHolding: count((r) => beats(r.followed.metrics, r.held.metrics)),
    movingAverageBeatsHolding: count((r) => beats(r.movingAverage.metrics, r.held.metrics)),
    followedBeatsMovingAverage: count((r) => beats(r.followed.metrics, r.movingAverage.metrics)),
    drawdownNoWorse: count((r) => r.followed.metrics.maxDrawdown <= r.held.metrics.maxDrawdown + 1e-12),
  };
}
