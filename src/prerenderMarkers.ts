/**
 * What the build-time prerender (scripts/prerender.ts) writes into index.html and the browser
 * entry reads back. The onboarding key and path are read from their own modules.
 */

/** On `#root`: the path whose first screen the HTML holds (`/onboarding`). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/**
 * Set on `<html>` by the tiny head script when the app will show another screen (the visitor
 * has onboarded): the prerendered onboarding stays invisible instead of flashing by.
 */
export const PRERENDER_HIDDEN_CLASS = 'prerender-hidden';

/** On the head script: the app's scripts, space-separated, which it adds after the first frame. */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/**
 * Set on `window` by the head script: taps on the prerendered controls made before the app is
 * live are held there, and the app presses them again once it has hydrated (app/earlyTaps.ts).
 */
export const EARLY_TAPS_GLOBAL = '__ribbitEarlyTaps';

/** The prerendered controls whose taps are held: what a person can press on the first screen. */
export const EARLY_TAP_CONTROLS = 'button, a[href], summary';
