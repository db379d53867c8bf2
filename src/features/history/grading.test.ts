import type { PriceNow, TokenAdvice } from '../../api/types';
import { aSavedRecommendation } from '../../testing/fixtures';
import { GRADE_AFTER_MS, gradeCall, gradeEntry, hitRateText, tokenRefsOf, usualMove } from './grading';
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
const TWO_DAYS = 2;
/** LINK's usual move in two days at 52 % a year: 0.52 × √(2/365) ≈ 3.85 %. */
const LINK_TWO_DAYS = 0.52 * Math.sqrt(2 / 365);

describe('a call, graded against a move that matters', () => {
  test('the usual move is the annual volatility × √(days/365): 52 % a year is ±3.85 % in 2 days, ±7.2 % in a week', () => {
    expect(usualMove(0.52, 2)).toBeCloseTo(0.0385, 4);
    expect(usualMove(0.52, 7)).toBeCloseTo(0.072, 3);
  });

  test.each([
    ['sell', 16, 'right'],
    ['sell', 24, 'wrong'],
    ['strongly sell', 10, 'right'],
    ['strongly sell', 22, 'wrong'],
    ['buy', 24, 'right'],
    ['buy', 16, 'wrong'],
    ['buy more', 21, 'right'],
    ['buy more', 18, 'wrong'],
  ] as const)('%s at $20, now $%d, beyond its usual move of ±3.85 %%: %s', (action, now, verdict) => {
    const call = gradeCall(aToken({ action }), at(now), TWO_DAYS);
    expect(call).toMatchObject({ kind: 'graded', priceThen: 20, priceNow: now, verdict, basis: { kind: 'usual move', days: TWO_DAYS } });
    if (call.kind === 'graded') expect(call.change).toBeCloseTo(now / 20 - 1);
  });

  // Issue 28: "LUNA sell $0.28 now $0.28 0.0 % ✗ wrong". No change is not wrong.
  test.each([
    ['sell', 20],
    ['sell', 19.5],
    ['strongly sell', 20.7],
    ['buy', 20],
    ['buy more', 19.3],
  ] as const)('%s at $20, now $%d, within its usual move: too small to tell', (action, now) => {
    expect(gradeCall(aToken({ action }), at(now), TWO_DAYS)).toMatchObject({ verdict: 'too small to tell', basis: { range: LINK_TWO_DAYS } });
  });

  test('the longer since, the larger a move must be to tell: −5 % tells after 2 days, not after 30', () => {
    expect(gradeCall(aToken({ action: 'sell' }), at(19), 2)).toMatchObject({ verdict: 'right' });
    expect(gradeCall(aToken({ action: 'sell' }), at(19), 30)).toMatchObject({ verdict: 'too small to tell' });
  });

  test.each([
    ['moved +3 %, within ±3.85 %', 'too small to tell', 20.6],
    ['moved −3.8 %, within ±3.85 %', 'too small to tell', 19.24],
    ['moved −10 %, beyond ±3.85 %', 'wrong', 18],
    ['moved +20 %, beyond ±3.85 %', 'right', 24],
  ])('a hold that %s is %s', (_case, verdict, now) => {
    expect(gradeCall(aToken(), at(now), TWO_DAYS)).toMatchObject({ kind: 'graded', verdict, basis: { kind: 'usual move', range: LINK_TWO_DAYS } });
  });

  test('a token with no usual move (volatility 0) that stayed flat: a hold and a sell both too small to tell', () => {
    expect(gradeCall(aToken({ price: 1, volatilityAnnual: 0 }), at(1), TWO_DAYS)).toMatchObject({ verdict: 'too small to tell' });
    expect(gradeCall(aToken({ action: 'sell', price: 1, volatilityAnnual: 0 }), at(1), TWO_DAYS)).toMatchObject({ verdict: 'too small to tell' });
  });
});

describe('a dollar stablecoin, graded on its peg', () => {
  const stable = (action: TokenAdvice['action'], price: number) => aToken({ symbol: 'UST', action, price, volatilityAnnual: 0.096, pegBand: 0.03 });
  test.each([
    ['strongly sold at $0.89, still $0.89: the peg did not recover', 'strongly sell', 0.89, 0.89, 'right'],
    ['sold at $0.95, now $0.90', 'sell', 0.95, 0.9, 'right'],
    ['sold at $0.89, back at $0.995: the peg recovered', 'strongly sell', 0.89, 0.995, 'wrong'],
    ['held at $1.0000, still $1.0000: it kept its peg', 'hold', 1, 1, 'right'],
    ['bought at $1.0000, now $0.9998', 'buy', 1, 0.9998, 'right'],
    ['bought at $1.0000, now $0.93: it lost its peg', 'buy', 1, 0.93, 'wrong'],
    ['held at $1.0000, now $1.05', 'hold', 1, 1.05, 'wrong'],
  ] as const)('%s: %s', (_case, action, then, now, verdict) => {
    expect(gradeCall(stable(action, then), at(now), TWO_DAYS)).toMatchObject({ verdict, basis: { kind: 'peg', band: 0.03, offNow: Math.abs(now - 1) } });
  });
});

