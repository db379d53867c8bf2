/**
 * One visitor, one key (issue 31, item 8): the per-minute limit took an IPv6 client as its /64, but
 * the refusal hold and the in-flight cap took each address apart, so a flood from one /64 (a host is
 * routinely given a whole one) had its refusals answered in 1 ms, never held, and as many requests in
 * work as it had addresses. Every per-visitor limit now keys on domain/visitorKey.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_MAX_IN_FLIGHT_PER_VISITOR } from '../../src/config/config';
import { visitorKey } from '../../src/domain/visitorKey';
import type { ErrorBody } from '../helpers/replyBodies';
import { buildChainlessApp, OPERATOR_HEADERS } from '../helpers/testApp';
import { useHungChain } from '../support/hungChain';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
const HOLD_MS = 300;
/** Addresses of one /64, each a new one. */
const inOne64 = (host: number) => `2001:db8:31:8:${host.toString(16)}::1`;

describe('the visitor key', () => {
  it('is an IPv4 address as is, an IPv6 address’s /64, and an IPv4-mapped address’s IPv4', () => {
    const cases: Array<[string, string]> = [
      ['203.0.113.7', '203.0.113.7'],
      ['2001:db8:31:8::1', '2001:db8:31:8::/64'],
      ['2001:DB8:31:8:ffff:1:2:3', '2001:db8:31:8::/64'],
      ['2001:0db8:0031:0008:0000:0000:0000:0001', '2001:db8:31:8::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['2001:db8:31:9::1', '2001:db8:31:9::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['::ffff:203.0.113.7', '203.0.113.7'],
      ['::ffff:cb00:7107', '203.0.113.7'],
      ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
    ];
    for (const [ip, key] of cases) assert.equal(visitorKey(ip), key, ip);
  });
});

describe('every per-visitor limit takes an IPv6 /64 as one visitor', () => {
  const hung = useHungChain();

  it('holds the refusals of a /64 that keeps asking from new addresses, as it holds one address’s', async () => {
    const app = await buildChainlessApp(hung.store(), { config: { historyRateLimit: { max: 2, windowMs: 60_000 }, refusalHoldMs: HOLD_MS } });
    try {
      const page = async (host: number) => {
        const started = performance.now();
        const reply = await app.inject({ url: `/api/history?wallet=${WALLET}`, remoteAddress: inOne64(host), headers: OPERATOR_HEADERS });
        return { status: reply.statusCode, ms: performance.now() - started };
      };
      assert.deepEqual([(await page(1)).status, (await page(2)).status], [200, 200]);
      assert.equal((await page(3)).status, 429, 'the per-minute limit counts the /64 as one');
      const again = await page(4);
      assert.equal(again.status, 429);
      assert.ok(again.ms >= HOLD_MS, `a further refusal from the same /64 was held ${Math.round(again.ms)} ms`);
      assert.equal(
        (await app.inject({ url: `/api/history?wallet=${WALLET}`, remoteAddress: '2001:db8:31:9::1', headers: OPERATOR_HEADERS })).statusCode,
        200,
        'the next /64 is another visitor',
      );
    } finally {
      await app.close();
    }
  });

  it(`lets a /64 have at most ${DEFAULT_MAX_IN_FLIGHT_PER_VISITOR} requests in work, whatever addresses they come from`, async () => {
    const app = await hung.buildApp();
    try {
      const post = (host: number) => app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: WALLET }, remoteAddress: inOne64(host) });
      const working = Array.from({ length: DEFAULT_MAX_IN_FLIGHT_PER_VISITOR }, (_, host) => post(host + 1));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const refused = await post(99);
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json<ErrorBody>().error.code, 'rate_limited');
      for (const reply of await Promise.all(working)) assert.equal(reply.statusCode, 503, 'the chain never answers');
    } finally {
      await app.close();
    }
  });
});
