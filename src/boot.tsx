/**
 * The app's start in the browser (see index.tsx): the store with the persisted state, the
 * onboarding redirect, then hydration of the prerendered screen or a render from scratch.
 * History's writer is a chunk of its own (loadHistoryPacker), loaded with the persistor: no first
 * screen writes history, and until it is here, entries are written unpacked.
 */
// bootApp first: the prerender entry (src/prerender.tsx) imports it first too (see App.tsx).
import { App, bootApp } from './app/App';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { persistStore } from 'redux-persist';
import { dropEarlyTaps, replayEarlyTaps } from './app/earlyTaps';
import { onboardingRedirect } from './app/RequireOnboarding';
import { registerServiceWorker } from './app/serviceWorker';
import { loadHistoryPacker } from './features/history/storedForm';
import { selectIsOnboarded } from './features/onboarding/onboardingSlice';
import { PRERENDERED_PATH_ATTRIBUTE, PRERENDER_HIDDEN_CLASS } from './prerenderMarkers';

/** Renders nothing; its effect runs once everything before it has been committed (hydrated). */
function AfterCommit({ effect }: { effect: () => void }) {
  useEffect(effect, [effect]);
  return null;
}

function start(container: HTMLElement): void {
  const { services, store } = bootApp(window.localStorage);
  // Before the first render, so a first visit renders onboarding at once instead of an empty
  // redirect: the same screen the build prerendered into index.html.
  const redirect = onboardingRedirect(window.location.pathname, selectIsOnboarded(store.getState()));
  if (redirect !== null) window.history.replaceState(window.history.state, '', redirect);

  const app = <App store={store} services={services} Router={BrowserRouter} />;
  const root = document.documentElement;
  if (container.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname) {
    root.classList.remove(PRERENDER_HIDDEN_CLASS);
    // The page is already on screen, so nothing is urgent: hydration starts in a task of its own,
    // after the one that ran the script, and as a transition it yields to the browser every few
    // milliseconds instead of blocking the main thread in one long task.
    // Taps made before then were held by the head script and are replayed once hydrated.
    // Onboarding shows no stored state, and the store already holds what it reads
    // (persistedState.ts), so redux-persist (its first pass walks every persisted slice) and
    // history's writer start after hydration, in a task of their own: the start's longest task
    // was theirs and boot's together.
    const afterHydration = () => {
      replayEarlyTaps();
      setTimeout(() => {
        persistStore(store);
        void loadHistoryPacker();
      });
    };
    setTimeout(() => {
      startTransition(
        () =>
          void hydrateRoot(
            container,
            <>
              {app}
              <AfterCommit effect={afterHydration} />
            </>,
          ),
      );
    });
  } else {
    // Another screen (a returning visitor, another page): the prerendered one was kept hidden
    // by the head script and goes; the app renders from scratch, as without a prerender.
    dropEarlyTaps();
    // At once: history's screens wait for it to be read (selectHistoryRead), which needs the persistor.
    persistStore(store);
    void loadHistoryPacker();
    container.replaceChildren();
    root.classList.remove(PRERENDER_HIDDEN_CLASS);
    // As a transition, like hydration above: the render yields every few milliseconds.
    const fresh = createRoot(container);
    startTransition(() => {
      fresh.render(app);
    });
  }
}

/** Starts the app in `container` (#root); a misconfigured build never gets here (validateConfig fails it). */
export function boot(container: HTMLElement): void {
  start(container);
  registerServiceWorker();
}
