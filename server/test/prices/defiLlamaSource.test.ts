import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { getAddress } from 'viem';
import { NATIVE_TOKEN_ADDRESS, tokenKey, type TokenInfo } from '../../src/domain/types';
import { PriceError, type PriceReading } from '../../src/prices/priceSource';
import { createDefiLlamaSource, type DefiLlamaSourceOptions } from '../../src/prices/defiLlamaSource';
import { startFakeDefiLlama, type FakeDefiLlama } from '../support/defiLlamaServer';

const DAY = 86_400;
/** 2026-11-23 10:00 UTC: the tests' "now", shared by the source and the fake API. */
const START_MS = Date.UTC(2026, 10, 23, 10, 0, 0);
const TODAY = Date.UTC(2026, 10, 23) / 1000;

let nowMs = START_MS;
const nowSeconds = () => Math.floor(nowMs / 1000);

/** A made-up ERC-20 (no real contract): address from a number. */
function erc20(chainId: number, n: number, symbol = `T${n}`): TokenInfo {
  const address = getAddress(`0x${n.toString(16).padStart(40, 'a')}`);
  return { chainId, address, symbol, name: symbol, decimals: 18 };
}

function native(chainId: number, symbol: string): TokenInfo {
  return { chainId, address: NATIVE_TOKEN_ADDRESS, symbol, name: symbol, decimals: 18 };
}

/** A daily history ending yesterday, each point a few minutes off midnight as the real API answers. */
function dailyHistory(closes: readonly number[]): Array<{ timestamp: number; price: number }> {
  return closes.map((price, index) => ({ timestamp: TODAY - (closes.length - 1 - index) * DAY + (index % 2 === 0 ? -240 : 300), price }));
}

function coinIdOf(token: TokenInfo): string {
  const slugs: Record<number, string> = { 1: 'ethereum', 10: 'optimism', 137: 'polygon', 8453: 'base', 42161: 'arbitrum' };
  return `${slugs[token.chainId]}:${token.address.toLowerCase()}`;
}

