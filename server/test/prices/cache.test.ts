import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Address } from 'viem';
import { PriceError, type PriceHistory, type HistorySource, type TokenInfo } from '../../src/domain/types';
import { DEFAULT_PRICE_CACHE_TTL_MS, withTtlCache } from '../../src/prices/cache';
import type { BatchPriceSource } from '../../src/prices/batch';

const token = (symbol: string, address: Address): TokenInfo => ({ chainId: 31337, address, symbol, name: symbol, decimals: 18 });
const LINK = token('LINK', '0x1111111111111111111111111111111111111111');
const UNI = token('UNI', '0x2222222222222222222222222222222222222222');
const history = (priceUsd: number): PriceHistory => ({ priceUsd, updatedAt: 1, dailyCloses: [priceUsd], source: 'chainlink' });

/** A price source that counts reads and answers (or fails) when told to. */
function scriptedSource() {
  const reads: string[] = [];
  const batches: string[][] = [];
  let price = 10;
  let failNext = false;
  const answer = (item: TokenInfo): PriceHistory => {
    if (failNext) throw new PriceError('node down');
    return history(price + (item === UNI ? 1 : 0));
  };
  const source: BatchPriceSource = {
    async getHistory(item) {
      reads.push(item.symbol);
      await Promise.resolve();
      return answer(item);
    },
    async getHistories(items) {
      batches.push(items.map((item) => item.symbol));
      await Promise.resolve();
      return new Map(items.map((item) => [item.address, answer(item)]));
    },
  };
  return {
    source,
    reads,
    batches,
    setPrice: (value: number) => (price = value),
    failNextRead: (value: boolean) => (failNext = value),
  };
}

describe('withTtlCache', () => {
  it('serves a token from the cache until the TTL has passed', async () => {
    const scripted = scriptedSource();
    let now = 0;
    const cached = withTtlCache(scripted.source, 60_000, () => now);
    assert.equal((await cached.getHistory(LINK))?.priceUsd, 10);
    scripted.setPrice(20);
    now = 59_999;
    assert.equal((await cached.getHistory(LINK))?.priceUsd, 10, 'still fresh');
    now = 60_000;
    assert.equal((await cached.getHistory(LINK))?.priceUsd, 20, 'expired: read again');
    assert.deepEqual(scripted.reads, ['LINK', 'LINK']);
  });

  it('shares one in-flight read among concurrent requests for the same token', async () => {
    const scripted = scriptedSource();
    const cached = withTtlCache(scripted.source, 60_000, () => 0);
    const [first, second] = await Promise.all([cached.getHistory(LINK), cached.getHistory(LINK)]);
    assert.equal(first, second);
    assert.deepEqual(scripted.reads, ['LINK']);
  });

  it('does not cache failures: the next request reads again', async () => {
    const scripted = scriptedSource();
    const cached = withTtlCache(scripted.source, 60_000, () => 0);
    scripted.failNextRead(true);
    await assert.rejects(cached.getHistory(LINK), PriceError);
    scripted.failNextRead(false);
    assert.equal((await cached.getHistory(LINK))?.priceUsd, 10);
    assert.deepEqual(scripted.reads, ['LINK', 'LINK']);
  });

  it('batches only the tokens it does not hold, and shares them with single reads', async () => {
    const scripted = scriptedSource();
    const cached = withTtlCache(scripted.source, 60_000, () => 0);
    await cached.getHistory(LINK);
    const [batch, single] = await Promise.all([cached.getHistories([LINK, UNI, UNI]), cached.getHistory(UNI)]);
    assert.deepEqual(scripted.batches, [['UNI']]);
    assert.deepEqual(scripted.reads, ['LINK'], 'the single UNI read joined the batch in flight');
    assert.equal(batch.get(LINK.address)?.priceUsd, 10);
    assert.equal(batch.get(UNI.address), single);
    assert.equal(batch.size, 2);
  });

  it('forgets a failed batch, and batches a plain source through getHistory', async () => {
    const scripted = scriptedSource();
    const cached = withTtlCache(scripted.source, 60_000, () => 0);
    scripted.failNextRead(true);
    await assert.rejects(cached.getHistories([LINK, UNI]), PriceError);
    scripted.failNextRead(false);
    assert.equal((await cached.getHistories([LINK])).get(LINK.address)?.priceUsd, 10);

    const plain: HistorySource = { getHistory: scripted.source.getHistory };
    const histories = await withTtlCache(plain, 60_000, () => 0).getHistories([LINK, UNI]);
    assert.equal(histories.get(UNI.address)?.priceUsd, 11);
  });

  it('keeps a history for five minutes by default', async () => {
    const scripted = scriptedSource();
    let now = 0;
    const cached = withTtlCache(scripted.source, undefined, () => now);
    await cached.getHistory(LINK);
    now = DEFAULT_PRICE_CACHE_TTL_MS - 1;
    await cached.getHistory(LINK);
    assert.equal(scripted.reads.length, 1);
    now = 5 * 60_000;
    await cached.getHistory(LINK);
    assert.equal(scripted.reads.length, 2);
  });
});
