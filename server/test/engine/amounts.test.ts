import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend, type AdvisedToken, type Trade } from '../../src/engine';
import { sizeTrades, type TradeFacts } from '../../src/engine/amounts';
import { describeTrade } from '../../src/engine/text/describeTrade';
import { candidate, choppy, downtrend, flat, held, quiet, uptrend } from './fixtures';

const STABLE = ['stablecoin'];

/** A token's facts for sizing: `count` units at `price`. */
function facts(action: TradeFacts['action'], count: number, price: number, buildsReserve = false): TradeFacts {
  return { action, count, price, valueUsd: count * price, buildsReserve };
}

/** One token's trade with `reserveUsd` in stablecoins in a wallet worth `totalUsd`. */
const sizeOne = (token: TradeFacts, reserveUsd: number, totalUsd = 100_000): Trade | null => sizeTrades([token], reserveUsd, totalUsd)[0];

describe('trade sizes', () => {
  it('sell moves half the position, strongly sell all of it, hold nothing', () => {
    assert.deepEqual(sizeOne(facts('sell', 8, 2_500), 0), { side: 'sell', units: 4, usd: 10_000, sizeUsd: 10_000 });
    assert.deepEqual(sizeOne(facts('strongly sell', 12_000, 0.89), 0), { side: 'sell', units: 12_000, usd: 10_680, sizeUsd: 10_680 });
    assert.equal(sizeOne(facts('hold', 3, 100), 50_000), null);
  });

  it('buy more doubles the position from the stable reserve when it covers it', () => {
    assert.deepEqual(sizeOne(facts('buy more', 2, 3_000), 20_000), { side: 'buy', units: 2, usd: 6_000, sizeUsd: 6_000, paidFrom: 'reserve' });
  });

  it('buy more takes the whole reserve when it falls short, and says what the full size would be', () => {
    assert.deepEqual(sizeOne(facts('buy more', 2, 3_000), 1_500), { side: 'buy', units: 0.5, usd: 1_500, sizeUsd: 6_000, paidFrom: 'reserve' });
  });

  it('buy more with no reserve buys nothing', () => {
    assert.deepEqual(sizeOne(facts('buy more', 2, 3_000), 0), { side: 'buy', units: 0, usd: 0, sizeUsd: 6_000, paidFrom: 'reserve' });
  });

  it('buy puts 10 % of the wallet in from the reserve, as far as it goes', () => {
    assert.deepEqual(sizeOne(facts('buy', 0, 250), 30_000), { side: 'buy', units: 40, usd: 10_000, sizeUsd: 10_000, paidFrom: 'reserve' });
    assert.deepEqual(sizeOne(facts('buy', 0, 250), 4_000), { side: 'buy', units: 16, usd: 4_000, sizeUsd: 10_000, paidFrom: 'reserve' });
  });

  it('a stablecoin suggested to build the reserve is paid from the other tokens, not from a reserve the wallet lacks', () => {
    assert.deepEqual(sizeOne(facts('buy', 0, 1, true), 0), { side: 'buy', units: 10_000, usd: 10_000, sizeUsd: 10_000, paidFrom: 'holdings' });
  });

  it('buys share one reserve in the answer order: together they never spend more than it holds', () => {
    const trades = sizeTrades([facts('buy more', 1, 5_000), facts('sell', 10, 100), facts('buy more', 1, 5_000), facts('buy', 0, 10)], 8_000, 50_000);
    assert.deepEqual(
      trades.map((trade) => trade?.usd),
      [5_000, 500, 3_000, 0],
    );
    assert.equal(trades[3]?.sizeUsd, 5_000);
  });

  it('keeps the figures free of float noise: cents, and units to 8 significant figures', () => {
    const trade = sizeOne(facts('sell', 964_913, 0.08), 0);
    assert.deepEqual(trade, { side: 'sell', units: 482_456.5, usd: 38_596.52, sizeUsd: 38_596.52 });
    assert.equal(sizeOne(facts('buy more', 1, 97_000), 1_800.4)?.units, 0.018560825);
  });
});

