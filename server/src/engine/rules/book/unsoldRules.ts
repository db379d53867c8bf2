/**
 * A token a sell rule wants sold that the plan cannot sell (docs/engine.md "Sales the plan cannot make"): every
 * holding of it sits where the plan does not move it (a loan's collateral, a liquidity position), or no stablecoin
 * on its peg is known on its chain to sell it into (the chain rule). Its badge stays hold, as no line sells it;
 * its words and "Why?" are the sell rule's, with what stopped the sale. Without these it fell past every hold
 * reason to "cannot measure", with no "Why?" at all.
 */
import type { Condition } from '../rule';
import { TOKEN_RULES } from './tokenRules';
import type { AssetFacts, Reason, RuleContext, RuleRecord, UnsoldRuleId } from './types';

interface Obstacle {
  /** Added to the last condition's meaning: what stopped the sale. */
  line: string;
  /** Said after the sell rule's reason. */
  words: string;
  /** What Ribbit would do, and when the sale could come back. */
  later: string;
}

const NOWHERE: Obstacle = {
  line: 'no stablecoin on its peg is known on its chain to sell it into',
  words: 'Ribbit knows no stablecoin on its chain to sell it into',
  later: 'the sale comes into the plan once one is known on its chain',
};

const NOT_MOVABLE: Obstacle = {
  line: 'the plan does not move a loan’s collateral or one side of a liquidity position',
  words: 'it sits where the plan does not move it, as a loan’s collateral or in a liquidity position',
  later: 'the plan leaves collateral while it backs a loan and closes a liquidity position whole or not at all, so that move is yours to weigh',
};

/** What the sell rule would do, in its own terms. */
const WOULD: Record<'downtrend' | 'trim-outsized', string> = {
  downtrend: 'Selling part would limit further losses; Ribbit would sell until it causes under half its fair share of the swings',
  'trim-outsized': 'Too much of your risk rides on one token; Ribbit would sell until it causes under twice its fair share of the swings',
};

function unsold<Id extends UnsoldRuleId>(id: Id, sellRule: keyof typeof WOULD, obstacle: Obstacle): RuleRecord<Id> {
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
    call: 'the plan cannot sell it',
    reason: (facts: AssetFacts): Reason => {
      const sell = record.reason(facts);
      return { short: `${sell.short}, but ${obstacle.words}`, long: `${sell.long}, but ${obstacle.words}` };
    },
    detail: () => `${WOULD[sellRule]}; ${obstacle.later}.`,
  };
}

export const UNSOLD_RULES: { readonly [Id in UnsoldRuleId]: RuleRecord<Id> } = {
  'downtrend-nowhere-to-sell': unsold('downtrend-nowhere-to-sell', 'downtrend', NOWHERE),
  'downtrend-not-movable': unsold('downtrend-not-movable', 'downtrend', NOT_MOVABLE),
  'trim-nowhere-to-sell': unsold('trim-nowhere-to-sell', 'trim-outsized', NOWHERE),
  'trim-not-movable': unsold('trim-not-movable', 'trim-outsized', NOT_MOVABLE),
};
