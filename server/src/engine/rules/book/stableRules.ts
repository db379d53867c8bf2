/**
 * A held stablecoin's rules (docs/engine.md "Stablecoins"): its only risk is its peg. On it, it is cash, the
 * reserve the plan keeps and pays from; off it, it is no longer cash and the plan sells all of it for one that
 * holds its peg: by DEPEG_SELL a sell, by DEPEG_STRONGLY_SELL, a break that rarely heals, a strongly sell.
 */
import * as T from '../../thresholds';
import { pegPrice, pegTarget, pegTargetWorth, percent } from '../../text/format';
import { ON_PEG, reasonOf } from './conditions';
import type { AssetFacts, RuleRecord, StableRuleId } from './types';

/** "$1", "€1 (about $1.08 today)". */
const worth = ({ peg }: AssetFacts): string => (peg ? pegTargetWorth(peg.currency, peg.rateUsd) : pegTarget('USD'));
const away = ({ signals }: AssetFacts): string => `${percent(signals.pegDeviation ?? 0)} away`;
const target = ({ peg }: AssetFacts): string => pegTarget(peg?.currency ?? 'USD');

/** "should be worth $1 but trades at $0.8500, 15.0% away": a stablecoin off its peg, as every rule about one says it. */
export const offPegWords = (facts: AssetFacts): string => `should be worth ${worth(facts)} but trades at ${pegPrice(facts.price)}, ${away(facts)}`;

export const STABLE_RULES: { readonly [Id in StableRuleId]: RuleRecord<Id> } = {
  'depeg-collapse': {
    id: 'depeg-collapse',
    action: 'strongly sell',
    conditions: () => [{ signal: 'pegDeviation', comparison: '>=', threshold: T.DEPEG_STRONGLY_SELL }],
    reason: (facts) => reasonOf(facts.symbol, `${offPegWords(facts)}: its peg has broken`),
    detail: (facts) =>
      `Breaks this deep rarely heal quickly, so move all of it into a stablecoin that holds its peg. The call eases to sell back within ` +
      `${percent(T.DEPEG_STRONGLY_SELL)} of ${target(facts)}, and to hold within ${percent(T.DEPEG_SELL)}.`,
  },
  depeg: {
    id: 'depeg',
    action: 'sell',
    conditions: () => [{ signal: 'pegDeviation', comparison: '>=', threshold: T.DEPEG_SELL }],
    reason: (facts) => reasonOf(facts.symbol, offPegWords(facts)),
    detail: (facts) =>
      `Off its peg it is no longer cash: swap all of it for a stablecoin that holds its peg. The call returns to hold within ` +
      `${percent(T.DEPEG_SELL)} of ${target(facts)} and becomes strongly sell beyond ${percent(T.DEPEG_STRONGLY_SELL)}.`,
  },
  'on-peg': {
    id: 'on-peg',
    action: 'hold',
    conditions: () => ON_PEG,
    reason: (facts) =>
      reasonOf(facts.symbol, `holds its ${worth(facts)} peg (${pegPrice(facts.price)}) and is cash: the plan keeps your reserve in it and pays from it`),
    detail: (facts) => `Swapping it would gain nothing. The call changes to sell if it drifts ${percent(T.DEPEG_SELL)} or more from ${target(facts)}.`,
  },
};
