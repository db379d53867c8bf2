import { createSlice } from '@reduxjs/toolkit';

export interface OnboardingState {
  onboarded: boolean;
}

export const initialOnboardingState: OnboardingState = { onboarded: false };

export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState: initialOnboardingState,
  reducers: {
    onboardingCompleted(state) {
      state.onboarded = true;
    },
  },
  selectors: {
    selectIsOnboarded: (state) => state.onboarded,
  },
});

export const { onboardingCompleted } = onboardingSlice.actions;
export const { selectIsOnboarded } = onboardingSlice.selectors;
