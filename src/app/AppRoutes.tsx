import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { Header } from '../components/Header';
import { paths } from '../config/paths';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { retryableLazy } from './lazyRetry';
import { RequireOnboarding } from './RequireOnboarding';
import MainRoute from './routes/MainRoute';
import OnboardingRoute from './routes/OnboardingRoute';

// Main and onboarding, the first screens, are in the first bundle; the others load when
// visited. Onboarding is prerendered (src/prerender.tsx): hydrating it must not wait for a chunk,
// and its styled components must be defined in the same order as in the prerender.
// A chunk that fails gets a message and "Try again" (ChunkErrorBoundary), and can load again.
const SettingsRoute = retryableLazy(() => import('./routes/SettingsRoute'));
const HistoryEntryRoute = retryableLazy(() => import('./routes/HistoryEntryRoute'));
// Nothing to say on the first paint: loaded after it (a precached chunk when offline).
const ConnectivityNotice = retryableLazy(() => import('./ConnectivityNotice'));

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
  return (
    <Routes>
      <Route path={paths.onboarding.path} element={<OnboardingRoute />} />
      <Route element={<ShellLayout socialUrl={socialUrl} />}>
        <Route index element={<MainRoute />} />
        <Route path={paths.settings.path} element={<SettingsRoute />} />
        <Route path={paths.historyEntry.path} element={<HistoryEntryRoute />} />
        <Route path="*" element={<Navigate to={paths.main.to()} replace />} />
      </Route>
    </Routes>
  );
}
