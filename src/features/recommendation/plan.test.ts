import type { Plan, TokenAdvice } from '../../api/types';
import { actionCounts, arrangeAdvice } from './advice';
import { planSteps } from './plan';

const token = (symbol: string, action: TokenAdvice['action'], count: number, extra: Partial<TokenAdvice> = {}): TokenAdvice => ({
  symbol,
  action,
  count,
  price: 1,
  result: '',
  description: '',
  ...extra,
});

describe('arrangeAdvice', () => {
  const tokens = [token('A', 'hold', 5), token('B', 'buy', 0), token('C', 'sell', 1), token('D', 'sell', 3), token('E', 'strongly sell', 2)];

  test('by urgency, then value, then the answer’s order; by value, then urgency', () => {
    expect(arrangeAdvice(tokens, 'all', 'urgency').map(({ token: { symbol } }) => symbol)).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(arrangeAdvice(tokens, 'all', 'value').map(({ token: { symbol } }) => symbol)).toEqual(['A', 'D', 'E', 'C', 'B']);
  });

  test('a filter keeps one action, and each token keeps its index in the answer', () => {
    expect(arrangeAdvice(tokens, 'sell', 'urgency')).toEqual([
      { token: tokens[3], index: 3 },
      { token: tokens[2], index: 2 },
    ]);
    expect(actionCounts(tokens)).toEqual([
      { action: 'strongly sell', count: 1 },
      { action: 'sell', count: 2 },
      { action: 'buy', count: 1 },
      { action: 'hold', count: 1 },
    ]);
  });
});

describe('planSteps', () => {
  const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
  const step = (symbol: string, action: Plan['steps'][number]['action'], chainId: number) => ({ action, symbol, chainId, address: ETH, units: 1, usd: 1 });
  const plan = (steps: Plan['steps']): Plan => ({ steps, reserveBeforeUsd: 0, raisedUsd: 0, spentUsd: 0, reserveAfterUsd: 0 });

  test('finds the card on the step’s chain by address, whatever the case', () => {
    const tokens = [token('ETH', 'hold', 1, { chainId: 8453, address: ETH }), token('ETH', 'sell', 1, { chainId: 1, address: ETH.toLowerCase() })];
    expect(planSteps(plan([step('ETH', 'sell', 1)]), tokens).map(({ tokenIndex }) => tokenIndex)).toEqual([1]);
  });

  test('orders strongly sell, sell, buy more, buy, keeping the engine’s order within one action; a step with no card has none', () => {
    const steps = [step('X', 'buy', 1), step('Y', 'sell', 1), step('Z', 'buy more', 1), step('W', 'sell', 1), step('V', 'strongly sell', 1)];
    const shown = planSteps(plan(steps), [token('W', 'sell', 1)]);
    expect(shown.map(({ step: { symbol } }) => symbol)).toEqual(['V', 'Y', 'W', 'Z', 'X']);
    expect(shown.map(({ tokenIndex }) => tokenIndex)).toEqual([null, null, 0, null, null]);
  });
});
