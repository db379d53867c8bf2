/**
 * Idle connections and the connection cap (issue 31, item 6): an idle kept-alive connection stayed
 * open 72.9 s (Fastify's default, where the docs said 5 s), and with no cap 20,000 of them used up
 * the node's file descriptors, so every real request failed.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { IDLE_CONNECTION_CLOSED_WITHIN_MS, KEEP_ALIVE_TIMEOUT_MS } from '../../src/config/connections';
import { openStore, type Store } from '../../src/store';
import { buildChainlessApp } from '../helpers/testApp';

const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: ribbit.test\r\n\r\n';

interface Connection {
  socket: Socket;
  /** Resolves with the first reply's text, or '' when the server closed the connection without one. */
  reply: Promise<string>;
  /** Resolves with performance.now() when the connection closes. */
  closed: Promise<number>;
}

function open(port: number, request = HEALTH): Connection {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      resolve(performance.now());
    }),
  );
  const reply = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      // The health answer is small: its headers and body come whole, and its length is known.
      const [head, body = ''] = text.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head);
      if (length && body.length >= Number(length[1])) resolve(text);
    });
    socket.once('close', () => {
      resolve(text);
    });
  });
  socket.on('error', () => undefined);
  socket.once('connect', () => socket.write(request));
  return { socket, reply, closed };
}

describe('connections', () => {
  let store: Store;
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildChainlessApp(store, { config: { maxConnections: 3 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  it(`closes an idle kept-alive connection within ${IDLE_CONNECTION_CLOSED_WITHIN_MS / 1000} s of its last reply, and says when`, async () => {
    const connection = open(port);
    const reply = await connection.reply;
    const answeredAt = performance.now();
    assert.match(reply, /^HTTP\/1\.1 200/);
    assert.match(reply, new RegExp(`keep-alive: timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`, 'i'));
    const closedAt = await Promise.race([
      connection.closed,
      new Promise<number>((resolve) =>
        setTimeout(() => {
          resolve(Infinity);
        }, IDLE_CONNECTION_CLOSED_WITHIN_MS + 2_000),
      ),
    ]);
    connection.socket.destroy();
    const idle = closedAt - answeredAt;
    // A timer may fire a little late on a loaded machine: 250 ms of slack.
    assert.ok(idle >= KEEP_ALIVE_TIMEOUT_MS - 250 && idle <= IDLE_CONNECTION_CLOSED_WITHIN_MS + 250, `closed ${Math.round(idle)} ms after the reply`);
  });

  it('holds at most MAX_CONNECTIONS at once: past it a new connection is closed unanswered, and served again once one goes', async () => {
    const held = [open(port), open(port), open(port)];
    for (const connection of held) assert.match(await connection.reply, /^HTTP\/1\.1 200/);
    const extra = open(port);
    assert.equal(await extra.reply, '', 'closed without a reply');
    held[0].socket.destroy();
    await held[0].closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = open(port);
    assert.match(await next.reply, /^HTTP\/1\.1 200/);
    for (const connection of [...held, next]) connection.socket.destroy();
  });
});
