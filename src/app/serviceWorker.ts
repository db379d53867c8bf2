/** The service worker's URL (written by scripts/serviceWorker.ts into dist/). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker that keeps the app shell and every chunk on the device, so
 * history opens offline (docs/web.md "Offline"). Production builds only: the dev server has no
 * sw.js, and a worker caching a development build would serve stale code while editing. After the
 * page has loaded, so it never competes with the first screen.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, an old one) runs the app online as before.
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