describe("what can't be graded says why", () => {
  test.each([
    ['a token saved before tokens carried an address', aToken({ address: undefined }), at(20), 'saved before tokens carried their chain and address'],
    ['a token saved without a chain id', aToken({ chainId: undefined }), at(20), 'saved before tokens carried their chain and address'],
    [
      'a call saved without a volatility (history version 4 kept only a hold’s)',
      aToken({ action: 'sell', volatilityAnnual: undefined }),
      at(10),
      'saved without the token’s usual move, so a move that matters cannot be told from noise',
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
    expect(gradeCall(token, prices, TWO_DAYS)).toEqual({ kind: 'ungraded', token, reason });
  });

  test('a stablecoin saved without a volatility is still graded on its peg', () => {
    expect(gradeCall(aToken({ action: 'buy', price: 1, volatilityAnnual: undefined, pegBand: 0.03 }), at(1), TWO_DAYS)).toMatchObject({ verdict: 'right' });
  });
});

describe('an entry', () => {
  const createdAt = '2026-03-10T09:30:00.000Z';
  const made = Date.parse(createdAt);
  const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
  const GNO = '0x6810e776880C02933D47DB1b9fc05908e5386b96';
  const entry = aSavedRecommendation({
    createdAt,
    tokens: [
      aToken({ action: 'sell', symbol: 'UNI', address: UNI, price: 10 }),
      aToken({ action: 'buy more' }),
      aToken({ action: 'buy', symbol: 'GNO', address: GNO, price: 100 }),
      aToken({ action: 'hold', symbol: 'OLD', chainId: undefined, address: undefined }),
    ],
  });
  // UNI −20 % (sold: right), LINK −10 % (bought: wrong), GNO +1 % (within a day's ±2.7 %: too small to tell).
  const prices = pricesOf({ address: UNI, priceUsd: 8 }, { priceUsd: 18 }, { address: GNO, priceUsd: 101 });

  test('younger than a day is too early to grade, and says from when it will be', () => {
    expect(gradeEntry(entry, prices, made + GRADE_AFTER_MS - 1)).toEqual({ kind: 'too-early', gradableAt: new Date(made + GRADE_AFTER_MS) });
  });

  test('a day old, each call is graded where it can be; the hit rate counts right and wrong, apart from the moves too small to tell', () => {
    const grade = gradeEntry(entry, prices, made + GRADE_AFTER_MS);
    expect(grade).toMatchObject({ kind: 'graded', right: 1, judged: 2, tooSmall: 1 });
    if (grade.kind !== 'graded') return;
    expect(grade.calls.map((call) => (call.kind === 'graded' ? call.verdict : call.reason))).toEqual([
      'right',
      'wrong',
      'too small to tell',
      'saved before tokens carried their chain and address',
    ]);
    expect(hitRateText(grade)).toBe('1 of 2 calls right (50 %), 1 too small to tell');
  });

  test('the usual move is measured over the time since the call: a day, then two and a half', () => {
    const days = (now: number) => {
      const grade = gradeEntry(entry, prices, now);
      const [call] = grade.kind === 'graded' ? grade.calls : [];
      return call.kind === 'graded' && call.basis.kind === 'usual move' ? call.basis.days : null;
    };
    expect(days(made + GRADE_AFTER_MS)).toBe(1);
    expect(days(made + 2.5 * GRADE_AFTER_MS)).toBe(2.5);
  });

  test('the hit rate in words', () => {
    expect(hitRateText({ right: 4, judged: 6, tooSmall: 0 })).toBe('4 of 6 calls right (67 %)');
    expect(hitRateText({ right: 1, judged: 1, tooSmall: 2 })).toBe('1 of 1 call right (100 %), 2 too small to tell');
    expect(hitRateText({ right: 0, judged: 3, tooSmall: 0 })).toBe('0 of 3 calls right (0 %)');
    expect(hitRateText({ right: 0, judged: 0, tooSmall: 4 })).toBe('4 calls moved too little to tell yet');
    expect(hitRateText({ right: 0, judged: 0, tooSmall: 1 })).toBe('1 call moved too little to tell yet');
    expect(hitRateText({ right: 0, judged: 0, tooSmall: 0 })).toBeNull();
    expect(hitRateText({ right: 199, judged: 200, tooSmall: 0 })).toBe('199 of 200 calls right (99 %)');
    expect(hitRateText({ right: 1, judged: 201, tooSmall: 0 })).toBe('1 of 201 calls right (1 %)');
  });

  test('the tokens to price: those with a chain and an address, once each, in a stable order', () => {
    const other = aSavedRecommendation({ tokens: [aToken({ address: LINK.toLowerCase() }), aToken({ chainId: 8453 })] });
    expect(tokenRefsOf([entry, other])).toEqual([
      { chainId: 1, address: UNI },
      { chainId: 1, address: LINK.toLowerCase() },
      { chainId: 1, address: GNO },
      { chainId: 8453, address: LINK },
    ]);
  });
});
