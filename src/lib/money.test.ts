import { formatUsd } from './money';

describe('formatUsd', () => {
  test.each([
    [204_000.4, '$204,000'],
    [1_234_567.89, '$1,234,568'],
    [999.4, '$999'],
    [999.6, '$1,000'],
    [12.5, '$12.50'],
    [12, '$12'],
    [12.004, '$12'],
    [0.99981, '$0.9998'],
    [0.5, '$0.50'],
    [0.0000123456, '$0.00001235'],
    [0, '$0'],
    [-1234.5, '−$1,235'],
  ])('%p reads %p: separators, cents only where they matter', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });
});
