import { SiteFooter } from '../components/SiteFooter';
import type { AppConfig } from '../config/env';
import { AppRoutes } from './AppRoutes';
import { ToastProvider } from './AppProviders';
import { RouteTracker } from './RouteTracker';

/** The third parties the build's keys turn on, by name, for the footer. */
function thirdPartiesOf({ gaMeasurementId, recaptchaSiteKey }: AppConfig): string[] {
  return [...(gaMeasurementId ? ['Google Analytics'] : []), ...(recaptchaSiteKey ? ['Google reCAPTCHA'] : [])];
}

/** The app inside a router: toasts, navigation tracking, the screens and the footer under every one. */
export function AppShell({ config }: { config: AppConfig }) {
  return (
    <ToastProvider>
      <RouteTracker />
      <AppRoutes socialUrl={config.socialUrl} />
      <SiteFooter thirdParties={thirdPartiesOf(config)} />
    </ToastProvider>
  );
}
