/**
 * The refusal hold on a fake clock (plugins/refusals.ts): who is held, for how long, and that a
 * hold never outlives its use (the client going, the per-node cap, the app closing). The routes
 * stand in for app.ts: one with a rate limit whose handler blocks the visitor, as the rate
 * limit's errorResponseBuilder does.
 */
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { afterEach, describe, it } from 'node:test';
import { DEFAULT_REFUSAL_HOLD_MS } from '../../src/config/config';
import refusals, { type HoldClock } from '../../src/plugins/refusals';

const HOLD_MS = DEFAULT_REFUSAL_HOLD_MS;
/** The web app's first retry of a 429 comes this long after the answer (RETRY_BASE_DELAY_MS, src/api/api.ts). */
const WEB_APP_FIRST_RETRY_MS = 1_000;

function fakeClock() {
  let now = 1_000_000;
  const timers = new Set<{ at: number; done: () => void }>();
  const clock: HoldClock = {
    now: () => now,
    after(ms, done) {
      const timer = { at: now + ms, done };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of [...timers]) {
      if (timer.at <= now) {
        timers.delete(timer);
        timer.done();
      }
    }
  };
  return { clock, advance, pending: () => timers.size };
}

/** Lets the event loop run the work already queued (no wall-clock wait). */
const settle = () => new Promise((resolve) => setImmediate(resolve));
/** Waits, turn by turn, for `condition`; fails instead of hanging when it never comes. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let turn = 0; !condition(); turn += 1) {
    if (turn > 20_000) assert.fail(`never: ${what}`);
    await settle();
  }
}

async function holdApp(clock: HoldClock, maxHeld?: number) {
  const app = Fastify({ trustProxy: ['127.0.0.1'] });
  await app.register(refusals, { holdMs: HOLD_MS, clock, random: () => 0.5, ...(maxHeld === undefined ? {} : { maxHeld }) });
  const handled = { count: 0 };
  app.get('/work', { config: { rateLimit: { max: 1 } } }, async (request, reply) => {
    handled.count += 1;
    if (request.headers['x-over-limit'] === undefined) return { ok: true };
    app.refusals.block(request, 20_000);
    return reply.code(429).send({ error: { code: 'rate_limited', message: 'over' } });
  });
  return { app, handled };
}

/** An injected GET, and whether it has been answered yet. */
function get(app: FastifyInstance, visitor: string, overLimit = false) {
  const state = { answered: false };
  const response = app.inject({ url: '/work', headers: { 'x-forwarded-for': visitor, ...(overLimit ? { 'x-over-limit': '1' } : {}) } }).then((answer) => {
    state.answered = true;
    return answer;
  });
  return { response, state };
}

describe('the refusal hold', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('holds a repeat for 1–2 holds while other visitors are answered, and not a request paced like the web app', async () => {
    const time = fakeClock();
    ({ app } = await holdApp(time.clock));
    assert.equal((await get(app, '10.0.0.1', true).response).statusCode, 429, 'the rate limit refuses');

    const repeat = get(app, '10.0.0.1');
    await until(() => app?.refusals.held === 1, 'one request held');
    assert.equal((await get(app, '10.0.0.2').response).statusCode, 200, 'another visitor is answered during the hold');
    time.advance(HOLD_MS);
    await settle();
    assert.equal(repeat.state.answered, false, 'still held after one hold (random 0.5: 1.5 holds)');
    time.advance(HOLD_MS / 2);
    const held = await repeat.response;
    assert.equal(held.statusCode, 429);
    assert.equal(held.headers['retry-after'], '20', 'the wait as it stood when the request came');
    assert.equal(held.json<{ error: { message: string } }>().error.message, 'Too many requests from your address. Try again in 20 seconds.');
    assert.equal(app.refusals.held, 0);

    time.advance(WEB_APP_FIRST_RETRY_MS);
    const paced = get(app, '10.0.0.1');
    assert.equal((await paced.response).statusCode, 429, 'refused at once, the clock not moved');
    assert.equal(time.pending(), 0, 'no timer left');
  });

  it('ends a hold when its client goes: no reply, no route, no timer', async () => {
    const time = fakeClock();
    const built = await holdApp(time.clock);
    app = built.app;
    let sent = 0;
    app.addHook('onSend', (_request, _reply, payload, done) => {
      sent += 1;
      done(null, payload);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    assert.equal((await get(app, '10.0.0.3', true).response).statusCode, 429);
    const handledBefore = built.handled.count;
    const sentBefore = sent;

    let answered = false;
    const client = httpRequest({ port, host: '127.0.0.1', path: '/work', headers: { 'x-forwarded-for': '10.0.0.3' } });
    client.on('response', () => (answered = true));
    client.on('error', () => {});
    client.end();
    await until(() => app?.refusals.held === 1, 'one request held');
    assert.equal(time.pending(), 1);
    client.destroy();
    await until(() => app?.refusals.held === 0, 'the hold released');
    await settle();
    assert.equal(time.pending(), 0, 'the timer is cleared');
    assert.equal(sent, sentBefore, 'nothing is sent');
    assert.equal(built.handled.count, handledBefore, 'the route does not run');
    assert.equal(answered, false);
  });

  it('answers at once past the cap of requests held', async () => {
    const time = fakeClock();
    ({ app } = await holdApp(time.clock, 2));
    await get(app, '10.0.0.4', true).response;
    const first = get(app, '10.0.0.4');
    const second = get(app, '10.0.0.4');
    await until(() => app?.refusals.held === 2, 'two requests held');
    const third = await get(app, '10.0.0.4').response;
    assert.equal(third.statusCode, 429, 'past the cap: refused at once, the clock not moved');
    assert.equal(app.refusals.held, 2);
    assert.equal(first.state.answered || second.state.answered, false);
    time.advance(2 * HOLD_MS);
    assert.deepEqual([(await first.response).statusCode, (await second.response).statusCode], [429, 429]);
  });

  it('answers every held request when the app closes, so none delays a shutdown', async () => {
    const time = fakeClock();
    ({ app } = await holdApp(time.clock));
    await get(app, '10.0.0.5', true).response;
    const held = get(app, '10.0.0.5');
    await until(() => app?.refusals.held === 1, 'one request held');
    await app.close();
    assert.equal((await held.response).statusCode, 429, 'answered without the clock moving');
    assert.equal(time.pending(), 0);
    app = undefined;
  });
});
