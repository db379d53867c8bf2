import { CONCENTRATED_HHI, MIN_STABLE_SHARE } from '../thresholds';
import { ON_PEG, UPTREND } from './heldRules';
import type { Rule } from './rule';

/** Why the wallet gets suggestions at all. */
export const NO_STABLE_RESERVE: Rule = {
  id: 'no-stable-reserve',
  action: 'buy',
  conditions: [{ signal: 'stableShare', comparison: '<', threshold: MIN_STABLE_SHARE }],
};

export const CONCENTRATED: Rule = {
  id: 'concentrated',
  action: 'buy',
  conditions: [{ signal: 'hhi', comparison: '>=', threshold: CONCENTRATED_HHI }],
};

/** Why this token is the one suggested. */
export const STABLE_CANDIDATE: Rule = { id: 'stable-candidate', action: 'buy', conditions: ON_PEG };

export const UPTREND_CANDIDATE: Rule = { id: 'uptrend-candidate', action: 'buy', conditions: UPTREND };
