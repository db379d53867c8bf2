/**
 * A EUR stablecoin judged against EUR / USD (docs/engine.md "EUR stablecoins"): on its peg it is cash, off it
 * it is sold whole, and without a rate it is a plain token, never judged against $1.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TokenInfo } from '../../src/domain/types';
import { recommend, type EngineInput } from '../../src/engine';
import { pegDeviation, worstPegDeviation } from '../../src/engine/signals/peg';
import { cardOf } from './answer';
import { candidate, choppy, flat, held, history, quiet, series, STABLE, token, worth } from './fixtures';

/** EUR / USD as the local chain seeds it. */
const EUR_USD = 1.08;
const RATES = { EUR: EUR_USD };

const eurc = (): TokenInfo => ({ ...token('EURC', STABLE, 'EURC'), extensions: { peg: 'EUR' } });

/** 1,000 EURC at `priceUsd` (steady there for 180 days) beside $1,000 of ETH; USDC in the universe to sell into. */
function wallet(priceUsd: number, pegRatesUsd?: EngineInput['pegRatesUsd']): EngineInput {
  return {
    holdings: [{ token: eurc(), amount: 1_000, prices: history(flat(180, priceUsd)) }, quiet('ETH', 1_000)],
    universe: [candidate('USDC', flat(), STABLE)],
    ...(pegRatesUsd ? { pegRatesUsd } : {}),
  };
}

describe('a EUR stablecoin measured against EUR / USD', () => {
  it('holds EURC at $1.08 when EUR / USD is 1.08: on its peg, cash that pays for the plan’s buys', () => {
    const output = recommend(wallet(1.08, RATES));
    const advice = cardOf(output, 'EURC');
    assert.equal(advice.action, 'hold');
    assert.equal(advice.signals.pegDeviation, 0);
    assert.equal(advice.result, 'Keep it: it holds its €1 (about $1.08 today) peg ($1.0800) and is cash: the plan keeps your reserve in it and pays from it.');
    assert.match(advice.description, / Swapping it would gain nothing\. The call changes to sell if it drifts 3\.0% or more from €1\.$/);
    assert.equal(output.portfolio.stableReserveUsd, 1_080, 'EURC on its peg is the stable reserve');
    assert.ok(
      output.plan.steps.every((step) => step.action === 'sell' || step.cash?.symbol === 'EURC'),
      'the plan’s buys are paid with EURC',
    );
  });

  it('names the peg a euro stablecoin is measured against under "Why?"', () => {
    assert.deepEqual(
      cardOf(recommend(wallet(1.08, RATES)), 'EURC').rules.map((rule) => rule.text),
      ['distance from €1 0.0% < 3.0%'],
    );
  });

  it('sells all of EURC at $0.95 when EUR / USD is 1.08: 12% under €1 is a collapse', () => {
    const advice = cardOf(recommend(wallet(0.95, RATES)), 'EURC');
    assert.equal(advice.action, 'strongly sell');
    assert.ok(Math.abs((advice.signals.pegDeviation ?? 0) - (1 - 0.95 / EUR_USD)) < 1e-8);
    assert.equal(
      advice.result,
      'Sell all of it, 1,000 EURC, for USDC ($950): it should be worth €1 (about $1.08 today) but trades at $0.9500, 12.0% away: its peg has broken.',
    );
    assert.match(advice.description, /back within 10\.0% of €1, and to hold within 3\.0%\.$/);
  });

  it('sells all of EURC at $1.03 when EUR / USD is 1.08: 4.6% off is a broken peg, no longer cash', () => {
    const output = recommend(wallet(1.03, RATES));
    const advice = cardOf(output, 'EURC');
    assert.equal(advice.action, 'sell');
    assert.equal(advice.rules[0].id, 'depeg');
    assert.match(
      advice.description,
      /^EURC should be worth €1 \(about \$1\.08 today\) but trades at \$1\.0300, 4\.6% away, so sell all of it, 1,000 EURC, for USDC \(\$1,030\)\. /,
    );
    assert.equal(output.portfolio.stableReserveUsd, 0);
  });

  it('judges EURC as a plain token when no EUR / USD rate is known, never against $1', () => {
    for (const rates of [undefined, {}, { EUR: Number.NaN }, { EUR: 0 }]) {
      const output = recommend(wallet(1.08, rates));
      const advice = cardOf(output, 'EURC');
      assert.equal(advice.signals.pegDeviation, null);
      assert.equal(advice.action, 'hold');
      assert.doesNotMatch(`${advice.result} ${advice.description}`, /peg|€1|\$1\b/);
      assert.equal(output.portfolio.stableShare, 0, 'an unmeasured peg is not a stable reserve');
    }
  });

  it('keeps every dollar stablecoin’s words as they are, with or without a EUR rate', () => {
    const usdc: EngineInput = { holdings: [held('USDC', flat(180, 0.95), 1_000, STABLE), quiet('ETH', 1_000)], universe: [candidate('DAI', flat(), STABLE)] };
    const without = cardOf(recommend(usdc), 'USDC');
    assert.deepEqual(cardOf(recommend({ ...usdc, pegRatesUsd: RATES }), 'USDC'), without);
    assert.match(without.description, /^USDC should be worth \$1 but trades at \$0\.9500, 5\.0% away, so sell all of it, 1,000 USDC, for DAI \(\$950\)\. /);
    assert.equal(without.rules[0].text, 'distance from $1 5.0% ≥ 3.0%');
  });
});

