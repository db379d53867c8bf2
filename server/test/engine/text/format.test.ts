/**
 * How figures are written: the answer's dollars and units (contract/format.ts, the one format for the engine's
 * words and the app), and the engine's own percentages and rule figures (text/format.ts, text/plainWords.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatUnits, formatUsd, roundSignificant } from '../../../../contract/format';
import { pegPrice, pegTarget, pegTargetWorth, percent, plural, usd } from '../../../src/engine/text/format';
import { plainCompared, plainPercent } from '../../../src/engine/text/plainWords';

describe('the answer’s figures (contract/format.ts)', () => {
  it('dollars: whole from $100, cents below where there are any, four significant figures under $1', () => {
    assert.equal(formatUsd(204_117.49), '$204,117');
    assert.equal(formatUsd(3_164_836.44), '$3,164,836');
    assert.equal(formatUsd(99.995), '$100', 'rounds into the whole dollars');
    assert.equal(formatUsd(12.5), '$12.50');
    assert.equal(formatUsd(12), '$12');
    assert.equal(formatUsd(0.9998), '$0.9998');
    assert.equal(formatUsd(0.5), '$0.50');
    assert.equal(formatUsd(0.0000123456), '$0.00001235', 'a dust amount keeps its figures');
    assert.equal(formatUsd(0), '$0');
    assert.equal(formatUsd(-1_500), '−$1,500');
    assert.equal(formatUsd(Number.NaN), '$0');
  });

  it('units: three significant figures, M and B from a million on, rounded once', () => {
    assert.equal(formatUnits(38_874), '38,900');
    assert.equal(formatUnits(80.75), '80.8');
    assert.equal(formatUnits(1.5), '1.5', 'no padding zeros');
    assert.equal(formatUnits(0.01856082), '0.0186');
    assert.equal(formatUnits(7_875_000_000), '7.9B');
    assert.equal(formatUnits(4_149_000_000), '4.1B', 'rounded once: 4.149B is not 4.2B');
    assert.equal(formatUnits(999_999), '1M');
    assert.equal(formatUnits(123_456_000), '123M');
    assert.equal(formatUnits(0), '0');
  });

  it('rounds to significant figures without float noise', () => {
    assert.equal(roundSignificant(38_596.520000000004, 8), 38_596.52);
    assert.equal(roundSignificant(0.1234999999, 4), 0.1235);
    assert.equal(roundSignificant(65_974.2, 4), 65_970);
  });
});

describe('the engine’s figures', () => {
  it('percentages take one decimal and the real minus sign, never "−0.0%"', () => {
    assert.equal(percent(0.124), '12.4%');
    assert.equal(percent(-0.124), '\u221212.4%');
    assert.equal(percent(-0.00001), '0.0%');
  });

  it('totals in dollars and cents, a stablecoin’s price to the hundredth of a cent', () => {
    assert.equal(usd(1_234_567.891), '$1,234,567.89');
    assert.equal(usd(0), '$0.00');
    assert.equal(pegPrice(0.99871), '$0.9987');
  });

  it('a peg in its own currency, its dollar worth beside a euro one', () => {
    assert.equal(pegTarget('USD'), '$1');
    assert.equal(pegTargetWorth('USD', 1), '$1');
    assert.equal(pegTargetWorth('EUR', 1.08), '€1 (about $1.08 today)');
  });

  it('counts agree in number', () => {
    assert.equal(plural(1, 'token'), '1 token');
    assert.equal(plural(3, 'token'), '3 tokens');
  });

  it('shares in words: whole percents from 10%, one decimal under', () => {
    assert.equal(plainPercent(0.173), '17%');
    assert.equal(plainPercent(0.024), '2.4%');
    assert.equal(plainPercent(0), '0%');
    assert.equal(plainPercent(-0.3), '−30%');
  });

  it('two shares beside a comparison in everyday figures, unless the rounded ones would contradict it', () => {
    assert.deepEqual(plainCompared(0.14, '<=', 0.3), { observed: '14%', threshold: '30%' });
    assert.deepEqual(plainCompared(0.3004, '>', 0.3), { observed: '30.04%', threshold: '30.00%' });
    assert.deepEqual(plainCompared(0.2996, '<=', 0.3), { observed: '30%', threshold: '30%' });
  });
});
