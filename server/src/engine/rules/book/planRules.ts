/**
 * The plan's own rules (docs/engine.md "The money rule"): the sales that keep the reserve floor, the new tokens
 * for a wallet whose crypto sits in too few, the stablecoin a chain's sales go into when the wallet holds none
 * there, why a stablecoin off its peg is not sold where none is known or where it sits, and why a buy the rules want
 * is not made.
 */
import * as T from '../../thresholds';
import { pegPrice, percent } from '../../text/format';
import { plainPercent } from '../../text/plainWords';
import { ON_PEG, reasonOf, UPTREND } from './conditions';
import { offPegWords } from './stableRules';
import type { AssetFacts, PlanRuleId, Reason, RuleRecord } from './types';

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

/** Why a stablecoin off its peg is not sold: a sale goes into a stablecoin on its own chain (the chain rule). */
const NOWHERE = 'Ribbit knows no stablecoin on its chain that holds its peg';
const NOWHERE_LINE = 'the line from which Ribbit sells all of it; no stablecoin on its peg is known on its chain to sell it into';
/** MIN_TRADE_SHARE (0.01 %) in words: a percentage to one decimal would read "0.0%". */
const SMALLEST_TRADE = 'one ten-thousandth of your money';
const NOWHERE_LATER = 'the sale comes into the plan once one is known on its chain';
/**
 * Why a stablecoin off its peg held only as a loan's collateral or in a liquidity position is not sold: the plan
 * leaves collateral in place while it backs a loan, and closes a liquidity position whole or not at all
 * (PlanHolding.movable, docs/positions.md "Advice").
 */
const NOT_MOVABLE = 'it sits where the plan does not move it, as a loan’s collateral or in a liquidity position';
const NOT_MOVABLE_LINE = 'the line from which Ribbit sells all of it; the plan does not move a loan’s collateral or one side of a liquidity position';
const NOT_MOVABLE_LATER =
  'the plan leaves collateral while it backs a loan and closes a liquidity position whole or not at all, so that move is yours to weigh';

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
  'depeg-collapse-nowhere-to-sell': {
    id: 'depeg-collapse-nowhere-to-sell',
    action: 'hold',
    conditions: () => [{ signal: 'pegDeviation', comparison: '>=', threshold: T.DEPEG_STRONGLY_SELL, meaning: NOWHERE_LINE }],
    call: 'the plan cannot sell it',
    reason: (facts) => reasonOf(facts.symbol, `${offPegWords(facts)}; its peg has broken, and ${NOWHERE}`),
    detail: () => `Breaks this deep rarely heal quickly, so Ribbit would move all of it into a stablecoin that holds its peg; ${NOWHERE_LATER}.`,
  },
  'depeg-nowhere-to-sell': {
    id: 'depeg-nowhere-to-sell',
    action: 'hold',
    conditions: () => [{ signal: 'pegDeviation', comparison: '>=', threshold: T.DEPEG_SELL, meaning: NOWHERE_LINE }],
    call: 'the plan cannot sell it',
    reason: (facts) => reasonOf(facts.symbol, `${offPegWords(facts)}, and ${NOWHERE}`),
    detail: () => `Off its peg it is no longer cash, so Ribbit would swap all of it for a stablecoin that holds its peg; ${NOWHERE_LATER}.`,
  },
  'depeg-collapse-not-movable': {
    id: 'depeg-collapse-not-movable',
    action: 'hold',
    conditions: () => [{ signal: 'pegDeviation', comparison: '>=', threshold: T.DEPEG_STRONGLY_SELL, meaning: NOT_MOVABLE_LINE }],
    call: 'the plan cannot sell it',
    reason: (facts) => reasonOf(facts.symbol, `${offPegWords(facts)}; its peg has broken, and ${NOT_MOVABLE}`),
    detail: () => `Breaks this deep rarely heal quickly, so Ribbit would move all of it into a stablecoin that holds its peg; ${NOT_MOVABLE_LATER}.`,
  },
  'depeg-not-movable': {
    id: 'depeg-not-movable',
    action: 'hold',
    conditions: () => [{ signal: 'pegDeviation', comparison: '>=', threshold: T.DEPEG_SELL, meaning: NOT_MOVABLE_LINE }],
    call: 'the plan cannot sell it',
    reason: (facts) => reasonOf(facts.symbol, `${offPegWords(facts)}, and ${NOT_MOVABLE}`),
    detail: () => `Off its peg it is no longer cash, so Ribbit would swap all of it for a stablecoin that holds its peg; ${NOT_MOVABLE_LATER}.`,
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
    conditions: () => [
      { signal: 'walletSwing', comparison: '>=', threshold: T.WALLET_TARGET_VOLATILITY, meaning: `the ${percent(T.WALLET_TARGET_VOLATILITY)} Ribbit aims for` },
    ],
    reason: (facts) =>
      unpaidReason(facts, `your wallet already swings ${plainPercent(facts.walletSwing ?? 0)} a year, and Ribbit adds no risk to a wallet past its target`),
    detail: (facts) =>
      `The plan never raises the swing past the ${percent(T.WALLET_TARGET_VOLATILITY)} target${facts.walletSwing !== null && facts.walletSwing > T.WALLET_TARGET_VOLATILITY ? ', nor at all when it is already past it' : ''}. The call comes back when the swing is lower.`,
  },
};
