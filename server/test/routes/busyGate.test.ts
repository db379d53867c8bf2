/**
 * A crowd at a chain's request budget (issue 31, item 2): the gate's queue grew without bound, and a
 * visitor waited 18 s for a turn with no answer meanwhile. A visitor whose turn would come more than
 * 2 s away is now answered at once: 503 busy, with the seconds to wait.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ErrorBody } from '../helpers/replyBodies';
import { useHungChain } from '../support/hungChain';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
/** Three turns at one request a second, served at 90 %: what a visitor waits at most (requestGate.ts). */
const PATIENCE_MS = 3_334;

describe('a crowd at the chain’s request gate', () => {
  const hung = useHungChain();

  it('answers the visitors whose turn would come past the gate’s patience 503 busy with Retry-After, at once', async () => {
    // One request a second: a turn every 1.1 s, and a visitor waits three turns (3.3 s) at most.
    const app = await hung.buildApp({ maxRps: 1 });
    try {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 10 }, async (_, visitor) => {
          const reply = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: WALLET }, remoteAddress: `10.0.2.${visitor}` });
          return { reply, ms: performance.now() - started };
        }),
      );
      const busy = answers.filter(({ reply }) => reply.json<ErrorBody>().error.code === 'busy');
      assert.equal(busy.length, 7, 'three visitors fit in the queue');
      for (const { reply, ms } of busy) {
        assert.equal(reply.statusCode, 503);
        assert.equal(reply.headers['retry-after'], '4');
        assert.match(reply.json<ErrorBody>().error.message, /many visitors.*try again in 4 seconds/);
        // Refused as soon as its turn cannot come in time, not after waiting out its patience. On a loaded
        // machine the ten requests reach the gate over a second or two, and a later one may push the
        // crowd's last waiter out (fairQueue.test.ts checks that order): so the bound is the patience.
        assert.ok(ms < PATIENCE_MS, `answered after ${Math.round(ms)} ms`);
      }
      const waited = answers.filter(({ reply }) => reply.json<ErrorBody>().error.code !== 'busy');
      assert.ok(
        waited.every(({ reply }) => reply.json<ErrorBody>().error.code === 'chain_unavailable'),
        'the node never answers the others',
      );
    } finally {
      await app.close();
    }
  });
});
