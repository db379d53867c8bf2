import type { PriceNow, TokenAdvice } from '../../api/types';
import { aSavedRecommendation } from '../../testing/fixtures';
import { GRADE_AFTER_MS, gradeCall, gradeEntry, hitRateText, tokenRefsOf, weeklyRange } from './grading';
import { priceKey, type PriceLookup } from './pricesApi';

const LINK = '0x514910771AF9Ca656af840dff83E8264EcF986CA';

function aToken(overrides: Partial<TokenAdvice> = {}): TokenAdvice {
  return { symbol: 'LINK', action: 'hold', result: '', description: '', count: 10, price: 20, chainId: 1, address: LINK, volatilityAnnual: 0.52, ...overrides };
}

function pricesOf(...prices: Array<Partial<PriceNow> & { address?: string }>): PriceLookup {
  const lookup: PriceLookup = {};
  for (const price of prices) {
    const full: PriceNow = { chainId: 1, address: LINK, status: 'ok', ...price };
    lookup[priceKey(full)] = full;
  }
  return lookup;
}

const at = (priceUsd: number) => pricesOf({ priceUsd });

describe('a call, graded against the price now', () => {
  test.each([
    ['sell', 16, 'right'],
    ['sell', 24, 'wrong'],
    ['strongly sell', 10, 'right'],
    ['strongly sell', 20, 'wrong'],
    ['buy', 24, 'right'],
    ['buy', 16, 'wrong'],
    ['buy more', 21, 'right'],
    ['buy more', 20, 'wrong'],
  ] as const)('%s at $20, now $%d: %s', (action, now, verdict) => {
    const call = gradeCall(aToken({ action }), at(now));
    expect(call).toMatchObject({ kind: 'graded', priceThen: 20, priceNow: now, verdict });
    if (call.kind === 'graded') expect(call.change).toBeCloseTo(now / 20 - 1);
  });

  test('the usual weekly range is the annual volatility × √(7/365): 52 % a year is ±7.2 % a week', () => {
    expect(weeklyRange(0.52)).toBeCloseTo(0.072, 3);
  });

  test.each([
    ['moved +5 %, within ±7.2 %', 'right', 21],
    ['moved −7 %, within ±7.2 %', 'right', 18.6],
    ['moved −10 %, outside ±7.2 %', 'wrong', 18],
    ['moved +20 %, outside ±7.2 %', 'wrong', 24],
  ])('a hold that %s is %s', (_case, verdict, now) => {
    expect(gradeCall(aToken(), at(now))).toMatchObject({ kind: 'graded', verdict, range: weeklyRange(0.52) });
  });

  test('a stablecoin held flat (volatility 0) was right to hold', () => {
    expect(gradeCall(aToken({ price: 1, volatilityAnnual: 0 }), at(1))).toMatchObject({ verdict: 'right' });
  });
});

describe("what can't be graded says why", () => {
  test.each([
    ['a token saved before tokens carried an address', aToken({ address: undefined }), at(20), 'saved before tokens carried their chain and address'],
    ['a token saved without a chain id', aToken({ chainId: undefined }), at(20), 'saved before tokens carried their chain and address'],
    [
      'a hold saved without a volatility',
      aToken({ volatilityAnnual: undefined }),
      at(20),
      'no volatility was saved with this hold, so its usual weekly range is unknown',
    ],
    ['a token saved without a price', aToken({ price: 0 }), at(20), 'no price was saved with it'],
    [
      'a token the service does not know',
      aToken(),
      pricesOf({ status: 'unknown', reason: 'not on the token list of this chain' }),
      'the service no longer knows this token (not on the token list of this chain)',
    ],
    ['a token whose feed fails', aToken(), pricesOf({ status: 'unavailable', reason: 'feed reverted' }), 'no price now (feed reverted)'],
    ['a stale price', aToken(), pricesOf({ status: 'stale', priceUsd: 19, ageSeconds: 7_200 }), 'the latest price is stale (2 h old)'],
    ['no answer for it', aToken(), {}, 'the service sent no price for it'],
  ])('%s', (_case, token, prices, reason) => {
    expect(gradeCall(token, prices)).toEqual({ kind: 'ungraded', token, reason });
  });

  test('a sell saved without a volatility is still graded: only a hold needs one', () => {
    expect(gradeCall(aToken({ action: 'sell', volatilityAnnual: undefined }), at(15))).toMatchObject({ kind: 'graded', verdict: 'right' });
  });
});

describe('an entry', () => {
  const createdAt = '2026-03-10T09:30:00.000Z';
  const made = Date.parse(createdAt);
  const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
  const entry = aSavedRecommendation({
    createdAt,
    tokens: [
      aToken({ action: 'sell', symbol: 'UNI', address: UNI, price: 10 }),
      aToken({ action: 'buy more' }),
      aToken({ action: 'hold', symbol: 'OLD', chainId: undefined, address: undefined }),
    ],
  });
  const prices = pricesOf({ address: UNI, priceUsd: 8 }, { priceUsd: 19 });

  test('younger than a day is too early to grade, and says from when it will be', () => {
    expect(gradeEntry(entry, prices, made + GRADE_AFTER_MS - 1)).toEqual({ kind: 'too-early', gradableAt: new Date(made + GRADE_AFTER_MS) });
  });

  test('a day old, each call is graded where it can be, and the hit rate counts the graded ones', () => {
    const grade = gradeEntry(entry, prices, made + GRADE_AFTER_MS);
    expect(grade).toMatchObject({ kind: 'graded', right: 1, graded: 2 });
    if (grade.kind !== 'graded') return;
    expect(grade.calls.map((call) => (call.kind === 'graded' ? call.verdict : call.reason))).toEqual([
      'right',
      'wrong',
      'saved before tokens carried their chain and address',
    ]);
    expect(hitRateText(grade.right, grade.graded)).toBe('1 of 2 calls right (50 %)');
  });

  test('the hit rate in words', () => {
    expect(hitRateText(4, 6)).toBe('4 of 6 calls right (67 %)');
    expect(hitRateText(1, 1)).toBe('1 of 1 call right (100 %)');
    expect(hitRateText(0, 3)).toBe('0 of 3 calls right (0 %)');
    expect(hitRateText(0, 0)).toBeNull();
    expect(hitRateText(199, 200)).toBe('199 of 200 calls right (99 %)');
    expect(hitRateText(1, 201)).toBe('1 of 201 calls right (1 %)');
  });

  test('the tokens to price: those with a chain and an address, once each, in a stable order', () => {
    const other = aSavedRecommendation({ tokens: [aToken({ address: LINK.toLowerCase() }), aToken({ chainId: 8453 })] });
    expect(tokenRefsOf([entry, other])).toEqual([
      { chainId: 1, address: UNI },
      { chainId: 1, address: LINK.toLowerCase() },
      { chainId: 8453, address: LINK },
    ]);
  });
});
