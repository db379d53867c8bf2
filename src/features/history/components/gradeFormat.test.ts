import { basisText, formatChange, formatRange } from './gradeFormat';

test.each([
  [0.2, '+20.0 %'],
  [-0.124, '−12.4 %'],
  [12.345, '+1,234.5 %'],
  [0, '0.0 %'],
  // A move one decimal would show as "0.0 %", though it decided the verdict.
  [-0.000213, '−0.021 %'],
  [0.0004, '+0.04 %'],
  [0.0005, '+0.1 %'],
])('a change of %d reads "%s"', (change, text) => {
  expect(formatChange(change)).toBe(text);
});

test('a usual move reads either way, with the same digits: ±7.2 %, ±0.014 % for a stablecoin', () => {
  expect(formatRange(0.072)).toBe('±7.2 %');
  expect(formatRange(0.00014)).toBe('±0.014 %');
  expect(formatRange(0)).toBe('±0.0 %');
});

test.each([
  [{ kind: 'usual move', range: 0.0444, days: 2 }, 'right', 'usual move in 2 days: ±4.4 %'],
  [{ kind: 'usual move', range: 0.0314, days: 1 }, 'too small to tell', 'usual move in 1 day: ±3.1 %'],
  [{ kind: 'usual move', range: 0.0456, days: 2.104 }, 'wrong', 'usual move in 2.1 days: ±4.6 %'],
  [{ kind: 'peg', band: 0.03, offNow: 0.0002 }, 'right', 'kept its $1 peg'],
  [{ kind: 'peg', band: 0.03, offNow: 0.005 }, 'wrong', 'back within 3.0 % of $1'],
  [{ kind: 'peg', band: 0.03, offNow: 0.11 }, 'right', 'still 11.0 % off its $1 peg'],
  [{ kind: 'peg', band: 0.03, offNow: 0.07 }, 'wrong', 'lost its $1 peg: 7.0 % off'],
] as const)('what %j judged a %s call by reads "%s"', (basis, verdict, text) => {
  expect(basisText(basis, verdict)).toBe(text);
});
