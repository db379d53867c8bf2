import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Address } from 'viem';
import { tokenKey, type TokenInfo } from '../../src/domain/types';
import { PriceError, type PriceReading, type PriceSource } from '../../src/prices/priceSource';
import { DEFAULT_PRICE_CACHE_TTL_MS, withReadingCache } from '../../src/prices/readingCache';

const token = (symbol: string, address: Address, chainId = 1): TokenInfo => ({ chainId, address, symbol, name: symbol, decimals: 18 });
const LINK = token('LINK', '0x1111111111111111111111111111111111111111');
const UNI = token('UNI', '0x2222222222222222222222222222222222222222');
const UNI_ON_BASE = token('UNI', '0x2222222222222222222222222222222222222222', 8453);

const ok = (priceUsd: number): PriceReading => ({ status: 'ok', history: { priceUsd, updatedAt: 1, dailyCloses: [priceUsd], source: 'chainlink' } });

/** A price source that records each batch it is asked and answers (or fails) when told to. */
function scriptedSource() {
  const batches: string[][] = [];
  let price = 10;
  let failNext = false;
  let release: () => void = () => undefined;
  let gate: Promise<void> | null = null;
  const source: PriceSource = {
    id: 'chainlink',
    async read(tokens) {
      batches.push(tokens.map((item) => `${item.chainId}:${item.symbol}`));
      if (gate) await gate;
      await Promise.resolve();
      if (failNext) throw new PriceError('node down');
      return new Map(tokens.map((item) => [tokenKey(item), ok(price + item.chainId)]));
    },
  };
  return {
    source,
    batches,
    setPrice: (value: number) => (price = value),
    failNextRead: (value: boolean) => (failNext = value),
    hold: () => {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => {
      gate = null;
      release();
    },
  };
}

const priceOf = (reading: PriceReading | undefined) => (reading?.status === 'ok' ? reading.history.priceUsd : null);

describe('withReadingCache', () => {
  it('serves readings from the cache until the TTL has passed, then reads only what expired', async () => {
    const scripted = scriptedSource();
    let now = 0;
    const cached = withReadingCache(scripted.source, 60_000, () => now);
    assert.equal(priceOf((await cached.read([LINK])).get(tokenKey(LINK))), 11);
    scripted.setPrice(20);
    now = 59_999;
    const both = await cached.read([LINK, UNI]);
    assert.equal(priceOf(both.get(tokenKey(LINK))), 11, 'LINK still cached');
    assert.equal(priceOf(both.get(tokenKey(UNI))), 21);
    now = 60_001;
    assert.equal(priceOf((await cached.read([LINK, UNI])).get(tokenKey(LINK))), 21);
    assert.deepEqual(scripted.batches, [['1:LINK'], ['1:UNI'], ['1:LINK']]);
    assert.equal(DEFAULT_PRICE_CACHE_TTL_MS, 300_000);
  });

  it('keys by chain and address: the same address on two chains is two tokens', async () => {
    const scripted = scriptedSource();
    const cached = withReadingCache(scripted.source, 60_000, () => 0);
    const readings = await cached.read([UNI, UNI_ON_BASE, UNI]);
    assert.equal(readings.size, 2);
    assert.equal(priceOf(readings.get(tokenKey(UNI_ON_BASE))), 10 + 8453);
    assert.deepEqual(scripted.batches, [['1:UNI', '8453:UNI']]);
  });

  it('shares one in-flight read between concurrent requests', async () => {
    const scripted = scriptedSource();
    const cached = withReadingCache(scripted.source, 60_000, () => 0);
    scripted.hold();
    const first = cached.read([LINK, UNI]);
    const second = cached.read([UNI]);
    scripted.release();
    const [a, b] = await Promise.all([first, second]);
    assert.deepEqual(b.get(tokenKey(UNI)), a.get(tokenKey(UNI)));
    assert.equal(scripted.batches.length, 1);
  });

  it('does not cache a failed read: the next request retries', async () => {
    const scripted = scriptedSource();
    const cached = withReadingCache(scripted.source, 60_000, () => 0);
    scripted.failNextRead(true);
    await assert.rejects(cached.read([LINK]), PriceError);
    assert.equal(cached.peek([LINK]).size, 0);
    scripted.failNextRead(false);
    assert.equal(priceOf((await cached.read([LINK])).get(tokenKey(LINK))), 11);
    assert.equal(scripted.batches.length, 2);
  });

  it('peek returns only cached, fresh readings, without reading anything', async () => {
    const scripted = scriptedSource();
    let now = 0;
    const cached = withReadingCache(scripted.source, 60_000, () => now);
    assert.equal(cached.peek([LINK, UNI]).size, 0, 'nothing cached yet');
    scripted.hold();
    const inFlight = cached.read([LINK]);
    assert.equal(cached.peek([LINK]).size, 0, 'a read in flight is not a reading yet');
    scripted.release();
    await inFlight;
    const peeked = cached.peek([LINK, UNI]);
    assert.deepEqual([...peeked.keys()], [tokenKey(LINK)]);
    assert.equal(priceOf(peeked.get(tokenKey(LINK))), 11);
    now = 60_001;
    assert.equal(cached.peek([LINK]).size, 0, 'expired');
    assert.equal(scripted.batches.length, 1, 'peek never read');
  });
});

describe('refresh (the background renewal)', () => {
  it('re-reads fresh entries too and renews them, so peek never goes empty between passes; a failed refresh keeps the old entries', async () => {
    const scripted = scriptedSource();
    let nowMs = 0;
    const cache = withReadingCache(scripted.source, 1_000, () => nowMs);
    await cache.refresh([LINK, UNI]);
    assert.equal(priceOf(cache.peek([LINK]).get(tokenKey(LINK))), 11);
    // 80 % through the TTL the next pass renews the entries, though they are still fresh.
    nowMs = 800;
    scripted.setPrice(20);
    await cache.refresh([LINK, UNI]);
    assert.equal(scripted.batches.length, 2);
    nowMs = 1_500;
    assert.equal(priceOf(cache.peek([LINK]).get(tokenKey(LINK))), 21, 'renewed at 800 ms: still there at 1,500 ms');
    scripted.failNextRead(true);
    await assert.rejects(cache.refresh([LINK]), PriceError);
    assert.equal(priceOf(cache.peek([LINK]).get(tokenKey(LINK))), 21, 'a failed pass keeps what was cached');
    nowMs = 1_801;
    assert.equal(cache.peek([LINK]).size, 0, 'and entries still expire when no pass renews them');
  });
});
