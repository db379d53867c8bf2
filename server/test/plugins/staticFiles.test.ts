import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CHAIN_ICONS_DIR, ICONS_DIR, NOT_BUILT_MESSAGE } from '../../src/plugins/staticFiles';
import { openStore, type Store } from '../../src/store';
import { buildChainlessApp } from '../helpers/testApp';
import type { ErrorBody } from '../helpers/replyBodies';

const INDEX_HTML = '<!doctype html><title>Ribbit</title><div id="root"></div><script defer src="/main.3f2a9c81d0.js"></script>';

function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ribbit-dist-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'main.3f2a9c81d0.js'), 'console.log("ribbit")');
  // What scripts/precompress.ts writes beside a bundle.
  writeFileSync(path.join(dir, 'main.3f2a9c81d0.js.br'), brotliCompressSync('console.log("ribbit")'));
  writeFileSync(path.join(dir, 'main.3f2a9c81d0.js.gz'), gzipSync('console.log("ribbit")'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', '314.cf59a98e.chunk.js'), 'chunk');
  mkdirSync(path.join(dir, 'fonts'));
  writeFileSync(path.join(dir, 'fonts', 'press-start.woff2'), 'font');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

describe('the built app and token icons', () => {
  let store: Store;
  let app: FastifyInstance;

  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildChainlessApp(store, { config: { distDir: makeDist() } });
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  it('serves index.html at / without letting browsers keep a stale copy', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, INDEX_HTML);
    assert.match(String(response.headers['content-type']), /text\/html/);
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  it('answers every app route with index.html, so a reload on /settings or /history/{id} works', async () => {
    for (const url of ['/settings', '/history/3d9b0f0e-1c1b-4f43-9d2e-6f1f7b8f2a11', '/onboarding', '/some/unknown/page?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, INDEX_HTML, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
  });

  it('caches hashed bundles for a year and revalidates unhashed files', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/main.3f2a9c81d0.js' });
    assert.equal(bundle.statusCode, 200);
    assert.equal(bundle.headers['cache-control'], 'public, max-age=31536000, immutable');
    const chunk = await app.inject({ method: 'GET', url: '/assets/314.cf59a98e.chunk.js' });
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    assert.equal(favicon.statusCode, 200);
    assert.equal(favicon.headers['cache-control'], 'public, max-age=0, must-revalidate');
  });

  it('sends the precompressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const br = await app.inject({ url: '/main.3f2a9c81d0.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), 'console.log("ribbit")');
    const gz = await app.inject({ url: '/main.3f2a9c81d0.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), 'console.log("ribbit")');
    const plain = await app.inject({ url: '/main.3f2a9c81d0.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, 'console.log("ribbit")');
  });

  it('answers a missing file with a 404, not with the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/main.00000000.js' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json<ErrorBody>().error.code, 'not_found');
  });

  it('serves token icons from cryptocurrency-icons and 404s an unknown one', async () => {
    const icon = await app.inject({ method: 'GET', url: '/icons/eth.svg' });
    assert.equal(icon.statusCode, 200);
    assert.match(String(icon.headers['content-type']), /image\/svg\+xml/);
    assert.equal(icon.body, readFileSync(path.join(ICONS_DIR, 'eth.svg'), 'utf8'));
    const unknown = await app.inject({ method: 'GET', url: '/icons/not-a-token.svg' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json<ErrorBody>().error.code, 'not_found');
  });

  it('serves chain icons from /icons/chains/, ahead of the token icons under /icons/', async () => {
    for (const chainId of [1, 10, 137, 8453, 42161]) {
      const icon = await app.inject({ method: 'GET', url: `/icons/chains/${chainId}.svg` });
      assert.equal(icon.statusCode, 200, `chain ${chainId}`);
      assert.match(String(icon.headers['content-type']), /image\/svg\+xml/);
      assert.equal(icon.headers['cache-control'], 'public, max-age=86400');
      assert.equal(icon.body, readFileSync(path.join(CHAIN_ICONS_DIR, `${chainId}.svg`), 'utf8'));
    }
    // The token icons under the shorter prefix still answer.
    assert.equal((await app.inject({ method: 'GET', url: '/icons/eth.svg' })).statusCode, 200);
  });

  it('404s a chain id with no icon instead of falling through to a token icon or the app', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/icons/chains/31337.svg' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json<ErrorBody>().error.code, 'not_found');
    // A token icon's name under the chain prefix is not served from cryptocurrency-icons.
    assert.equal((await app.inject({ method: 'GET', url: '/icons/chains/eth.svg' })).statusCode, 404);
  });

  it('never answers an API path with the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json<ErrorBody>().error.code, 'not_found');
  });
});

describe('when the app is not built', () => {
  it('still answers the API, and pages say to run npm run build', async () => {
    const store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    const app = await buildChainlessApp(store, { config: { distDir: path.join(tmpdir(), 'ribbit-no-such-dist') } });
    try {
      const page = await app.inject({ method: 'GET', url: '/' });
      assert.equal(page.statusCode, 503);
      assert.equal(page.body, NOT_BUILT_MESSAGE);
      assert.match(page.body, /npm run build/);
      assert.equal((await app.inject({ method: 'GET', url: '/settings' })).body, NOT_BUILT_MESSAGE);
      assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
      assert.equal((await app.inject({ method: 'GET', url: '/icons/btc.svg' })).statusCode, 200);
    } finally {
      await app.close();
      await store.close();
    }
  });
});
