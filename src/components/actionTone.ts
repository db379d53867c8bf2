import type { Action } from '../api/types';

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
