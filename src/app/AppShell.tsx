import { AppRoutes } from './AppRoutes';
import { ToastProvider } from './AppProviders';
import { RouteTracker } from './RouteTracker';

/** The app inside a router: toasts, navigation tracking and the screens. */
export function AppShell({ socialUrl }: { socialUrl: string }) {
  return (
    <ToastProvider>
      <RouteTracker />
      <AppRoutes socialUrl={socialUrl} />
    </ToastProvider>
  );
}