describe('the DefiLlama price source against a local DefiLlama', () => {
  let api: FakeDefiLlama;
  const logged: string[] = [];

  function source(options: Partial<DefiLlamaSourceOptions> = {}) {
    return createDefiLlamaSource({ baseUrl: api.url, now: () => nowMs, log: (line) => logged.push(line), ...options });
  }

  function list(token: TokenInfo, price: number, extra: { ageSeconds?: number; confidence?: number; closes?: number[] } = {}): void {
    api.coins.set(coinIdOf(token), {
      symbol: token.symbol,
      price,
      timestamp: nowSeconds() - (extra.ageSeconds ?? 120),
      decimals: 18,
      confidence: extra.confidence ?? 0.99,
      history: dailyHistory(extra.closes ?? []),
    });
  }

  async function readOne(token: TokenInfo, options?: Partial<DefiLlamaSourceOptions>): Promise<PriceReading | undefined> {
    return (await source(options).read([token])).get(tokenKey(token));
  }

  before(async () => {
    api = await startFakeDefiLlama({ nowSeconds });
  });
  after(async () => {
    await api.close();
  });
  beforeEach(() => {
    nowMs = START_MS;
    api.coins.clear();
    api.requests.splice(0);
    logged.splice(0);
  });

  it('prices a token with 180 daily closes, asking the documented paths and query', async () => {
    const token = erc20(8453, 1, 'AERO');
    const closes = Array.from({ length: 200 }, (_, day) => 1 + day / 100);
    list(token, 3.21, { closes });
    const reading = await readOne(token);

    assert.equal(reading?.status, 'ok');
    assert.equal(reading.history.source, 'defillama');
    assert.equal(reading.history.priceUsd, 3.21);
    assert.equal(reading.history.updatedAt, nowSeconds() - 120);
    assert.equal(reading.history.dailyCloses.length, 180);
    assert.deepEqual(reading.history.dailyCloses, [...closes.slice(-179), 3.21], 'yesterday and before from the chart, today the current price');

    const [current, chart] = [api.requests.find((r) => r.endpoint === 'current'), api.requests.find((r) => r.endpoint === 'chart')];
    assert.deepEqual(current?.coins, [`base:${token.address.toLowerCase()}`]);
    assert.equal(current.query.get('searchWidth'), '7d');
    assert.deepEqual(chart?.coins, current.coins);
    assert.equal(chart.query.get('period'), '1d');
    assert.equal(chart.query.get('span'), '179');
    assert.equal(chart.query.get('end'), String(TODAY), 'the midnight closing yesterday, the last of 179 past days');
    assert.equal(chart.query.get('start'), null, 'start: an older server version ignores it');
    assert.equal(api.requests.length, 2);
  });

  it('fills a day without a point with the previous close and leaves out days before the first point', async () => {
    const token = erc20(42161, 2);
    api.coins.set(coinIdOf(token), {
      symbol: 'NEW',
      price: 5,
      timestamp: nowSeconds() - 60,
      // Listed 4 days ago: closes of 4 and 3 days ago, nothing for 2 days ago, then yesterday.
      history: [
        { timestamp: TODAY - 3 * DAY, price: 2 },
        { timestamp: TODAY - 2 * DAY + 100, price: 3 },
        { timestamp: TODAY, price: 4 },
      ],
    });
    const reading = await readOne(token);
    assert.ok(reading?.status === 'ok');
    assert.deepEqual(reading.history.dailyCloses, [2, 3, 3, 4, 5]);
  });

  it('answers none for a coin DefiLlama does not know and for a chain it has no slug for', async () => {
    const known = erc20(1, 3);
    list(known, 10, { closes: [9, 10] });
    const unknown = erc20(10, 4);
    const otherChain = erc20(56, 5);
    const readings = await source().read([known, unknown, otherChain]);
    assert.equal(readings.get(tokenKey(known))?.status, 'ok');
    assert.deepEqual(readings.get(tokenKey(unknown)), { status: 'none' });
    assert.deepEqual(readings.get(tokenKey(otherChain)), { status: 'none' });
    assert.ok(
      api.requests.every((request) => !request.target.includes(otherChain.address.toLowerCase())),
      'a chain without a slug is never asked',
    );
  });

  it('names native coins by their CoinGecko ids, asking once for ETH on several chains', async () => {
    api.coins.set('coingecko:ethereum', { symbol: 'ETH', price: 3000, timestamp: nowSeconds() - 30, history: dailyHistory([2900]) });
    api.coins.set('coingecko:polygon-ecosystem-token', { symbol: 'POL', price: 0.4, timestamp: nowSeconds() - 30 });
    const [eth, ethOnBase, pol] = [native(1, 'ETH'), native(8453, 'ETH'), native(137, 'POL')];
    const readings = await source().read([eth, ethOnBase, pol]);

    const current = api.requests.filter((request) => request.endpoint === 'current');
    assert.deepEqual(
      current.flatMap((request) => request.coins),
      ['coingecko:ethereum', 'coingecko:polygon-ecosystem-token'],
    );
    for (const token of [eth, ethOnBase]) {
      const reading = readings.get(tokenKey(token));
      assert.ok(reading?.status === 'ok');
      assert.deepEqual(reading.history.dailyCloses, [2900, 3000]);
    }
    const polReading = readings.get(tokenKey(pol));
    assert.ok(polReading?.status === 'ok');
    assert.equal(polReading.history.priceUsd, 0.4);
    assert.deepEqual(polReading.history.dailyCloses, [0.4], 'no chart points: only today');
  });

  it('calls a price older than 26 hours stale, with its age', async () => {
    const dead = erc20(1, 6, 'DEAD');
    list(dead, 0.01, { ageSeconds: 30 * 3600, closes: [0.02, 0.01] });
    const reading = await readOne(dead);
    assert.equal(reading?.status, 'stale');
    assert.equal(reading.ageSeconds, 30 * 3600);
    assert.equal(reading.history.priceUsd, 0.01);

    const fresh = erc20(1, 7);
    list(fresh, 1, { ageSeconds: 25 * 3600 });
    assert.equal((await readOne(fresh))?.status, 'ok', '25 hours is not stale yet');
  });

  it('treats a low-confidence price (thin DEX pool) as unknown', async () => {
    const thin = erc20(8453, 8);
    const deep = erc20(8453, 9);
    list(thin, 1.5, { confidence: 0.5 });
    list(deep, 1.5, { confidence: 0.95 });
    const readings = await source().read([thin, deep]);
    assert.deepEqual(readings.get(tokenKey(thin)), { status: 'none' });
    assert.equal(readings.get(tokenKey(deep))?.status, 'ok');
  });

  it('answers unavailable for a coin priced 0 (distressed) or answered unreadably, without failing the others', async () => {
    const [distressed, garbled, fine] = [erc20(1, 16), erc20(1, 17), erc20(1, 18)];
    list(distressed, 0);
    list(fine, 7);
    const answer = {
      [coinIdOf(garbled)]: { price: 'n/a', symbol: 'G', timestamp: nowSeconds() },
      [coinIdOf(fine)]: { price: 7, symbol: 'F', timestamp: nowSeconds() },
    };
    api.failNext({ status: 200, body: JSON.stringify({ coins: answer }) }, { endpoint: 'current' });
    const readings = await source().read([garbled, fine]);
    assert.equal(readings.get(tokenKey(garbled))?.status, 'unavailable');
    assert.equal(readings.get(tokenKey(fine))?.status, 'ok');
    assert.equal((await readOne(distressed))?.status, 'unavailable');
  });

  it('batches many coins per request and splits before a URL grows too long', async () => {
    const tokens = Array.from({ length: 200 }, (_, n) => erc20(1, 1000 + n));
    tokens.forEach((token, n) => {
      list(token, n + 1, { closes: [n + 0.5] });
    });
    const readings = await source({ burst: 20 }).read(tokens);

    assert.equal(readings.size, 200);
    assert.ok(
      tokens.every((token, n) => {
        const reading = readings.get(tokenKey(token));
        return reading?.status === 'ok' && reading.history.priceUsd === n + 1;
      }),
    );
    const current = api.requests.filter((request) => request.endpoint === 'current');
    assert.ok(current.length >= 3 && current.length <= 4, `200 coins of 51 characters in a few requests (got ${current.length})`);
    assert.ok(
      api.requests.every((request) => `${api.url}${request.target}`.length <= 4000),
      'no URL over 4000 characters',
    );
    assert.deepEqual(current.flatMap((request) => request.coins).sort(), tokens.map(coinIdOf).sort(), 'each coin asked exactly once');
  });

  it('rejects with PriceError on HTTP 500, invalid JSON and an unexpected shape', async () => {
    const token = erc20(1, 10);
    list(token, 1);
    const failures = [
      { status: 500, expected: /HTTP 500/ },
      { status: 200, body: '{"coins": {', expected: /not JSON/ },
      { status: 200, body: '{"prices": []}', expected: /no "coins" object/ },
    ];
    for (const { status, body, expected } of failures) {
      api.failNext({ status, body });
      await assert.rejects(readOne(token), (error: unknown) => error instanceof PriceError && expected.test(error.message));
    }
  });

  it('rejects with PriceError naming the reason when DefiLlama cannot be reached', async () => {
    const gone = await startFakeDefiLlama({ nowSeconds });
    await gone.close();
    await assert.rejects(
      readOne(erc20(1, 19), { baseUrl: gone.url }),
      (error: unknown) => error instanceof PriceError && /could not be reached: .*ECONNREFUSED/.test(error.message),
    );
  });

  it('gives the chart its own, longer time-out: a slow cold chart still yields the closes', async () => {
    const token = erc20(1, 21);
    list(token, 4, { closes: Array.from({ length: 200 }, (_, day) => 2 + day / 100) });
    api.failNext({ delayMs: 600 }, { endpoint: 'chart' });
    const reading = await readOne(token, { timeoutMs: 300, chartTimeoutMs: 2_000 });
    assert.equal(reading?.status, 'ok');
    assert.equal(reading.history.dailyCloses.length, 180);
  });

  it('gives up on a reply that hangs within the time-out', async () => {
    const token = erc20(1, 11);
    list(token, 1);
    api.failNext({ hang: true });
    const started = performance.now();
    await assert.rejects(readOne(token, { timeoutMs: 300 }), (error: unknown) => error instanceof PriceError && /within 300 ms/.test(error.message));
    const elapsed = performance.now() - started;
    assert.ok(elapsed >= 290 && elapsed < 800, `rejected after ${Math.round(elapsed)} ms`);
  });

  it('after a 429 sends nothing until Retry-After (seconds) has passed, and logs it once', async () => {
    const token = erc20(1, 12);
    list(token, 2);
    const prices = source();
    api.failNext({ status: 429, headers: { 'retry-after': '30' } }, { times: 2 });
    await assert.rejects(prices.read([token]), /HTTP 429/);
    assert.equal(logged.length, 1, 'two 429s in one read, one log line');
    assert.match(logged[0], /429.*30 s/);
    const sent = api.requests.length;

    nowMs += 29_000;
    const started = performance.now();
    await assert.rejects(prices.read([token]), (error: unknown) => error instanceof PriceError && /wait.*1 s left/.test(error.message));
    assert.ok(performance.now() - started < 50, 'rejected at once');
    assert.equal(api.requests.length, sent, 'no request before Retry-After');
    assert.equal(logged.length, 1, 'rejecting locally logs nothing');

    nowMs += 1000;
    assert.equal((await prices.read([token])).get(tokenKey(token))?.status, 'ok');
    assert.equal(api.requests.length, sent + 2);
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    const token = erc20(1, 13);
    list(token, 2);
    const prices = source();
    api.failNext({ status: 429, headers: { 'retry-after': new Date(nowMs + 120_000).toUTCString() } });
    await assert.rejects(prices.read([token]), /HTTP 429/);
    nowMs += 119_000;
    await assert.rejects(prices.read([token]), /wait/);
    nowMs += 1000;
    assert.equal((await prices.read([token])).get(tokenKey(token))?.status, 'ok');
  });

  it('rejects a read when the request budget is spent, and serves again once it refills', async () => {
    const token = erc20(1, 14);
    list(token, 2);
    // Each read of one coin is two requests (current + chart): a burst of 4 is two reads.
    const prices = source({ maxRequestsPerMinute: 60, burst: 4 });
    await prices.read([token]);
    await prices.read([token]);
    const sent = api.requests.length;
    await assert.rejects(prices.read([token]), (error: unknown) => error instanceof PriceError && /request budget spent/.test(error.message));
    assert.equal(api.requests.length, sent, 'nothing sent once the budget is spent');

    nowMs += 2000;
    assert.equal((await prices.read([token])).get(tokenKey(token))?.status, 'ok', 'two requests earned back in two seconds at 60 a minute');
  });

  it('sends nothing for a read with no token it can name', async () => {
    const readings = await source().read([erc20(56, 15)]);
    assert.deepEqual([...readings.values()], [{ status: 'none' }]);
    assert.equal(api.requests.length, 0);
  });
});

describe('the DefiLlama price source against an older DefiLlama server that ignores start', () => {
  it('still gets 179 daily closes, since it asks with end', async () => {
    const api = await startFakeDefiLlama({ nowSeconds, ignoresStart: true });
    try {
      const token = erc20(1, 31);
      api.coins.set(coinIdOf(token), {
        symbol: token.symbol,
        price: 5,
        timestamp: nowSeconds() - 60,
        decimals: 18,
        confidence: 0.99,
        history: dailyHistory(Array.from({ length: 200 }, (_, day) => 1 + day / 100)),
      });
      const reading = (await createDefiLlamaSource({ baseUrl: api.url, now: () => nowMs }).read([token])).get(tokenKey(token));
      assert.equal(reading?.status, 'ok');
      assert.equal(reading.history.dailyCloses.length, 180);
      assert.equal(reading.history.dailyCloses.at(-2), 1 + 199 / 100, "yesterday's close");
    } finally {
      await api.close();
    }
  });
});
