import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TokenInfo } from '../../src/domain/types';
import { recommend, type AdvisedToken, type EngineInput } from '../../src/engine';
import { pegDeviation, worstPegDeviation } from '../../src/engine/signals/peg';
import { suggestBuys } from '../../src/engine/suggestions';
import { flat, held, history, quiet, series, token, uptrend } from './fixtures';

/** EUR / USD as the local chain seeds it. */
const EUR_USD = 1.08;
const RATES = { EUR: EUR_USD };

const eurc = (): TokenInfo => ({ ...token('EURC', ['stablecoin'], 'EURC'), extensions: { peg: 'EUR' } });

/** A wallet of EURC worth `priceUsd` a unit (steady at that price for 180 days) beside some ETH. */
function wallet(priceUsd: number, pegRatesUsd?: EngineInput['pegRatesUsd']): EngineInput {
  return {
    holdings: [{ token: eurc(), amount: 1_000, prices: history(flat(180, priceUsd)) }, quiet('ETH', 1_000)],
    universe: [],
    ...(pegRatesUsd ? { pegRatesUsd } : {}),
  };
}

function adviceOn(output: ReturnType<typeof recommend>, symbol: string): AdvisedToken {
  const advice = output.tokens.find((entry) => entry.symbol === symbol);
  assert.ok(advice, `${symbol} is advised`);
  return advice;
}

describe('a EUR stablecoin measured against EUR / USD', () => {
  it('holds EURC at $1.08 when EUR / USD is 1.08: on its peg, counted in the stable share', () => {
    const output = recommend(wallet(1.08, RATES));
    const advice = adviceOn(output, 'EURC');
    assert.equal(advice.action, 'hold');
    assert.equal(advice.signals.pegDeviation, 0);
    assert.deepEqual(
      advice.rules.map((rule) => rule.text),
      ['distance from €1 0.0% < 3.0%'],
    );
    assert.equal(advice.result, 'Keep it: it holds its €1 (about $1.08 today) peg ($1.0800) and is cash, which pays for the plan’s buys.');
    assert.equal(
      advice.description,
      'EURC holds its €1 (about $1.08 today) peg ($1.0800) and is cash, which pays for the plan’s buys, so keep it. ' +
        'Swapping it would gain nothing. The call changes to sell if it drifts 3.0% or more from €1.',
    );
    assert.ok(output.portfolio.stableShare > 0.5, 'EURC on its peg counts as the stable reserve');
  });

  it('strongly sells EURC at $0.95 when EUR / USD is 1.08: 12 % under €1 is a collapse', () => {
    const advice = adviceOn(recommend(wallet(0.95, RATES)), 'EURC');
    assert.equal(advice.action, 'strongly sell');
    assert.ok(Math.abs((advice.signals.pegDeviation ?? 0) - (1 - 0.95 / 1.08)) < 1e-8);
    assert.match(
      advice.description,
      /^EURC should be worth €1 \(about \$1\.08 today\) but trades at \$0\.9500, 12\.0% away: its peg has broken, so sell all of it, 1,000 EURC \(≈ \$950\)\. /,
    );
    assert.match(advice.description, /back within 10\.0% of €1, and to hold within 3\.0%\.$/);
    assert.equal(
      advice.result,
      'Sell all of it, 1,000 EURC (≈ $950): it should be worth €1 (about $1.08 today) but trades at $0.9500, 12.0% away: its peg has broken.',
    );
  });

  it('sells EURC at $1.03 when EUR / USD is 1.08: 4.6 % off is a broken peg, not yet a collapse', () => {
    const advice = adviceOn(recommend(wallet(1.03, RATES)), 'EURC');
    assert.equal(advice.action, 'sell');
    assert.match(
      advice.description,
      /^EURC should be worth €1 \(about \$1\.08 today\) but trades at \$1\.0300, 4\.6% away, so sell half, 500 EURC \(≈ \$515\)\. /,
    );
  });

  it('judges EURC as a plain token when no EUR / USD rate is known (as before peg rates were read)', () => {
    for (const rates of [undefined, {}, { EUR: Number.NaN }, { EUR: 0 }]) {
      const output = recommend(wallet(1.08, rates));
      const advice = adviceOn(output, 'EURC');
      assert.equal(advice.signals.pegDeviation, null);
      assert.equal(advice.action, 'hold');
      assert.doesNotMatch(advice.description, /peg|€1|\$1\b/);
      assert.match(advice.result, /^Keep it: it is already 52% of your money/);
      assert.equal(output.portfolio.stableShare, 0, 'an unmeasured peg is not a stable reserve');
    }
  });

  it('keeps every dollar stablecoin text as it was, with or without a EUR rate', () => {
    const usdc: EngineInput = { holdings: [held('USDC', flat(180, 0.95), 1_000, ['stablecoin']), quiet('ETH', 1_000)], universe: [] };
    const without = adviceOn(recommend(usdc), 'USDC');
    const withRate = adviceOn(recommend({ ...usdc, pegRatesUsd: RATES }), 'USDC');
    assert.deepEqual(withRate, without);
    assert.match(without.description, /^USDC should be worth \$1 but trades at \$0\.9500, 5\.0% away, so sell half, 500 USDC \(≈ \$475\)\. /);
    assert.equal(without.rules[0].text, 'distance from $1 5.0% ≥ 3.0%');
  });
});

