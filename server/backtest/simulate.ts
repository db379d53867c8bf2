import type { Strategy } from './strategies';

export const DAYS_PER_WEEK = 7;

/** A strategy's wallet value from the start day to the end day. */
export interface EquityCurve {
  /** One value per calendar day, startDay first. */
  daily: number[];
  /** The value on each decision day (every 7th day from the start) and on the last day. */
  weekly: number[];
}

/**
 * Runs a strategy from startDay to endDay: it decides at each week's close
 * (startDay, startDay + 7, …; not on the last day, when the run ends) on the
 * closes up to that day only, and trades at that close.
 */
export function simulate(strategy: Strategy, startDay: number, endDay: number): EquityCurve {
  const daily: number[] = [];
  const weekly: number[] = [];
  for (let day = startDay; day <= endDay; day++) {
    const decisionDay = (day - startDay) % DAYS_PER_WEEK === 0;
    if (decisionDay && day < endDay) strategy.rebalance(day);
    const value = strategy.value(day);
    daily.push(value);
    if (decisionDay || day === endDay) weekly.push(value);
  }
  return { daily, weekly };
}
