import type { TokenInfo } from '../src/domain/types';
import { recommend, type Plan } from '../src/engine';
import { randomWalletCases, type Case } from './cases';
import { engineInput, token } from './engineInput';
import { followPlan } from './follow';
import type { Series } from './series';
import { DAYS_PER_WEEK } from './simulate';
import { investedWallet } from './wallet';

/** What asking again after following a plan found, over every weekly step replayed. */
export interface FixedPointTally {
  /** Plans followed (weekly steps). */
  asked: number;
  /** Asked again at the same prices, the answer was "keep everything as it is". */
  kept: number;
  /** Lines of the second answer that trade a token the first sold the other way (sold then bought, or bought then sold). */
  reversals: number;
}

function sides(plan: Plan): Map<string, 'sell' | 'buy'> {
  return new Map(plan.steps.map((step) => [step.symbol, step.action === 'buy' || step.action === 'buy more' ? 'buy' : 'sell']));
}

/**
 * Issue 28's fixed point on the backtest: every wallet case, week by week, follows the plan as given at that
 * day's closes, then asks again at the same closes. A plan worked out on the wallet it leaves is answered
 * "keep everything as it is"; a line of the second answer against the first's is a reversal.
 */
export function fixedPointTally(series: readonly Series[], shiftDays = 0): FixedPointTally {
  const tally: FixedPointTally = { asked: 0, kept: 0, reversals: 0 };
  for (const backtest of randomWalletCases(series)) countCase({ ...backtest, startDay: backtest.startDay + shiftDays }, tally);
  return tally;
}

function countCase({ assets, weights, startDay, endDay }: Case, tally: FixedPointTally): void {
  const wallet = investedWallet(assets, weights, startDay, 10_000);
  const tokens = new Map<string, TokenInfo>(assets.map((series, i) => [series.symbol, token(series.symbol, series.symbol, i + 1)]));
  for (let day = startDay; day < endDay; day += DAYS_PER_WEEK) {
    const first = recommend(engineInput(wallet, assets, tokens, day)).plan;
    followPlan(wallet, first, assets, day);
    const again = recommend(engineInput(wallet, assets, tokens, day)).plan;
    tally.asked++;
    if (again.steps.length === 0) tally.kept++;
    const before = sides(first);
    for (const [symbol, side] of sides(again)) if (before.has(symbol) && before.get(symbol) !== side) tally.reversals++;
  }
}