describe('peg signals with a rate', () => {
  it('pegDeviation divides by the peg rate; USD needs none', () => {
    assert.equal(pegDeviation(eurc(), 1.08, RATES), 0);
    assert.equal(pegDeviation(eurc(), 1.08), null);
    assert.equal(pegDeviation(token('USDC', ['stablecoin']), 0.97, RATES), 0.03);
    assert.equal(pegDeviation(token('ETH'), 1.08, RATES), null);
  });

  it('worstPegDeviation divides every close by the rate', () => {
    assert.equal(worstPegDeviation([1.08, 1.08, 1.026, 1.08], 3, 1.08), 0.05);
    assert.equal(worstPegDeviation([1, 1, 0.95, 1], 3), 0.05);
  });
});

describe('buy suggestions with a EUR stablecoin', () => {
  const portfolio = { hhi: 1, stableShare: 0, tokenCount: 1, chainCount: 1 };
  const universe = () => [
    { token: eurc(), prices: history(series(180, (i) => (i === 170 ? 1.05 : 1.08))) },
    { token: token('USDT', ['stablecoin']), prices: history(series(180, (i) => (i === 170 ? 0.99 : 1))) },
  ];

  it("ranks EURC by its record against EUR / USD: its 2.8 % dip loses to USDT's 1 %", () => {
    const [first] = suggestBuys(universe(), new Set(), portfolio, RATES);
    assert.equal(first.tokens[0].symbol, 'USDT');
  });

  it('suggests EURC, named with its €1 peg, when it has the steadier record', () => {
    const steady = [{ token: eurc(), prices: history(flat(180, 1.08)) }, universe()[1]];
    const [first] = suggestBuys(steady, new Set(), portfolio, RATES);
    assert.equal(first.tokens[0].symbol, 'EURC');
    assert.equal(first.reason.long, 'You hold no stablecoins, and EURC holds its €1 (about $1.08 today) peg ($1.0800)');
    assert.ok(first.buildsReserve, 'a stablecoin suggestion builds the reserve');
  });

  it('never suggests EURC as a stablecoin without a EUR rate', () => {
    const picks = suggestBuys(
      [
        { token: eurc(), prices: history(flat(180, 1.08)) },
        { token: token('AAVE'), prices: history(uptrend()) },
      ],
      new Set(),
      portfolio,
    );
    assert.ok(picks.every(({ tokens: [pick] }) => pick.symbol !== 'EURC' || pick.signals.pegDeviation === null));
  });
});
