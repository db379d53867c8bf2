import type { Action, PlanStep } from '../api/types';

export type ActionTone = 'red' | 'blue' | 'green';

/** Every badge takes its colour from its action, wherever it is shown (decisions.md). */
const TONES: Record<Action, ActionTone> = {
  sell: 'red',
  'strongly sell': 'red',
  hold: 'blue',
  buy: 'green',
  'buy more': 'green',
};

export function actionTone(action: Action): ActionTone {
  return TONES[action];
}

/** A plan step's tone: its action's, and red for a loan's repayment (it is what keeps the collateral). */
export function stepTone(action: PlanStep['action']): ActionTone {
  return action === 'repay' ? 'red' : TONES[action];
}
