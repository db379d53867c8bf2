/**
 * A new answer's reply (store/brotliBody.ts) is sent to a client that accepts brotli as the bytes the
 * PGlite store keeps, rather than compressed a second time; other clients get gzip or the plain body,
 * as for any JSON reply.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import compression from '../../src/plugins/compression';
import { answerBody, type AnswerBody } from '../../src/store/brotliBody';

const JSON_TEXT = JSON.stringify({ overview: 'Sell 76% of it, 90.8 ETH, for GUSD ($308,550). '.repeat(300) });
const REPLY_TEXT = `{"data":${JSON_TEXT}}`;

/** An app answering as POST /recommendations does: the answer's reply, as made by the service. */
async function appAnswering(body: AnswerBody) {
  const app = Fastify();
  await app.register(compression);
  app.post('/answer', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body.reply));
  return app;
}

describe('a new answer on the wire', () => {
  it('reaches a browser as the very bytes the store keeps, not compressed again', async () => {
    const body = answerBody(JSON_TEXT);
    const stored = body.brotli(); // as the PGlite store does on saving it
    const app = await appAnswering(body);
    const reply = await app.inject({ method: 'POST', url: '/answer', headers: { 'accept-encoding': 'br, gzip' } });
    await app.close();
    assert.equal(reply.headers['content-encoding'], 'br');
    assert.equal(reply.headers.vary, 'accept-encoding');
    assert.ok(reply.rawPayload.equals(stored), 'the stored bytes');
    // What the wire's own brotli (quality 4) would have made instead: other bytes, so the test tells them apart.
    const again = brotliCompressSync(body.reply, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    assert.ok(!again.equals(stored));
    assert.equal(brotliDecompressSync(reply.rawPayload).toString('utf8'), REPLY_TEXT);
  });

  it('is compressed once for the wire where no store compressed it (PostgreSQL)', async () => {
    const body = answerBody(JSON_TEXT);
    const app = await appAnswering(body);
    const reply = await app.inject({ method: 'POST', url: '/answer', headers: { 'accept-encoding': 'br' } });
    await app.close();
    assert.ok(reply.rawPayload.equals(body.brotli()), 'the answer’s own brotli, kept for the next asker');
    assert.equal(brotliDecompressSync(reply.rawPayload).toString('utf8'), REPLY_TEXT);
  });

  it('is gzipped for a client that takes only gzip, and sent plain to one that asks for neither', async () => {
    const app = await appAnswering(answerBody(JSON_TEXT));
    const gzipped = await app.inject({ method: 'POST', url: '/answer', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzipped.rawPayload).toString('utf8'), REPLY_TEXT);
    const plain = await app.inject({ method: 'POST', url: '/answer' });
    await app.close();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, REPLY_TEXT);
  });
});
