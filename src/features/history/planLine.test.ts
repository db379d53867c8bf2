import type { Plan, TokenAdvice } from '../../api/types';
import { aSavedRecommendation } from '../../testing/fixtures';
import { planLine } from './planLine';

const token = (symbol: string, action: TokenAdvice['action']): TokenAdvice => ({ symbol, action, count: 1, price: 1, result: '', description: '' });
const step = (symbol: string, action: Plan['steps'][number]['action']) => ({ symbol, action, chainId: 1, address: '0x0', units: 1, usd: 1 });
const withPlan = (steps: Plan['steps'], tokens: TokenAdvice[] = [token('ETH', 'hold')]) =>
  aSavedRecommendation({ tokens, plan: { steps, reserveBeforeUsd: 0, raisedUsd: 0, spentUsd: 0, reserveAfterUsd: 0 } });

test('the whale: sells most urgent first, then the buys, named up to three', () => {
  const buys = ['LINK', '1INCH', 'SAND', 'GNO', 'YFI', 'ZRX', 'WBTC', 'PAXG', 'APE', 'POWR', 'BAND'].map((symbol) => step(symbol, 'buy more'));
  const entry = withPlan([step('ETH', 'sell'), step('CHZ', 'sell'), step('UST', 'strongly sell'), ...buys]);
  expect(planLine(entry)).toBe('Sell UST, ETH and CHZ; buy LINK, 1INCH and 9 more');
});

test.each([
  ['one of each', [step('UNI', 'sell'), step('LDO', 'buy more')], 'Sell UNI; buy LDO'],
  ['two sells', [step('UST', 'strongly sell'), step('LUNA', 'sell')], 'Sell UST and LUNA'],
  ['only buys, "buy more" before "buy"', [step('REN', 'buy'), step('ETH', 'buy more')], 'Buy ETH and REN'],
  ['a repayment first', [step('ETH', 'sell'), step('USDC', 'repay')], 'Repay USDC; sell ETH'],
  ['four sells', ['A', 'B', 'C', 'D'].map((symbol) => step(symbol, 'sell')), 'Sell A, B and 2 more'],
  ['an asset on two chains, once', [step('ETH', 'sell'), { ...step('ETH', 'sell'), chainId: 8453 }], 'Sell ETH'],
  ['no steps', [], 'Nothing to sell or buy'],
])('%s', (_case, steps, line) => {
  expect(planLine(withPlan(steps))).toBe(line);
});

test('an entry saved before plans says what its tokens’ calls were', () => {
  const entry = aSavedRecommendation({ tokens: [token('LUNA', 'sell'), token('OP', 'hold'), token('USDC', 'buy'), token('PEPE', 'buy more')] });
  expect(planLine(entry)).toBe('Sell LUNA; buy PEPE and USDC');
});

test('holds only, and no tokens at all', () => {
  expect(planLine(aSavedRecommendation({ tokens: [token('ETH', 'hold')] }))).toBe('Nothing to sell or buy');
  expect(planLine(aSavedRecommendation({ tokens: [] }))).toBe('No tokens found');
});
