import type { PegCurrency } from '../../domain/types';
import type { FiredRule, Signals } from '../types';
import { pegPrice, pegTarget, percent, signedPercent, volatilityPoints } from './format';

/** null (too little history) reads "n/a". */
function orNa(value: number | null, format: (value: number) => string): string {
  return value === null ? 'n/a' : format(value);
}

/** The figure the deciding rule read for `signal`, or null when it read none. */
function decidingValue(deciding: readonly FiredRule[], signal: FiredRule['signal']): number | null {
  return deciding.find((entry) => entry.signal === signal)?.observed ?? null;
}

/**
 * The one-line verdict, e.g. "30d −12.4% · −7.1% vs 50d avg · 4.4 points of wallet vol ·
 * vol 71.0% · 18.0% of portfolio": the gap to the 50-day average and the position's part
 * of the wallet's volatility are added when the deciding rule used them. Stablecoins show
 * their peg instead ("off $1", "off €1" for a euro stablecoin: `peg` is the currency it
 * tracks). `held` false: a buy suggestion, shown as "not held".
 */
export function resultLine(signals: Signals, price: number, deciding: readonly FiredRule[], held: boolean, peg: PegCurrency = 'USD'): string {
  const share = held ? `${percent(signals.weight)} of portfolio` : 'not held';
  if (signals.pegDeviation !== null) {
    return [`peg ${pegPrice(price)}`, `${percent(signals.pegDeviation)} off ${pegTarget(peg)}`, share].join(' · ');
  }
  const gap = decidingValue(deciding, 'priceVsSma50');
  const part = decidingValue(deciding, 'riskContribution');
  return [
    `30d ${orNa(signals.return30d, signedPercent)}`,
    ...(gap === null ? [] : [`${signedPercent(gap)} vs 50d avg`]),
    ...(part === null ? [] : [`${volatilityPoints(part)} of wallet vol`]),
    `vol ${orNa(signals.volatilityAnnual, percent)}`,
    share,
  ].join(' · ');
}
