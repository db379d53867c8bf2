import type { PlainJsonKey } from '../../lib/persistence/plainJsonKey';
import type { OnboardingState } from './onboardingSlice';

/** `is_onboarded` holds the JSON boolean `true` once onboarding is done (decisions.md). */
export const onboardingStorage: PlainJsonKey<OnboardingState> = {
  key: 'is_onboarded',
  version: 0,
  migrations: {
    // Older builds may have written the flag as the string "true"/"false".
    0: (stored) => (stored === 'true' ? true : stored === 'false' ? false : stored),
  },
  toStored: (state) => state.onboarded,
  fromStored: (stored) => (typeof stored === 'boolean' ? { onboarded: stored } : null),
};
