import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../components/GlobalStyle';
import { theme } from '../components/theme';
import { paths } from '../config/paths';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import type { AppServices } from './services';
import type { AppStore } from './store';
import { useToastHostWanted, wantToastHost } from './toastHostDemand';

// Imported only when a site key is configured, so builds without one never load it.
const CaptchaLoader = lazy(() => import('../lib/captcha/CaptchaLoader'));
// notistack and the pixel toasts load right after the first screen, which has none to show;
// on onboarding, only once a toast is asked for (toastHostDemand.ts).
const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastHost'));

interface AppProvidersProps {
  store: AppStore;
  services: AppServices;
  children: ReactNode;
}

/**
 * Store, theme and captcha. Toasts sit inside the router (see AppShell). No persistence gate: the
 * store starts with the persisted state already read (`persistedState.ts`).
 */
export function AppProviders({ store, services, children }: AppProvidersProps) {
  const { siteKey } = services.captcha;
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {siteKey !== null && (
          <ChunkErrorBoundary quiet>
            <Suspense fallback={null}>
              <CaptchaLoader captcha={services.captcha} siteKey={siteKey} />
            </Suspense>
          </ChunkErrorBoundary>
        )}
        {children}
      </ThemeProvider>
    </Provider>
  );
}

/**
 * Everything under the router: toasts (their links navigate), route tracking and the screens.
 * The toasts come after the screens, where notistack put them when it wrapped them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const onOnboarding = useLocation().pathname === paths.onboarding.path;
  useEffect(() => {
    if (!onOnboarding) void wantToastHost();
  }, [onOnboarding]);
  const wanted = useToastHostWanted();
  return (
    <>
      {children}
      {wanted && (
        <ChunkErrorBoundary quiet>
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </>
  );
}
