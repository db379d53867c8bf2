import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import styled from 'styled-components';
import { Header } from '../components/Header';
import { Page } from '../components/Page';
import { PixelSpinner } from '../components/PixelSpinner';
import { paths } from '../config/paths';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { retryableLazy } from './lazyRetry';
import { preloadable } from './preloadable';
import { RequireOnboarding } from './RequireOnboarding';
import OnboardingRoute from './routes/OnboardingRoute';

// Onboarding, the first screen of a first visit, is in the first bundle: it is prerendered
// (src/prerender.tsx), hydrating it must not wait for a chunk, and its styled components must be
// defined in the same order as in the prerender. The main route loads with the API it sends
// requests through (RTK Query, the endpoint; the decoder is a chunk of its own), right after the first render on any
// screen but onboarding's first step; the others load when visited (docs/web.md, Bundle).
// A chunk that fails gets a message and "Try again" (ChunkErrorBoundary), and can load again.
const main = preloadable(() => import(/* webpackChunkName: "main-route" */ './routes/MainRoute').then((module) => module.default));
const MainRoute = main.Component;
// A chunk that fails here fails again when the route renders, which shows the message.
const preloadMainRoute = () => {
  main.preload().catch(() => undefined);
};
const SettingsRoute = retryableLazy(() => import('./routes/SettingsRoute'));
const HistoryEntryRoute = retryableLazy(() => import('./routes/HistoryEntryRoute'));
// Nothing to say on the first paint: loaded after it (a precached chunk when offline).
const ConnectivityNotice = retryableLazy(() => import('./ConnectivityNotice'));

/** Where the input will show, so the wait is seen where the eye goes. */
const Waiting = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.spacing.xl};
`;

function RouteLoading() {
  return (
    <Page>
      <Waiting>
        <PixelSpinner />
      </Waiting>
    </Page>
  );
}

function ShellLayout({ socialUrl }: { socialUrl: string }) {
  // Keyed by the path: leaving a screen that failed clears its message.
  const { pathname } = useLocation();
  return (
    <RequireOnboarding>
      <Header socialUrl={socialUrl} />
      <ChunkErrorBoundary quiet>
        <Suspense fallback={null}>
          <ConnectivityNotice />
        </Suspense>
      </ChunkErrorBoundary>
      <ChunkErrorBoundary key={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </ChunkErrorBoundary>
    </RequireOnboarding>
  );
}

export function AppRoutes({ socialUrl }: { socialUrl: string }) {
  const onOnboarding = useLocation().pathname === paths.onboarding.path;
  useEffect(() => {
    // Onboarding's first step (a first visit's first screen) does not need it: it loads when the
    // visitor moves on to the second step, which leads to it, rather than while the page starts.
    if (!onOnboarding) preloadMainRoute();
  }, [onOnboarding]);
  return (
    <Routes>
      <Route path={paths.onboarding.path} element={<OnboardingRoute onSecondStep={preloadMainRoute} />} />
      <Route element={<ShellLayout socialUrl={socialUrl} />}>
        <Route
          index
          element={
            // Its chunk is preloaded, so this shows only when it is slow to come (or on a returning
            // visit, until it is read from the cache).
            <Suspense fallback={<RouteLoading />}>
              <MainRoute />
            </Suspense>
          }
        />
        <Route path={paths.settings.path} element={<SettingsRoute />} />
        <Route path={paths.historyEntry.path} element={<HistoryEntryRoute />} />
        <Route path="*" element={<Navigate to={paths.main.to()} replace />} />
      </Route>
    </Routes>
  );
}
