import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_RETRY_AFTER_MS, retryAfterMs } from '../../../src/chains/transport/retryAfter';

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

describe('reading Retry-After', () => {
  it('reads whole seconds', () => {
    assert.equal(retryAfterMs('120', NOW), 120_000);
    assert.equal(retryAfterMs(' 0 ', NOW), 0);
  });

  it('reads an HTTP date as the time left until it, never negative', () => {
    assert.equal(retryAfterMs('Mon, 23 Nov 2026 10:01:30 GMT', NOW), 90_000);
    assert.equal(retryAfterMs('Mon, 23 Nov 2026 09:00:00 GMT', NOW), 0);
  });

  it('backs off a minute when the header is missing or unreadable', () => {
    assert.equal(retryAfterMs(null, NOW), DEFAULT_RETRY_AFTER_MS);
    assert.equal(retryAfterMs('soon', NOW), DEFAULT_RETRY_AFTER_MS);
    assert.equal(retryAfterMs('-5', NOW), DEFAULT_RETRY_AFTER_MS);
  });
});