describe('peg signals with a rate', () => {
  it('pegDeviation divides by the peg rate; USD needs none', () => {
    assert.equal(pegDeviation(eurc(), 1.08, RATES), 0);
    assert.equal(pegDeviation(eurc(), 1.08, {}), null);
    assert.equal(pegDeviation(token('USDC', STABLE), 0.97, RATES), 0.03);
    assert.equal(pegDeviation(token('ETH'), 1.08, RATES), null);
  });

  it('worstPegDeviation divides every close by the rate', () => {
    assert.equal(worstPegDeviation([1.08, 1.08, 1.026, 1.08], 3, 1.08), 0.05);
    assert.equal(worstPegDeviation([1, 1, 0.95, 1], 3), 0.05);
  });
});

describe('the stablecoin a chain’s sales go into, with a EUR one in the universe', () => {
  /** PEPE, wild and held alone: the plan sells it, into the steadiest stablecoin the universe has. */
  const sellInto = (universe: EngineInput['universe'], pegRatesUsd: EngineInput['pegRatesUsd'] = RATES) =>
    recommend({ holdings: [worth('PEPE', choppy(), 9_000), worth('ETH', flat(180, 100), 1_000)], universe, pegRatesUsd }).plan.steps.find(
      (step) => step.symbol === 'PEPE',
    )?.cash?.symbol;
  const dippedEurc = { token: eurc(), prices: history(series(180, (i) => (i === 170 ? 1.05 : 1.08))) };
  const dippedUsdt = { token: token('USDT', STABLE), prices: history(series(180, (i) => (i === 170 ? 0.99 : 1))) };
  const steadyEurc = { token: eurc(), prices: history(flat(180, 1.08)) };

  it("ranks EURC by its record against EUR / USD: its 2.8% dip loses to USDT's 1%", () => {
    assert.equal(sellInto([dippedEurc, dippedUsdt]), 'USDT');
  });

  it('chooses EURC, named with its €1 peg, when it has the steadier record', () => {
    assert.equal(sellInto([steadyEurc, dippedUsdt]), 'EURC');
    const card = cardOf(
      recommend({ holdings: [worth('PEPE', choppy(), 9_000), worth('ETH', flat(180, 100), 1_000)], universe: [steadyEurc, dippedUsdt], pegRatesUsd: RATES }),
      'EURC',
    );
    assert.match(card.result, /: it takes the plan’s sales on this chain: you hold no stablecoin there, and EURC holds its peg best \(\$1\.0800\)\.$/);
  });

  it('never sells into EURC without a EUR rate', () => {
    assert.equal(sellInto([steadyEurc, dippedUsdt], {}), 'USDT');
    assert.equal(sellInto([steadyEurc], {}), undefined, 'nowhere to sell into');
  });
});
