import type { Action } from '../../domain/types';
import type { FiredRule } from '../types';

/** Strongest first: when rules disagree, the more protective action wins. */
const STRENGTH: Record<Action, number> = {
  'strongly sell': 4,
  sell: 3,
  'buy more': 2,
  buy: 1,
  hold: 0,
};

/** The strongest action among the fired rules; "hold" when none fired. */
export function strongestAction(fired: readonly FiredRule[]): Action {
  let best: Action = 'hold';
  for (const rule of fired) if (STRENGTH[rule.action] > STRENGTH[best]) best = rule.action;
  return best;
}
