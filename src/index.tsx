import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { persistStore } from 'redux-persist';
import { AppProviders } from './app/AppProviders';
import { AppShell } from './app/AppShell';
import { createServices } from './app/services';
import { makeStore } from './app/store';
import { ConfigError, readConfig } from './config/env';

function start(container: HTMLElement): void {
  const services = createServices(readConfig());
  const store = makeStore(undefined, services);
  const persistor = persistStore(store);
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor} services={services}>
        <BrowserRouter>
          <AppShell socialUrl={services.config.socialUrl} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
try {
  start(container);
} catch (error) {
  // A misconfigured build says what is wrong instead of showing a blank page.
  if (!(error instanceof ConfigError)) throw error;
  container.textContent = error.message;
  throw error;
}
