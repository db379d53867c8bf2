import { formatChange, formatRange } from './gradeFormat';

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

test('a hold’s weekly range reads either way, with the same digits: ±7.2 %, ±0.014 % for a stablecoin', () => {
  expect(formatRange(0.072)).toBe('±7.2 %');
  expect(formatRange(0.00014)).toBe('±0.014 %');
  expect(formatRange(0)).toBe('±0.0 %');
});
