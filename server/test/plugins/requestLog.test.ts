/**
 * One log line per answered request, and none at info for a refusal (429): a flood is refused a
 * thousand times a second, and each info line costs the event loop the other visitors wait on.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { openStore, type Store } from '../../src/store';
import { buildChainlessApp, OPERATOR_HEADERS } from '../helpers/testApp';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** pino's levels: 20 debug, 30 info. */
const INFO = 30;

describe('request log', () => {
  let store: Store;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  });
  after(() => store.close());

  it('writes one info line per answered request, with the client’s address, and a 429 only at debug', async () => {
    const lines: LogLine[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString('utf8')
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as LogLine),
        );
        done();
      },
    });
    const app = await buildChainlessApp(store, {
      logger: { level: 'info', stream },
      config: { historyRateLimit: { max: 1, windowMs: 60_000 }, trustProxy: ['10.0.0.7'] },
    });
    try {
      const get = () =>
        app.inject({ url: `/api/history?wallet=${WALLET}`, remoteAddress: '10.0.0.7', headers: { ...OPERATOR_HEADERS, 'x-forwarded-for': '203.0.113.9' } });
      assert.equal((await get()).statusCode, 200);
      assert.equal((await get()).statusCode, 429);
      const requestLines = lines.filter((line) => line.req !== undefined || line.msg.startsWith('request'));
      assert.deepEqual(
        requestLines.map((line) => [
          line.level,
          line.msg,
          line.req?.method,
          line.req?.url,
          line.req?.remoteAddress,
          line.res?.statusCode,
          typeof line.responseTime,
        ]),
        [[INFO, 'request completed', 'GET', `/api/history?wallet=${WALLET}`, '203.0.113.9', 200, 'number']],
      );
    } finally {
      await app.close();
    }
  });
});
