import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { persistStore } from 'redux-persist';
import { AppProviders } from '../app/AppProviders';
import { AppShell } from '../app/AppShell';
import { createServices } from '../app/services';
import { readPersistedState } from '../app/persistedState';
import { makeStore, type PreloadedState } from '../app/store';
import { readConfig, type AppConfig, type RawConfig } from '../config/env';
// The app loads these lazily. Loaded here, ts-jest compiles them when a test file loads, not
// inside the first test that renders them, where compiling could take its whole time limit.
import '../app/ToastHost';
import '../features/recommendation/components/LoadingView';
import '../features/recommendation/components/ResultView';
import '../app/routes/MainRoute';
import '../features/history/historyReader';

export interface RenderOptions {
  route?: string;
  preloadedState?: PreloadedState;
  /** Build-time settings for this test; nothing configured (no captcha, no analytics) by default. */
  config?: RawConfig;
  /** Most tests start after onboarding; redirect tests set false. */
  onboarded?: boolean;
}

export function testConfig(raw: RawConfig = {}): AppConfig {
  return readConfig(raw);
}

/** The whole app at `route`, with a store from makeStore, as a visitor would use it. Needs fake timers. */
export function renderWithProviders({ route = '/', preloadedState = {}, config = {}, onboarded = true }: RenderOptions = {}) {
  const services = createServices(testConfig(config), window.localStorage);
  // As the app starts, what localStorage holds is read before the first render; it wins over
  // `onboarded`, as a stored flag does in the app.
  const stored = readPersistedState(window.localStorage);
  const store = makeStore({ onboarding: { onboarded }, ...stored, ...preloadedState }, services);
  const persistor = persistStore(store);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(
    <AppProviders store={store} services={services}>
      <MemoryRouter initialEntries={[route]}>
        <AppShell config={services.config} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, persistor, services, user };
}
