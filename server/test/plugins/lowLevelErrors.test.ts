/**
 * Errors raised below the routes, on a real socket (issue 20, items 2 and 10): stalled
 * uploads and partial headers are cut promptly, hold no rate-limit slot, and every such
 * answer has the API's error body and the same security headers as a route's reply.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, TIMEOUT_CHECK_INTERVAL_MS } from '../../src/plugins/lowLevelErrors';
import { securityHeaders } from '../../src/plugins/securityHeaders';
import { openStore, type Store } from '../../src/store';
import { buildChainlessApp } from '../helpers/testApp';

const CSP = { recaptcha: false, analytics: false };

interface RawAnswer {
  statusCode: number;
  headers: Map<string, string>;
  body: string;
  /** From the first byte written to the socket's close. */
  closedAfterMs: number;
}

/** Writes `chunks` on a new connection (each after the one before), then waits for the server to answer and close. */
function rawRequest(port: number, chunks: string[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = performance.now();
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = received.split('\r\n\r\n');
      const [status, ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ statusCode: Number(status.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), closedAfterMs: performance.now() - started });
    });
    for (const chunk of chunks) socket.write(chunk);
  });
}

function assertContract(answer: RawAnswer, statusCode: number, code: string): void {
  assert.equal(answer.statusCode, statusCode, answer.body);
  assert.equal((JSON.parse(answer.body) as { error: { code: string } }).error.code, code);
  assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8');
  for (const [name, value] of Object.entries(securityHeaders(CSP))) assert.equal(answer.headers.get(name), value, name);
}

// The tests share nothing but the app, so they run at once: the two stalls wait out their time-outs together.
describe('errors below the routes', { concurrency: true }, () => {
  let store: Store;
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildChainlessApp(store, { config: { csp: CSP, rateLimit: { max: 3, windowMs: 60_000 } } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  it("sends a route's own security headers, exactly as listed for the raw answers", async () => {
    const reply = await app.inject({ url: '/api/health' });
    for (const [name, value] of Object.entries(securityHeaders(CSP))) assert.equal(reply.headers[name], value, name);
  });

  it(`cuts a stalled upload after ${REQUEST_TIMEOUT_MS / 1000} s with a 408, and three of them hold none of a visitor's 3 slots`, async () => {
    const stalled = () =>
      rawRequest(port, [`POST /api/recommendations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"wallet":`]);
    const stalls = [stalled(), stalled(), stalled()];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const whole = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: 'not a wallet' }, remoteAddress: '127.0.0.1' });
    assert.equal(whole.statusCode, 400, 'the whole request is judged, not refused for the stalled ones');
    for (const answer of await Promise.all(stalls)) {
      assertContract(answer, 408, 'request_timeout');
      assert.ok(answer.closedAfterMs < REQUEST_TIMEOUT_MS + TIMEOUT_CHECK_INTERVAL_MS + 1_000, `closed after ${answer.closedAfterMs} ms`);
    }
  });

  it(`cuts partial headers after ${HEADERS_TIMEOUT_MS / 1000} s with a 408`, async () => {
    const answer = await rawRequest(port, ['GET /api/health HTTP/1.1\r\nHost: x\r\n']);
    assertContract(answer, 408, 'request_timeout');
    assert.ok(answer.closedAfterMs < HEADERS_TIMEOUT_MS + TIMEOUT_CHECK_INTERVAL_MS + 1_000, `closed after ${answer.closedAfterMs} ms`);
  });

  it('answers a 20 KB header 431, and a bad, duplicate or chunked Content-Length 400', async () => {
    assertContract(await rawRequest(port, [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]), 431, 'headers_too_large');
    const post = (headers: string) => rawRequest(port, [`POST /api/recommendations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}\r\n{}`]);
    assertContract(await post('Content-Length: abc\r\n'), 400, 'bad_request');
    assertContract(await post('Content-Length: 2\r\nContent-Length: 3\r\n'), 400, 'bad_request');
    assertContract(await post('Content-Length: 2\r\nTransfer-Encoding: chunked\r\n'), 400, 'bad_request');
  });

  it('answers an HTTP/1.1 request without Host 400 with the JSON body and headers, and serves HTTP/1.0 without one (issue 31, item 10)', async () => {
    const answer = await rawRequest(port, ['GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n']);
    assertContract(answer, 400, 'bad_request');
    assert.equal((JSON.parse(answer.body) as { error: { message: string } }).error.message, 'An HTTP/1.1 request needs a Host header.');
    const old = await rawRequest(port, ['GET /api/health HTTP/1.0\r\n\r\n']);
    assert.equal(old.statusCode, 200, 'HTTP/1.0 has no Host header to require');
  });

  it('answers a URL that is not valid percent-encoding 400 bad_url', async () => {
    const reply = await app.inject({ url: '/%ff' });
    assert.equal(reply.statusCode, 400);
    assert.equal(reply.json<{ error: { code: string } }>().error.code, 'bad_url');
    for (const [name, value] of Object.entries(securityHeaders(CSP))) assert.equal(reply.headers[name], value, name);
  });

  it('gives a 403 its own code', async () => {
    const reply = await app.inject({ url: '/icons/..%5cx' });
    assert.equal(reply.statusCode, 403);
    assert.equal(reply.json<{ error: { code: string } }>().error.code, 'forbidden');
    assert.equal(reply.headers['x-content-type-options'], 'nosniff');
  });
});
