import { nextLocalMidnight, untilText } from './allowanceReturns';

// The tests run at UTC+05:30 (jest.config.ts): a local midnight is 18:30 UTC the day before.
test('the allowance comes back at the next local midnight, not the next UTC one', () => {
  expect(nextLocalMidnight(new Date('2026-03-10T10:00:00Z')).toISOString()).toBe('2026-03-10T18:30:00.000Z');
  // 23:59 local on the 31st: midnight starts the next month.
  expect(nextLocalMidnight(new Date('2026-03-31T18:29:00Z')).toISOString()).toBe('2026-03-31T18:30:00.000Z');
  // Just after midnight: the next one is a day away.
  expect(nextLocalMidnight(new Date('2026-03-10T18:30:00Z')).toISOString()).toBe('2026-03-11T18:30:00.000Z');
});

test.each([
  [12 * 3_600_000, 'in 12 h'],
  [80 * 60_000, 'in 1 h 20 min'],
  [79 * 60_000 + 1, 'in 1 h 20 min'],
  [20 * 60_000, 'in 20 min'],
  [59_000, 'in 1 min'],
  [0, 'in 1 min'],
])('%d ms reads "%s"', (ms, text) => {
  expect(untilText(ms)).toBe(text);
});
