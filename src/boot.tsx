/**
 * The app's start in the browser (see index.tsx): the store with the persisted state, the
 * onboarding redirect, then hydration of the prerendered screen or a render from scratch.
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
  persistStore(store);
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
    setTimeout(() => {
      startTransition(
        () =>
          void hydrateRoot(
            container,
            <>
              {app}
              <AfterCommit effect={replayEarlyTaps} />
            </>,
          ),
      );
    });
  } else {
    // Another screen (a returning visitor, another page): the prerendered one was kept hidden
    // by the head script and goes; the app renders from scratch, as without a prerender.
    dropEarlyTaps();
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
  // History's writer is a chunk of its own (not needed for the first screen); until it is here, entries are written unpacked.
  void loadHistoryPacker();
}
