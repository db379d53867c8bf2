import assert from 'node:assert/strict';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import helmet from 'helmet';
import { contentSecurityPolicy, securityHeaders } from '../../src/plugins/securityHeaders';
import { openStore, type Store } from '../../src/store';
import { buildChainlessApp } from '../helpers/testApp';

/** The CSP header as directive → sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  assert.equal(typeof header, 'string', 'a Content-Security-Policy header is sent');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let store: Store;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  });
  after(() => store.close());

  async function cspFor(csp: { recaptcha: boolean; analytics: boolean }) {
    const app = await buildChainlessApp(store, { config: { csp } });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      return { csp: directives(response.headers['content-security-policy']), headers: response.headers };
    } finally {
      await app.close();
    }
  }

  /** What helmet 8 itself sets for Ribbit's policy: the reference the headers set once at start are held to. */
  function helmetHeaders(csp: { recaptcha: boolean; analytics: boolean }): Record<string, string> {
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    helmet({ contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(csp) } })(request, response, () => undefined);
    return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
  }

  it('sets on every reply exactly the headers helmet sets for the same policy, with and without the Google keys', async () => {
    for (const csp of [
      { recaptcha: false, analytics: false },
      { recaptcha: true, analytics: false },
      { recaptcha: false, analytics: true },
      { recaptcha: true, analytics: true },
    ]) {
      const expected = helmetHeaders(csp);
      assert.deepEqual(securityHeaders(csp), expected, JSON.stringify(csp));
      const { headers } = await cspFor(csp);
      for (const [name, value] of Object.entries(expected)) assert.equal(headers[name], value, name);
    }
  });

  it('allows only our own origin, inline styles, https images and no Google hosts when no keys are set', async () => {
    const { csp, headers } = await cspFor({ recaptcha: false, analytics: false });
    assert.deepEqual(csp.get('default-src'), ["'self'"]);
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('style-src'), ["'self'", "'unsafe-inline'"]);
    assert.deepEqual(csp.get('img-src'), ["'self'", 'data:', 'https:']);
    assert.deepEqual(csp.get('font-src'), ["'self'", 'data:']);
    assert.deepEqual(csp.get('connect-src'), ["'self'"]);
    assert.deepEqual(csp.get('frame-src'), ["'none'"]);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.equal(csp.has('upgrade-insecure-requests'), false, 'plain http on localhost must keep working');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.ok(headers['x-frame-options']);
  });

  it('lets in reCAPTCHA scripts and frames, and GA scripts and beacons, when their keys are set', async () => {
    const { csp } = await cspFor({ recaptcha: true, analytics: true });
    assert.deepEqual(csp.get('script-src'), [
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://www.googletagmanager.com',
    ]);
    assert.deepEqual(csp.get('frame-src'), ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    assert.deepEqual(csp.get('connect-src'), ["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']);
  });

  it('lets in reCAPTCHA alone without opening analytics', async () => {
    const { csp } = await cspFor({ recaptcha: true, analytics: false });
    assert.deepEqual(csp.get('script-src'), ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    assert.deepEqual(csp.get('connect-src'), ["'self'"]);
  });
});
