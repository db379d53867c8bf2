import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { Header } from '../components/Header';
import { paths } from '../config/paths';
import { RequireOnboarding } from './RequireOnboarding';
import MainRoute from './routes/MainRoute';

// Only the main screen is in the first bundle; the other screens load when visited.
const OnboardingRoute = lazy(() => import('./routes/OnboardingRoute'));
const SettingsRoute = lazy(() => import('./routes/SettingsRoute'));
const HistoryEntryRoute = lazy(() => import('./routes/HistoryEntryRoute'));

function ShellLayout({ socialUrl }: { socialUrl: string }) {
  return (
    <RequireOnboarding>
      <Header socialUrl={socialUrl} />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RequireOnboarding>
  );
}

export function AppRoutes({ socialUrl }: { socialUrl: string }) {
  return (
    <Routes>
      <Route
        path={paths.onboarding.path}
        element={
          <Suspense fallback={null}>
            <OnboardingRoute />
          </Suspense>
        }
      />
      <Route element={<ShellLayout socialUrl={socialUrl} />}>
        <Route index element={<MainRoute />} />
        <Route path={paths.settings.path} element={<SettingsRoute />} />
        <Route path={paths.historyEntry.path} element={<HistoryEntryRoute />} />
        <Route path="*" element={<Navigate to={paths.main.to()} replace />} />
      </Route>
    </Routes>
  );
}
