import { SnackbarProvider } from 'notistack';
import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../components/GlobalStyle';
import { TOAST_CONTAINER_CLASS, ToastPlacement, toastComponents, toastIcons } from '../components/PixelToast';
import { theme } from '../components/theme';
import type { AppServices } from './services';
import type { AppStore } from './store';
import { MAX_TOASTS, TOAST_AUTO_HIDE_MS } from './toasts';

// Imported only when a site key is configured, so builds without one never load it.
const CaptchaLoader = lazy(() => import('../lib/captcha/CaptchaLoader'));

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
          <Suspense fallback={null}>
            <CaptchaLoader captcha={services.captcha} siteKey={siteKey} />
          </Suspense>
        )}
        {children}
      </ThemeProvider>
    </Provider>
  );
}

/** Everything under the router: toasts (their links navigate), route tracking and the screens. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      classes={{ containerRoot: TOAST_CONTAINER_CLASS }}
      Components={toastComponents}
      iconVariant={toastIcons}
    >
      <ToastPlacement />
      {children}
    </SnackbarProvider>
  );
}
