import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pegPrice, percent, plural, ratio, signedPercent, usd } from '../../src/engine/text/format';

describe('text formatting', () => {
  it('percentages take one decimal and the real minus sign', () => {
    assert.equal(percent(0.124), '12.4%');
    assert.equal(percent(-0.124), '\u221212.4%');
    assert.equal(signedPercent(0.082), '+8.2%');
    assert.equal(signedPercent(-0.35), '−35.0%');
  });

  it('a tiny negative rounds to 0.0%, never "−0.0%"', () => {
    assert.equal(percent(-0.00001), '0.0%');
    assert.equal(signedPercent(0.00001), '0.0%');
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
});
