import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TokenInfo } from '../../src/domain/types';
import { recommend, type EngineAsset } from '../../src/engine';
import { valueHoldings } from '../../src/engine/portfolio';
import { riskBudget } from '../../src/engine/riskBudget';
import { TARGET_VOLATILITY } from '../../src/engine/thresholds';
import { choppy, flat, held, history, quiet, token } from './fixtures';

const STABLE = ['stablecoin'];
const eurc = (): TokenInfo => ({ ...token('EURC', STABLE), extensions: { peg: 'EUR' } });
const onChain = (symbol: string, chainId: number): TokenInfo => ({ ...token(symbol), chainId, extensions: { asset: symbol } });
const budgetOf = (holdings: readonly EngineAsset[], rates = {}) => riskBudget(valueHoldings(holdings, rates).positions, rates);

describe('risk budget', () => {
  it('shares the target volatility equally among the non-stable assets; stablecoins on a known peg hold none', () => {
    const budget = budgetOf([quiet('A', 100), quiet('B', 100), quiet('DAI', 100, STABLE), quiet('C', 100)]);
    assert.deepEqual(budget, { assets: 3, swing: TARGET_VOLATILITY / 3 });
  });

  it('counts an asset held on two chains once', () => {
    const holdings = [onChain('ETH', 1), onChain('ETH', 8453), onChain('LINK', 1)].map((info) => ({ token: info, amount: 1, prices: history(flat(180, 100)) }));
    assert.equal(budgetOf(holdings).assets, 2);
  });

  it('a euro stablecoin without a EUR / USD rate is judged as a plain token, so it takes a budget', () => {
    const holdings = [{ token: eurc(), amount: 100, prices: history(flat(180, 1.08)) }, quiet('A', 100)];
    assert.equal(budgetOf(holdings).assets, 2);
    assert.equal(budgetOf(holdings, { EUR: 1.08 }).assets, 1);
  });

  it('a wallet of stablecoins alone keeps the whole target, not a division by zero', () => {
    assert.deepEqual(budgetOf([quiet('DAI', 100, STABLE)]), { assets: 1, swing: TARGET_VOLATILITY });
  });

  it('the same position holds alone and is trimmed beside three others, its line in the rule', () => {
    // PEPE swings about 150 % a year: 30 % of the wallet is a 45 % swing, within one asset's 30 % budget (under 60 %).
    const pepe = (usd: number) => held('PEPE', choppy(), usd / choppy()[179]);
    const alone = recommend({ holdings: [pepe(300), quiet('DAI', 700, STABLE)], universe: [] }).tokens[1];
    assert.deepEqual([alone.symbol, alone.action], ['PEPE', 'hold']);
    const shared = recommend({ holdings: [pepe(300), quiet('A', 200), quiet('B', 200), quiet('C', 200), quiet('DAI', 100, STABLE)], universe: [] });
    const trimmed = shared.tokens.find((advice) => advice.symbol === 'PEPE');
    assert.equal(trimmed?.action, 'sell');
    const line = trimmed.rules.find((rule) => rule.id === 'trim-outsized');
    assert.equal(line?.threshold, (2 * TARGET_VOLATILITY) / 4);
    assert.match(
      trimmed.result,
      /^Sell half, [\d.]+ PEPE \(≈ \$150\): it is 30% of your money and causes \d+% of its ups and downs, over twice its fair share\.$/,
    );
    assert.doesNotMatch(`${trimmed.result} ${trimmed.description}`, /points|budget|HHI/, 'no jargon in the words');
    assert.match(
      line.text,
      /≥ 15\.0 points \(twice its budget of 7\.5 points, the wallet's 30\.0% target volatility shared by 4 assets\)$/,
      'the line, exact, under "Why?"',
    );
  });
});

describe('dust and the limits of buy more', () => {
  // Two coins moving together, ~38 % a year: A's part is about 15 points, B's about 11.
  const coins = () => [held('A', choppy(180, 0.02), 400 / choppy(180, 0.02)[179]), held('B', choppy(180, 0.02), 300 / choppy(180, 0.02)[179])];
  const dust = () => ['X', 'Y', 'Z'].map((symbol) => quiet(symbol, 2));
  const actionOf = (output: ReturnType<typeof recommend>, symbol: string) => output.tokens.find((advice) => advice.symbol === symbol)?.action;

  it('dust under 1 % of the wallet takes no share of the budget, so it does not turn a hold into a sell', () => {
    const wallet = [...coins(), quiet('DAI', 300, STABLE)];
    assert.equal(budgetOf([...wallet, ...dust()]).assets, 2);
    const clean = recommend({ holdings: wallet, universe: [] });
    const dusty = recommend({ holdings: [...wallet, ...dust()], universe: [] });
    assert.deepEqual([actionOf(clean, 'A'), actionOf(clean, 'B')], ['hold', 'hold']);
    assert.deepEqual([actionOf(dusty, 'A'), actionOf(dusty, 'B')], ['hold', 'hold']);
  });

  it('dust is held, not bought more, and the description says why', () => {
    const dusty = recommend({ holdings: [...coins(), quiet('DAI', 300, STABLE), ...dust()], universe: [] });
    const x = dusty.tokens.find((advice) => advice.symbol === 'X');
    assert.equal(x?.action, 'hold');
    assert.match(
      x.description,
      /^X is only 0\.2% of your money, too little to matter, so keep it\. Below 1\.0% of your money a token neither adds to nor cuts your risk/,
    );
  });

  it('a calm token past half the wallet is held, saying that Ribbit does not add past 50 %', () => {
    const output = recommend({ holdings: [quiet('A', 800), quiet('DAI', 200, STABLE)], universe: [] });
    const a = output.tokens.find((advice) => advice.symbol === 'A');
    assert.equal(a?.action, 'hold');
    assert.match(
      a.description,
      /^A is already 80% of your money, as much as Ribbit adds to, so keep it\. Ribbit does not add to a token past 50\.0% of your money\./,
    );
  });
});
