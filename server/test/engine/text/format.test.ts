import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { approxUsd, compactNumber, money, pegPrice, percent, plural, ratio, usd } from '../../../src/engine/text/format';
import { plainPercent, planUsd } from '../../../src/engine/text/plainWords';

describe('text formatting', () => {
  it('percentages take one decimal and the real minus sign', () => {
    assert.equal(percent(0.124), '12.4%');
    assert.equal(percent(-0.124), '\u221212.4%');
  });

  it('a tiny negative rounds to 0.0%, never "−0.0%"', () => {
    assert.equal(percent(-0.00001), '0.0%');
  });

  it('dollar totals are grouped by thousands with cents', () => {
    assert.equal(usd(1234567.891), '$1,234,567.89');
    assert.equal(usd(999.5), '$999.50');
    assert.equal(usd(0), '$0.00');
  });

  it('stablecoin prices show four decimals, the HHI two', () => {
    assert.equal(pegPrice(0.99871), '$0.9987');
    assert.equal(ratio(0.5039), '0.50');
  });

  it('counts agree in number', () => {
    assert.equal(plural(1, 'token'), '1 token');
    assert.equal(plural(3, 'token'), '3 tokens');
  });

  it('trade amounts take three significant figures, with M and B from a million on', () => {
    assert.equal(compactNumber(38_874), '38,900');
    assert.equal(compactNumber(4_149_000_000), '4.1B', 'rounded once: 4.149B is not 4.2B');
    assert.equal(compactNumber(6_828_947.5), '6.8M');
    assert.equal(compactNumber(999_999), '1M');
    assert.equal(compactNumber(123_456_000), '123M');
    assert.equal(compactNumber(1.5), '1.5', 'no padding zeros');
    assert.equal(compactNumber(0.01856082), '0.0186');
    assert.equal(compactNumber(0), '0');
    assert.equal(approxUsd(42_750), '≈ $42,800');
    assert.equal(approxUsd(4_149_000), '≈ $4,150,000', 'money has one format: no M or B');
  });

  it('money: thousands separators, and cents only where they matter', () => {
    assert.equal(money(204_000), '$204,000');
    assert.equal(money(3_164_835.62), '$3,164,836');
    assert.equal(money(100), '$100');
    assert.equal(money(12.5), '$12.50');
    assert.equal(money(12), '$12');
    assert.equal(money(0.52), '$0.52');
    assert.equal(money(0.001234), '$0.00123', 'a dust amount is not $0');
    assert.equal(money(0), '$0');
    assert.equal(money(-1_500), '−$1,500');
    assert.equal(planUsd(273_700), '$274,000');
    assert.equal(planUsd(9_099.5), '$9,100');
  });

  it('shares in words: whole percents from 10 %, one decimal under', () => {
    assert.equal(plainPercent(0.173), '17%');
    assert.equal(plainPercent(0.024), '2.4%');
    assert.equal(plainPercent(0), '0%');
    assert.equal(plainPercent(-0.3), '−30%');
  });
});
