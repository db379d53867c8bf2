import { formatAge, formatCount, formatPercent, formatPriceLine, formatTotalValue } from './format';

describe('formatTotalValue', () => {
  it('multiplies price by count and keeps exactly 4 decimals', () => {
    expect(formatTotalValue(3012.5, 1.5)).toBe('$4,518.7500');
    expect(formatTotalValue(1, 0)).toBe('$0.0000');
    expect(formatTotalValue(0.00001234, 1000)).toBe('$0.0123');
  });

  it('hides floating-point noise', () => {
    expect(formatTotalValue(0.1, 3)).toBe('$0.3000');
  });
});

describe('formatPriceLine', () => {
  it('writes the price as the spec shows it', () => {
    expect(formatPriceLine(3012.5, 'ETH')).toBe('current price: $3012.5/ETH');
    expect(formatPriceLine(65000, 'WBTC')).toBe('current price: $65000/WBTC');
    expect(formatPriceLine(1, 'USDC')).toBe('current price: $1/USDC');
  });

  it('keeps tiny prices in plain digits and drops float noise', () => {
    expect(formatPriceLine(0.0000001234, 'PEPE')).toBe('current price: $0.0000001234/PEPE');
    expect(formatPriceLine(0.1 + 0.2, 'X')).toBe('current price: $0.3/X');
  });
});

describe('formatCount', () => {
  it('groups thousands and keeps up to 6 decimals', () => {
    expect(formatCount(12000)).toBe('12,000');
    expect(formatCount(1.5)).toBe('1.5');
    expect(formatCount(0.123456789)).toBe('0.123457');
  });
});

describe('formatAge', () => {
  it('says how old a price is in the largest whole unit', () => {
    expect(formatAge(180_000)).toBe('2 days');
    expect(formatAge(86_400)).toBe('1 day');
    expect(formatAge(7_199)).toBe('1 hour');
    expect(formatAge(300)).toBe('5 minutes');
    expect(formatAge(59)).toBe('under a minute');
  });
});

describe('wallet figures', () => {
  it('writes fractions as percentages with one decimal (dollars: lib/money.test.ts)', () => {
    expect(formatPercent(1.0164)).toBe('101.6%');
    expect(formatPercent(0.5)).toBe('50.0%');
  });
});
