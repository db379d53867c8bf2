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
    assert.match(trimmed.description, /more than twice its budget of 7\.5 points \(the wallet's 30\.0% target volatility shared by 4 assets\)/);
  });
});
