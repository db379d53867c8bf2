import type { Plan, TokenAdvice } from '../../api/types';
import { arrangeAdvice } from './advice';
import { foldableCards, foldSmallHoldings } from './smallHoldings';

const token = (symbol: string, action: TokenAdvice['action'], valueUsd: number, extra: Partial<TokenAdvice> = {}): TokenAdvice => ({
  symbol,
  action,
  result: '',
  description: '',
  count: 1,
  price: Math.abs(valueUsd),
  chainId: 1,
  address: `0x${symbol.padStart(40, '0')}`,
  valueUsd,
  ...extra,
});

// $10,020 held: "small" is under $300.60.
const TOKENS = [
  token('ETH', 'sell', 8000),
  token('AAA', 'hold', 1200),
  token('BBB', 'hold', 299),
  token('CCC', 'hold', 100),
  token('DDD', 'hold', 50),
  token('EEE', 'buy more', 51),
  token('FFF', 'hold', 320),
];

const planFor = (...symbols: string[]): Plan => ({
  steps: symbols.map((symbol) => ({ action: 'buy more', symbol, chainId: 1, address: `0x${symbol.padStart(40, '0')}`, units: 1, usd: 1 })),
  reserveBeforeUsd: 0,
  raisedUsd: 0,
  spentUsd: 0,
  reserveAfterUsd: 0,
});

const symbolsAt = (tokens: readonly TokenAdvice[], indexes: Iterable<number>) => [...indexes].map((index) => tokens[index].symbol).sort();

describe('foldableCards', () => {
  it('folds the holds under 3% of what the wallet holds, and no call however small', () => {
    expect(symbolsAt(TOKENS, foldableCards(TOKENS, undefined))).toEqual(['BBB', 'CCC', 'DDD']);
  });

  it('never folds a token the plan has a step for', () => {
    expect(symbolsAt(TOKENS, foldableCards(TOKENS, planFor('CCC')))).toEqual(['BBB', 'DDD']);
  });

  it('never folds a debt, a part of a loan, or a liquidity position out of range', () => {
    const aave = { protocol: 'aave-v3' as const, protocolName: 'Aave' };
    const tokens = [
      ...TOKENS,
      token('DEBT', 'hold', -100, { position: { ...aave, kind: 'debt', loan: 0 } }),
      token('COLL', 'hold', 100, { position: { ...aave, kind: 'deposit', loan: 0 } }),
      token('LPOUT', 'hold', 100, { position: { protocol: 'uniswap-v3', protocolName: 'Uniswap', kind: 'liquidity', inRange: false } }),
      token('LPIN', 'hold', 100, { position: { protocol: 'uniswap-v3', protocolName: 'Uniswap', kind: 'liquidity', inRange: true } }),
      token('STETH', 'hold', 100, { position: { protocol: 'lido', protocolName: 'Lido', kind: 'staked' } }),
    ];
    expect(symbolsAt(tokens, foldableCards(tokens, undefined))).toEqual(['BBB', 'CCC', 'DDD', 'LPIN', 'STETH']);
  });

  it('folds nothing when only one card would fold', () => {
    const tokens = [token('ETH', 'hold', 9900), token('DUST', 'hold', 100)];
    expect(foldableCards(tokens, undefined).size).toBe(0);
  });
});

describe('foldSmallHoldings', () => {
  it('splits the shown cards into those left open and the group, in the order shown, with the group’s dollars', () => {
    const shown = arrangeAdvice(TOKENS, 'all', 'value');
    const { open, folded, foldedUsd } = foldSmallHoldings(shown, foldableCards(TOKENS, undefined));
    expect(open.map(({ token }) => token.symbol)).toEqual(['ETH', 'AAA', 'FFF', 'EEE']);
    expect(folded.map(({ token }) => token.symbol)).toEqual(['BBB', 'CCC', 'DDD']);
    expect(foldedUsd).toBe(449);
  });

  it('shows a lone foldable card left by a filter as a card', () => {
    const shown = arrangeAdvice(TOKENS, 'all', 'urgency').filter(({ token }) => token.symbol !== 'BBB' && token.symbol !== 'CCC');
    const { open, folded } = foldSmallHoldings(shown, foldableCards(TOKENS, undefined));
    expect(folded).toEqual([]);
    expect(open).toHaveLength(shown.length);
  });
});
