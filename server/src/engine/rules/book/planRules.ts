/**
 * The plan's own rules (docs/engine.md "The money rule"): the sales that keep the reserve floor, the new tokens
 * for a wallet whose crypto sits in too few, the stablecoin a chain's sales go into when the wallet holds none
 * there, why a stablecoin off its peg too small to trade is left, and why a buy the rules want is not made. A sale
 * the plan cannot make, a broken stablecoin's among them, is in unsoldRules.ts.
 */
import * as T from '../../thresholds';
import { pegPrice, percent } from '../../text/format';
import { plainPercent } from '../../text/plainWords';
import { levelName, ON_PEG, reasonOf, UPTREND } from './conditions';
import { offPegWords } from './stableRules';
import type { AssetFacts, PlanRuleId, Reason, RuleRecord } from './types';

/** "the 30.0% of the balanced level", or, with no level chosen, "the 13.7% it swings now". */
function ceilingMeaning({ target, ceiling }: AssetFacts['budget']): string {
  return ceiling === target ? `the ${percent(ceiling)} of the ${levelName(target)} level` : `the ${percent(ceiling)} it swings now (no level chosen)`;
}

const RESERVE = `the ${plainPercent(T.MIN_STABLE_SHARE)} of your money Ribbit keeps in stablecoins`;

function rising({ signals }: AssetFacts): string {
  if (signals.priceVsSma50 === null) return 'is rising';
  return `is rising (${plainPercent(signals.priceVsSma50)} over its 50-day average, up ${plainPercent(signals.return30d ?? 0)} in 30 days)`;
}

function stableWords({ stableShare }: AssetFacts): string {
  return stableShare > 0 ? `your stablecoins are only ${plainPercent(stableShare)} of your money` : 'you hold no stablecoins';
}

/** "your crypto sits in one token", "in 2 tokens". */
function fewWords({ cryptoTokens }: AssetFacts): string {
  return cryptoTokens === 1 ? 'your crypto sits in one token' : `your crypto sits in only ${cryptoTokens} tokens`;
}

/** MIN_TRADE_SHARE (0.01 %) in words: a percentage to one decimal would read "0.0%". */
const SMALLEST_TRADE = 'one ten-thousandth of your money';

const unpaidReason = (facts: AssetFacts, why: string): Reason => ({
  short: `it wants more, but ${why}`,
  long: `${facts.symbol} is ${plainPercent(facts.signals.weight)} of your money and adds little to its ups and downs, under half its fair share, but ${why}`,
});

export const PLAN_RULES: { readonly [Id in PlanRuleId]: RuleRecord<Id> } = {
  'fund-reserve': {
    id: 'fund-reserve',
    action: 'sell',
    conditions: () => [{ signal: 'stableShare', comparison: '<', threshold: T.MIN_STABLE_SHARE, meaning: 'the reserve Ribbit keeps' }],
    reason: (facts) => ({
      short: `${stableWords(facts)}, under ${RESERVE}, and ${facts.symbol} causes the most swing for its share`,
      long: `${stableWords(facts).replace(/^./, (first) => first.toUpperCase())}, under ${RESERVE}, and ${facts.symbol} causes the most swing for its share`,
    }),
    detail: () =>
      'A cash reserve rides out falls and pays for buys in a dip. The plan sells from the tokens causing the most swing for their share until the reserve is whole.',
  },
  spread: {
    id: 'spread',
    action: 'buy',
    conditions: () => [
      { signal: 'cryptoTokens', comparison: '<', threshold: T.MIN_SPREAD_ASSETS, meaning: 'the fewest Ribbit spreads your crypto over' },
      ...UPTREND,
    ],
    reason: (facts) => ({
      short: `${fewWords(facts)}; ${facts.symbol} ${rising(facts)}`,
      long: `${fewWords(facts).replace(/^./, (f) => f.toUpperCase())}, and ${facts.symbol} ${rising(facts)}`,
    }),
    detail: () =>
      `Adding it spreads the risk. Ribbit suggests new tokens while your crypto sits in fewer than ${T.MIN_SPREAD_ASSETS}, paid from stablecoins above ${RESERVE}.`,
  },
  'cash-for-sales': {
    id: 'cash-for-sales',
    action: 'buy',
    conditions: () => ON_PEG,
    reason: (facts) =>
      reasonOf(
        facts.symbol,
        `takes the plan’s sales on this chain: you hold no stablecoin there, and ${facts.symbol} holds its peg best (${pegPrice(facts.price)})`,
      ),
    detail: () => 'It becomes your cash reserve there, which rides out falls and pays for buys in a dip.',
  },
  'depeg-too-small': {
    id: 'depeg-too-small',
    action: 'hold',
    conditions: () => [
      { signal: 'pegDeviation', comparison: '>=', threshold: T.DEPEG_SELL, meaning: 'the line from which Ribbit sells it' },
      { signal: 'weight', comparison: '<', threshold: T.MIN_TRADE_SHARE, meaning: 'the smallest trade the plan makes' },
    ],
    call: 'the plan leaves it',
    reason: (facts) => reasonOf(facts.symbol, `${offPegWords(facts)}; at under ${SMALLEST_TRADE} it is smaller than any trade the plan makes`),
    detail: () => 'Off its peg it is no longer cash; swap it for a stablecoin that holds its peg whenever you next trade on its chain.',
  },
  unfunded: {
    id: 'unfunded',
    action: 'hold',
    conditions: () => [{ signal: 'fundsLeftUsd', comparison: '<', threshold: 0.01, meaning: `stablecoins on its chain above ${RESERVE}` }],
    reason: (facts) => unpaidReason(facts, `the plan has no money left for it on its chain above ${RESERVE}`),
    detail: () => `The call comes back when there is money for it: stablecoins above ${RESERVE}, on the same chain.`,
  },
  'over-target': {
    id: 'over-target',
    action: 'hold',
    conditions: (context) => [{ signal: 'walletSwing', comparison: '>=', threshold: context.budget.ceiling, meaning: ceilingMeaning(context.budget) }],
    reason: (facts) =>
      unpaidReason(facts, `your wallet already swings ${plainPercent(facts.walletSwing ?? 0)} a year, and Ribbit adds no risk you did not ask for`),
    detail: (facts) =>
      `The plan never raises the swing past ${ceilingMeaning(facts.budget)}. The call comes back when the swing is lower, or at a bolder level.`,
  },
};
