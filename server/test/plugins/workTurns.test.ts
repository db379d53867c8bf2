/**
 * Heavy work takes turns across the node (issue 31, item 2): whale history pages from twenty visitors,
 * each within its own limits, kept the event loop so busy that no one else was answered for 17–28 s.
 * A route with `workTurns` runs at most its slots at once; the others wait their fair turn between
 * visitors, and a request whose turn would come too late is answered 503 busy at once.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import errors from '../../src/plugins/errors';
import workTurns, { WORK_PATIENCE_MS } from '../../src/plugins/workTurns';
import type { ErrorBody } from '../helpers/replyBodies';

/** An app whose one route does "work" that ends when the test says so, one request at a time. */
async function appWithOneSlot() {
  const started: string[] = [];
  const finish: Array<() => void> = [];
  const app = Fastify();
  await app.register(errors);
  await app.register(workTurns);
  app.get<{ Querystring: { name: string } }>('/work', { config: { workTurns: { slots: 1 } } }, async (request) => {
    started.push(request.query.name);
    await new Promise<void>((resolve) => finish.push(resolve));
    return { done: request.query.name };
  });
  await app.ready();
  const ask = (name: string, visitor: string) => app.inject({ url: `/work?name=${name}`, remoteAddress: visitor });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { app, started, finish, ask, settle };
}

describe('work turns', () => {
  it('runs one request at a time, and a visitor that has asked for nothing lately goes ahead of another’s backlog', async () => {
    const { app, started, finish, ask, settle } = await appWithOneSlot();
    try {
      const answers = [ask('a1', '10.0.0.1'), ask('a2', '10.0.0.1'), ask('a3', '10.0.0.1')];
      await settle();
      answers.push(ask('b1', '10.0.0.2'));
      await settle();
      assert.deepEqual(started, ['a1'], 'one at a time');
      for (let turn = 0; turn < 4; turn++) {
        finish.shift()?.();
        await settle();
      }
      assert.deepEqual(started, ['a1', 'b1', 'a2', 'a3']);
      for (const answer of await Promise.all(answers)) assert.equal(answer.statusCode, 200);
    } finally {
      await app.close();
    }
  });

  it(`answers 503 busy with Retry-After at once when a request's turn would come past ${WORK_PATIENCE_MS} ms`, async () => {
    const { app, finish, ask, settle } = await appWithOneSlot();
    try {
      const answered: LightMyRequestResponse[] = [];
      // Before any work was timed, a turn is guessed at 50 ms: 40 waiters fit in 2 s behind the one working.
      const answers = Array.from({ length: 46 }, (_, index) => ask(`r${index}`, `10.0.1.${index}`).then((reply) => answered.push(reply)));
      await settle();
      assert.equal(answered.length, 5, 'the five that would wait too long are answered at once');
      for (const reply of answered) {
        assert.equal(reply.statusCode, 503);
        assert.equal(reply.headers['retry-after'], '2');
        assert.equal(reply.json<ErrorBody>().error.code, 'busy');
        assert.match(reply.json<ErrorBody>().error.message, /try again in 2 seconds/);
      }
      const waiting = () => answered.length < 46;
      while (waiting()) {
        finish.shift()?.();
        await settle();
      }
      await Promise.all(answers);
      assert.equal(answered.filter((reply) => reply.statusCode === 200).length, 41);
    } finally {
      await app.close();
    }
  });
});
