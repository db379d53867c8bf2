/**
 * The built web app (dist/) with SPA fallback, token icons at /icons/* and chain icons at
 * /icons/chains/*.
 * When the app is not built the API still works and pages explain what to run.
 */
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** webpack names bundles with a content hash, so a given URL never changes content. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
const ONE_YEAR_S = 31_536_000;
const ONE_DAY_S = 86_400;
export const NOT_BUILT_MESSAGE =
  'The Ribbit web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload this page. The API under /api works already.';

export const ICONS_DIR = path.join(path.dirname(require.resolve('cryptocurrency-icons/package.json')), 'svg', 'color');
/** Ribbit's own pixel icons, one per shipped chain id (`{chainId}.svg`), plus `generic.svg`. */
export const CHAIN_ICONS_DIR = path.resolve(__dirname, '../../assets/chain-icons');

function iconCacheHeaders(response: SetHeadersResponse): void {
  response.setHeader('cache-control', `public, max-age=${ONE_DAY_S}`);
}

function cacheHeadersFor(response: SetHeadersResponse, filePath: string): void {
  if (path.basename(filePath) === 'index.html') response.setHeader('cache-control', 'no-cache');
  else if (HASHED_ASSET.test(path.basename(filePath))) response.setHeader('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`);
  else response.setHeader('cache-control', 'public, max-age=0, must-revalidate');
}

/** A GET for a page of the app, not for a file (no extension in the last segment) nor for the API. */
function isAppPage(url: string): boolean {
  const pathname = url.split('?', 1)[0];
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return !path.posix.basename(pathname).includes('.');
}

const staticFiles: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    // preCompressed: the .br / .gz copies `npm run build` writes beside each file (scripts/precompress.ts).
    await app.register(fastifyStatic, { root: distDir, cacheControl: false, setHeaders: cacheHeadersFor, preCompressed: true });
  }
  await app.register(fastifyStatic, { root: ICONS_DIR, prefix: '/icons/', decorateReply: false, cacheControl: false, setHeaders: iconCacheHeaders });
  // The router matches the longer static prefix first, so /icons/chains/* never reaches the
  // token icons, and a chain id with no file is a 404 (the app then shows the chain's name only).
  await app.register(fastifyStatic, {
    root: CHAIN_ICONS_DIR,
    prefix: '/icons/chains/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: iconCacheHeaders,
  });

  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppPage(request.url)) {
      if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    return reply.code(404).send({ error: { code: 'not_found', message: `Nothing at ${request.method} ${request.url.split('?', 1)[0]}.` } });
  });
};

export default fp(staticFiles, { name: 'static-files' });
