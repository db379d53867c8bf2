import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { selectIsOnboarded } from '../features/onboarding/onboardingSlice';
import { useAppSelector } from './hooks';

/**
 * Where a visitor who opens `pathname` is sent first, or null to stay: every page but onboarding
 * waits until onboarding is done. The entry point applies it before the first render, so a first
 * visit to `/` renders onboarding at once, as prerendered; `RequireOnboarding` applies it to
 * navigation inside the app.
 */
export function onboardingRedirect(pathname: string, onboarded: boolean): string | null {
  return onboarded || pathname === paths.onboarding.path ? null : paths.onboarding.to();
}

/** Visitors who have not finished onboarding are sent there first. */
export function RequireOnboarding({ children }: { children: ReactNode }) {
  const onboarded = useAppSelector(selectIsOnboarded);
  return onboarded ? children : <Navigate to={paths.onboarding.to()} replace />;
}
