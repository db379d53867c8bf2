/**
 * Third step of `npm run build`, after the prerender (so index.html is final): Workbox's
 * generateSW writes dist/sw.js, the service worker that lets Ribbit open offline (docs/web.md
 * "Offline"). It precaches the app shell (index.html, the head script, the manifest and icon,
 * the font) and every route's and view's chunk, each with its content hash as revision: a new
 * build is a new precache, which installs beside the old one, takes over at once (skipWaiting,
 * clientsClaim) and deletes the old one. Pages are answered with the precached index.html, which
 * the app routes itself. The API (/api/…) has no route: it always goes to the network, never stale.
 * The Workbox runtime is inlined into sw.js: nothing is fetched from a CDN.
 */
import path from 'node:path';
import { generateSW } from 'workbox-build';

const dist = path.resolve(__dirname, '..', 'dist');

async function main(): Promise<void> {
  const { count, size, warnings } = await generateSW({
    swDest: path.join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: ['**/*.{html,js,woff2,svg,png,webmanifest}'],
    // Source maps and the .br/.gz copies are never asked for by the app.
    globIgnores: ['**/*.map', 'sw.js'],
    // webpack's hashed names (assets/main.1a2b3c4d.js) are their own revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
    cacheId: 'ribbit',
    navigateFallback: '/index.html',
    // API calls are never answered from a cache; nor are the service's own files below.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/icons\//],
    // Token and chain icons (served by the service) are kept as met, so saved entries show them offline.
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/icons/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'ribbit-icons', expiration: { maxEntries: 400 } },
      },
    ],
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  });
  for (const warning of warnings) console.warn(warning);
  console.log(`Service worker: dist/sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KiB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
