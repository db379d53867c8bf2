/**
 * One visitor has at most 4 requests in work at once (issue 20, item 1: a flood of one visitor
 * must not starve the others). The chain is a node that accepts and never answers, so each
 * request stays in work for the RPC time-out.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_MAX_IN_FLIGHT_PER_VISITOR } from '../../src/config/config';
import type { ErrorBody } from '../helpers/replyBodies';
import { useHungChain } from '../support/hungChain';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('requests in work per visitor', () => {
  const hung = useHungChain();

  it(`refuses a visitor's request past ${DEFAULT_MAX_IN_FLIGHT_PER_VISITOR} in work at once with 429, at once, and not another visitor's`, async () => {
    const app = await hung.buildApp();
    try {
      const post = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: WALLET }, remoteAddress });
      const working = Array.from({ length: DEFAULT_MAX_IN_FLIGHT_PER_VISITOR }, () => post('10.0.0.1'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      const refused = await post('10.0.0.1');
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.headers['retry-after'], '1');
      assert.equal(refused.json<ErrorBody>().error.code, 'rate_limited');
      assert.ok(performance.now() - started < 500, 'refused at once, not after the others');
      const other = post('10.0.0.2');
      for (const response of await Promise.all(working)) assert.equal(response.statusCode, 503, 'the chain never answers');
      assert.equal((await other).statusCode, 503, 'another visitor is served as usual');
      assert.equal((await post('10.0.0.1')).statusCode, 503, 'its slots are free again once answered');
    } finally {
      await app.close();
    }
  });
});
