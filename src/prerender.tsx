// bootApp first, as in boot.tsx: the styled components must be defined in the same order.
import { App, bootApp } from './app/App';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { paths } from './config/paths';
import { onboardingStorage } from './features/onboarding/onboardingStorage';

/**
 * Build-time entry (webpack's `prerender` config, target node; run by scripts/prerender.ts):
 * renders a first visit's first screen to HTML and its styles, so the page shows it before any
 * script has loaded. Only onboarding: every first visit lands there, and it shows no stored
 * state. The input view shows the visitor's own allowance, which the build cannot know.
 */
export const PRERENDERED_PATH = paths.onboarding.path;
/** Where the head script looks for the onboarding flag (see scripts/prerender.ts). */
export const ONBOARDING_KEY = onboardingStorage.key;

/** localStorage of a first visit: empty, and it forgets what is written. */
const emptyStorage: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

export interface Prerendered {
  /** The markup that goes inside `#root`. */
  html: string;
  /** styled-components' `<style data-styled>` tags for the head. */
  styleTags: string;
}

export { appIconSvg } from './appIcon';

export async function prerenderFirstScreen(): Promise<Prerendered> {
  const { services, store } = bootApp(emptyStorage);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={PRERENDERED_PATH}>{children}</StaticRouter>;
  const sheet = new ServerStyleSheet();
  try {
    // prerenderToNodeStream waits for the lazy onboarding route, where renderToString would
    // write its empty fallback.
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(<App store={store} services={services} Router={Router} />));
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
