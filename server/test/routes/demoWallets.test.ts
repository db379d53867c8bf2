/**
 * GET /api/demo-wallets: what the app offers as examples to tap. The local chains' wallets when
 * the service runs them (start.ts passes them; server/test/start.test.ts reads them from a real
 * start), none when it reads real chains.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DemoWalletsReplySchema } from '../../../contract';
import { openStore, type Store } from '../../src/store';
import { buildChainlessApp } from '../helpers/testApp';

const WHALE = { label: 'Whale', address: '0x4444444444444444444444444444444444444444', ensName: 'whale.eth', description: 'Every token on the list.' };

describe('GET /api/demo-wallets', () => {
  let store: Store;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  });
  after(async () => {
    await store.close();
  });

  it('lists the demo wallets it was given, revalidated on every use', async () => {
    const app = await buildChainlessApp(store, { demoWallets: [WHALE] });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/demo-wallets' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.deepEqual(response.json(), { data: { wallets: [WHALE] } });
    } finally {
      await app.close();
    }
  });

  it('lists none on real chains (no demo wallets given)', async () => {
    const app = await buildChainlessApp(store);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/demo-wallets' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { data: { wallets: [] } });
    } finally {
      await app.close();
    }
  });

  it('is in the OpenAPI document with its reply schema', async () => {
    const app = await buildChainlessApp(store);
    try {
      const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
        paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
      }>();
      assert.deepEqual(
        document.paths['/api/demo-wallets'].get.responses['200'].content['application/json'].schema,
        JSON.parse(JSON.stringify(DemoWalletsReplySchema)),
      );
    } finally {
      await app.close();
    }
  });
});
