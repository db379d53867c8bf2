import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { readConfig } from '../config/env';
import { AppProviders } from './AppProviders';
import { AppShell } from './AppShell';
import { readPersistedState } from './persistedState';
import { createServices, type AppServices } from './services';
import { makeStore, type AppStore } from './store';

/**
 * The services and the store, with the persisted state already read. The browser entry and the
 * build-time prerender both start here, so both define the styled components in the same order
 * and give them the same class names: the prerendered HTML hydrates without a mismatch.
 */
export function bootApp(storage: Storage): { services: AppServices; store: AppStore } {
  const services = createServices(readConfig(), storage);
  return { services, store: makeStore(readPersistedState(storage), services) };
}

interface AppProps {
  store: AppStore;
  services: AppServices;
  /** BrowserRouter in the browser, a StaticRouter at one path when prerendering. */
  Router: ComponentType<{ children: ReactNode }>;
}

/** The whole app: providers, the router and the screens. */
export function App({ store, services, Router }: AppProps) {
  return (
    <StrictMode>
      <AppProviders store={store} services={services}>
        <Router>
          <AppShell config={services.config} />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