describe('trades in the advice', () => {
  const adviceOn = (tokens: AdvisedToken[], symbol: string): AdvisedToken => {
    const advice = tokens.find((token) => token.symbol === symbol);
    assert.ok(advice, `${symbol} is advised`);
    return advice;
  };

  it('a sell and a strongly sell say how much to move, in units and USD, at the end of the description', () => {
    // A downtrend swinging ±5 % a day, so the position is well over half its budget.
    const swingingDown = downtrend().map((close, i) => close * (i % 2 === 0 ? 1 : 1.05));
    const { tokens } = recommend({
      holdings: [held('ETH', swingingDown, 100), held('UST', flat(), 10_000, STABLE, 0.85), quiet('DAI', 5_000, STABLE)],
      universe: [],
    });
    const eth = adviceOn(tokens, 'ETH');
    assert.equal(eth.action, 'sell');
    assert.deepEqual(eth.trade, { side: 'sell', units: 50, usd: Math.round(eth.valueUsd * 50) / 100, sizeUsd: Math.round(eth.valueUsd * 50) / 100 });
    assert.match(
      eth.description,
      /\. Sell 50 ETH \(≈ \$[\d,]+(\.\d)?\), half the position, which brings its part of the wallet's volatility to about \d+\.\d points\.$/,
    );
    const ust = adviceOn(tokens, 'UST');
    assert.equal(ust.action, 'strongly sell');
    assert.match(ust.description, /\. Sell all 10,000 UST \(≈ \$8,500\)\.$/);
    assert.equal(adviceOn(tokens, 'DAI').trade, undefined, 'hold moves nothing');
  });

  it("a trim says about where halving takes its part of the wallet's volatility", () => {
    const { tokens } = recommend({ holdings: [held('PEPE', choppy(180, 0.04), 1e6), quiet('ETH', 20e6)], universe: [] });
    const advice = adviceOn(tokens, 'PEPE');
    assert.equal(advice.action, 'sell');
    // Half the position carries about half its part (the rest of the wallet barely moves with the sale).
    const part = advice.rules.find((rule) => rule.signal === 'riskContribution');
    assert.ok(part && part.observed > 0);
    const halved = (part.observed / 2) * 100;
    assert.ok(
      advice.description.endsWith(
        ` Sell 500,000 PEPE (≈ $52M), half the position, which brings its part of the wallet's volatility to about ${halved.toFixed(1)} points.`,
      ),
      advice.description,
    );
  });

  it('buy more names the reserve it uses, and says so when the reserve falls short', () => {
    const holdings = [held('AAVE', uptrend(), 20), quiet('UNI', 40_000), quiet('LINK', 40_000), quiet('DAI', 10_000, STABLE)];
    const aave = adviceOn(recommend({ holdings, universe: [] }).tokens, 'AAVE');
    assert.equal(aave.action, 'buy more');
    assert.match(aave.description, / Buy 20 AAVE \(≈ \$\d,\d{3}\) from the stablecoin reserve, doubling the position\.$/);

    const short = [held('AAVE', uptrend(), 20), quiet('UNI', 40_000), quiet('LINK', 40_000), quiet('DAI', 1_000, STABLE)];
    const shortAave = adviceOn(recommend({ holdings: short, universe: [] }).tokens, 'AAVE');
    assert.equal(shortAave.trade?.usd, 1_000);
    assert.match(
      shortAave.description,
      / Buy [\d.]+ AAVE \(≈ \$1,000\) with what is left of the stablecoin reserve; doubling the position would take ≈ \$\d,\d{3}\.$/,
    );
  });

  it('with no reserve, buy more and buy say so and move nothing; the stablecoin suggestion is bought with the other tokens', () => {
    const holdings = [held('AAVE', uptrend(), 20), quiet('PEPE', 80_000)];
    const { tokens, totalValueUsd } = recommend({ holdings, universe: [candidate('USDC', flat(), STABLE), candidate('COMP', uptrend(180, 0.005))] });
    assert.match(
      adviceOn(tokens, 'AAVE').description,
      / Doubling the position would take ≈ \$\d,\d{3}, but no stablecoins on their peg are left to pay for it\.$/,
    );
    const usdc = adviceOn(tokens, 'USDC');
    assert.equal(usdc.trade?.paidFrom, 'holdings');
    assert.equal(usdc.trade.usd, Math.round(totalValueUsd * 10) / 100);
    assert.match(usdc.description, / Buy [\d,]+ USDC \(≈ \$[\d,]+\), 10\.0% of the wallet, with part of the other tokens\.$/);
    const comp = adviceOn(tokens, 'COMP');
    assert.equal(comp.trade?.usd, 0);
    assert.match(comp.description, / 10\.0% of the wallet would be ≈ \$[\d,]+, but no stablecoins on their peg are left to pay for it\.$/);
  });

  it('a buy suggestion says how much of the reserve to use', () => {
    const holdings = [quiet('PEPE', 70_000), quiet('DAI', 30_000, STABLE)];
    const comp = adviceOn(recommend({ holdings, universe: [candidate('COMP', uptrend(180, 0.005))] }).tokens, 'COMP');
    assert.equal(comp.action, 'buy');
    assert.equal(comp.trade?.usd, 10_000);
    assert.match(comp.description, / Use ≈ \$10,000 of the stablecoin reserve, 10\.0% of the wallet, to buy [\d.]+ COMP\.$/);
  });

  it('says the text from the trade alone, for every case', () => {
    const token = { symbol: 'ETH', action: 'buy' as const, rules: [], signals: { weight: 0 } as AdvisedToken['signals'] };
    assert.equal(
      describeTrade(token, { side: 'buy', units: 4, usd: 1_000, sizeUsd: 12_000, paidFrom: 'reserve' }),
      'Use what is left of the stablecoin reserve, ≈ $1,000, to buy 4 ETH; 10.0% of the wallet would be ≈ $12,000.',
    );
  });
});
