/**
 * Sales the plan cannot make (docs/engine.md "Sales the plan cannot make"): a token the downtrend or the trim
 * wants sold, or a stablecoin off its peg, when every holding of it sits where the plan does not move it (a loan's
 * collateral, a liquidity position) or no stablecoin on its peg is known on its chain to sell it into (the chain
 * rule). Its badge stays hold, as no line sells it; its "Why?" is the line it passed, with what stopped the sale,
 * and its words say both. Without these a token fell past every hold reason to "cannot measure", and a broken
 * stablecoin was told to be kept.
 */
import * as T from '../../thresholds';
import type { Condition } from '../rule';
import { reasonOf } from './conditions';
import { offPegWords } from './stableRules';
import { TOKEN_RULES } from './tokenRules';
import type { AssetFacts, Reason, RuleContext, RuleRecord, TokenRuleId, UnsoldRuleId } from './types';

interface Obstacle {
  /** Added to the line's meaning: what stopped the sale. */
  line: string;
  /** Said after a token's reason. */
  words: string;
  /** Said after a broken stablecoin's distance. */
  brokenWords: string;
  /** What Ribbit would do about it, and when the sale could come back. */
  later: string;
}

const NOWHERE: Obstacle = {
  line: 'no stablecoin on its peg is known on its chain to sell it into',
  words: 'Ribbit knows no stablecoin on its chain to sell it into',
  brokenWords: 'Ribbit knows no stablecoin on its chain that holds its peg',
  later: 'the sale comes into the plan once one is known on its chain',
};

/** The plan leaves collateral in place while it backs a loan, and closes a liquidity position whole or not at all (PlanHolding.movable). */
const NOT_MOVABLE: Obstacle = {
  line: 'the plan does not move a loan’s collateral or one side of a liquidity position',
  words: 'it sits where the plan does not move it, as a loan’s collateral or in a liquidity position',
  brokenWords: 'it sits where the plan does not move it, as a loan’s collateral or in a liquidity position',
  later: 'the plan leaves collateral while it backs a loan and closes a liquidity position whole or not at all, so that move is yours to weigh',
};

const CALL = 'the plan cannot sell it';

/** What the sell rule would do, in its own terms. */
const WOULD: Record<'downtrend' | 'trim-outsized', string> = {
  downtrend: 'Selling part would limit further losses; Ribbit would sell until it causes under half its fair share of the swings',
  'trim-outsized': 'Too much of your risk rides on one token; Ribbit would sell until it causes under twice its fair share of the swings',
};

/** The sell rule's hold: its conditions, the last one's meaning saying what stopped the sale. */
function unsoldToken<Id extends UnsoldRuleId>(id: Id, sellRule: keyof typeof WOULD, obstacle: Obstacle): RuleRecord<Id> {
  const record = TOKEN_RULES[sellRule];
  return {
    id,
    action: 'hold',
    conditions: (context: RuleContext): readonly Condition[] =>
      record
        .conditions(context)
        .map((condition, index, all) =>
          index === all.length - 1 ? { ...condition, meaning: `${condition.meaning ?? 'its line'}; ${obstacle.line}` } : condition,
        ),
    call: CALL,
    reason: (facts: AssetFacts): Reason => {
      const sell = record.reason(facts);
      return { short: `${sell.short}, but ${obstacle.words}`, long: `${sell.long}, but ${obstacle.words}` };
    },
    detail: () => `${WOULD[sellRule]}; ${obstacle.later}.`,
  };
}

/** A broken stablecoin's hold, from the depeg line (`collapse`: the strongly-sell one) it passed. */
function unsoldBroken<Id extends UnsoldRuleId>(id: Id, collapse: boolean, obstacle: Obstacle): RuleRecord<Id> {
  return {
    id,
    action: 'hold',
    conditions: () => [
      {
        signal: 'pegDeviation',
        comparison: '>=',
        threshold: collapse ? T.DEPEG_STRONGLY_SELL : T.DEPEG_SELL,
        meaning: `the line from which Ribbit sells all of it; ${obstacle.line}`,
      },
    ],
    call: CALL,
    reason: (facts) =>
      reasonOf(
        facts.symbol,
        collapse ? `${offPegWords(facts)}; its peg has broken, and ${obstacle.brokenWords}` : `${offPegWords(facts)}, and ${obstacle.brokenWords}`,
      ),
    detail: () =>
      collapse
        ? `Breaks this deep rarely heal quickly, so Ribbit would move all of it into a stablecoin that holds its peg; ${obstacle.later}.`
        : `Off its peg it is no longer cash, so Ribbit would swap all of it for a stablecoin that holds its peg; ${obstacle.later}.`,
  };
}

/** The sell rules a token's unsold holds tell, strongest first, each with its hold by obstacle (advice/verdict.ts). */
export const UNSOLD_RULE_ORDER: ReadonlyArray<{ sell: TokenRuleId; 'nowhere-to-sell': UnsoldRuleId; 'not-movable': UnsoldRuleId }> = [
  { sell: 'downtrend', 'nowhere-to-sell': 'downtrend-nowhere-to-sell', 'not-movable': 'downtrend-not-movable' },
  { sell: 'trim-outsized', 'nowhere-to-sell': 'trim-nowhere-to-sell', 'not-movable': 'trim-not-movable' },
];

export const UNSOLD_RULES: { readonly [Id in UnsoldRuleId]: RuleRecord<Id> } = {
  'downtrend-nowhere-to-sell': unsoldToken('downtrend-nowhere-to-sell', 'downtrend', NOWHERE),
  'downtrend-not-movable': unsoldToken('downtrend-not-movable', 'downtrend', NOT_MOVABLE),
  'trim-nowhere-to-sell': unsoldToken('trim-nowhere-to-sell', 'trim-outsized', NOWHERE),
  'trim-not-movable': unsoldToken('trim-not-movable', 'trim-outsized', NOT_MOVABLE),
  'depeg-collapse-nowhere-to-sell': unsoldBroken('depeg-collapse-nowhere-to-sell', true, NOWHERE),
  'depeg-nowhere-to-sell': unsoldBroken('depeg-nowhere-to-sell', false, NOWHERE),
  'depeg-collapse-not-movable': unsoldBroken('depeg-collapse-not-movable', true, NOT_MOVABLE),
  'depeg-not-movable': unsoldBroken('depeg-not-movable', false, NOT_MOVABLE),
};
