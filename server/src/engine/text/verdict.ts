import type { PegCurrency } from '../../domain/types';
import type { FiredRule, Signals } from '../types';
import { pegPrice, pegTarget, percent, signedPercent } from './format';

/** null (too little history) reads "n/a". */
function orNa(value: number | null, format: (value: number) => string): string {
  return value === null ? 'n/a' : format(value);
}

/** A figure of the deciding rule worth showing: a trigger, not a guard such as "drawdown < 50 %". */
function triggerValue(deciding: readonly FiredRule[], signal: FiredRule['signal']): number | null {
  const rule = deciding.find((entry) => entry.signal === signal);
  if (!rule) return null;
  const isGuard = signal === 'maxDrawdown90d' && (rule.comparison === '<' || rule.comparison === '<=');
  return isGuard ? null : rule.observed;
}

/**
 * The one-line verdict, e.g. "30d −12.4% · vol 71.0% · 18.0% of portfolio", with
 * the 90-day return, the gap to the 50-day average and the drawdown added when
 * the deciding rule used them. Stablecoins show their peg instead ("off $1",
 * "off €1" for a euro stablecoin: `peg` is the currency it tracks).
 * `held` false: a buy suggestion, shown as "not held".
 */
export function resultLine(signals: Signals, price: number, deciding: readonly FiredRule[], held: boolean, peg: PegCurrency = 'USD'): string {
  const share = held ? `${percent(signals.weight)} of portfolio` : 'not held';
  if (signals.pegDeviation !== null) {
    return [`peg ${pegPrice(price)}`, `${percent(signals.pegDeviation)} off ${pegTarget(peg)}`, share].join(' · ');
  }
  const return90d = triggerValue(deciding, 'return90d');
  const gap = triggerValue(deciding, 'priceVsSma50');
  const drawdown = triggerValue(deciding, 'maxDrawdown90d');
  return [
    `30d ${orNa(signals.return30d, signedPercent)}`,
    ...(return90d === null ? [] : [`90d ${signedPercent(return90d)}`]),
    ...(gap === null ? [] : [`${signedPercent(gap)} vs 50d avg`]),
    ...(drawdown === null ? [] : [`drawdown ${percent(drawdown)}`]),
    `vol ${orNa(signals.volatilityAnnual, percent)}`,
    share,
  ].join(' · ');
}
