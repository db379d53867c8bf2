import { bearMarketCases, randomWalletCases, singleAssetCases, type Case } from './cases';
import { compare, tally, type CaseResult, type Tally } from './compare';
import type { Series } from './series';
import { engineFollower } from './strategies';

export interface Batch {
  results: CaseResult[];
  tally: Tally;
}

export interface Backtest {
  singles: Batch;
  wallets: Batch;
  bear: Batch;
}

/**
 * Every case of the backtest, following the engine with `without` rules switched off.
 * `shiftDays` starts every case that many days later (same end), so the weekly
 * decisions fall on other weekdays (weekdays.ts); `follow` follows the plan as given, or each card's call alone.
 */
export function runAll(series: readonly Series[], without: readonly string[] = [], shiftDays = 0, follow: 'plan' | 'calls' = 'plan'): Backtest {
  const follower = engineFollower({ disabledRules: without }, follow);
  const batch = (cases: Case[]): Batch => {
    const results = cases.map((backtest) => compare(follower, { ...backtest, startDay: backtest.startDay + shiftDays }));
    return { results, tally: tally(results) };
  };
  return { singles: batch(singleAssetCases(series)), wallets: batch(randomWalletCases(series)), bear: batch(bearMarketCases(series)) };
}
