import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { selectIsOnboarded } from '../features/onboarding/onboardingSlice';
import { useAppSelector } from './hooks';

/** Visitors who have not finished onboarding are sent there first. */
export function RequireOnboarding({ children }: { children: ReactNode }) {
  const onboarded = useAppSelector(selectIsOnboarded);
  return onboarded ? children : <Navigate to={paths.onboarding.to()} replace />;
}
