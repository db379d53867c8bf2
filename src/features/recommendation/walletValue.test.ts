import type { TokenAdvice } from '../../api/types';
import { chainNamer } from '../../lib/chainNames';
import { changeOver, chainTotals, walletTotalUsd } from './walletValue';

const token = (symbol: string, chainId: number, valueUsd: number, extra: Partial<TokenAdvice> = {}): TokenAdvice => ({
  symbol,
  action: 'hold',
  result: '',
  description: '',
  count: 1,
  price: Math.abs(valueUsd),
  chainId,
  valueUsd,
  ...extra,
});

describe('walletTotalUsd', () => {
  it('is the answer’s total when it has one', () => {
    expect(walletTotalUsd({ totalValueUsd: 1234.5, tokens: [token('ETH', 1, 1000)] })).toBe(1234.5);
  });

  it('sums the cards of a saved entry, which keeps no total, a debt counted against it', () => {
    const debt = {
      symbol: 'USDC',
      action: 'hold' as const,
      result: '',
      description: '',
      count: 500,
      price: 1,
      position: { protocol: 'aave-v3' as const, protocolName: 'Aave', kind: 'debt' as const },
    };
    expect(walletTotalUsd({ tokens: [{ ...token('ETH', 1, 0), count: 2, price: 1000, valueUsd: undefined }, debt] })).toBe(1500);
  });
});

describe('changeOver', () => {
  // 10 days, oldest first: the last is today.
  const history = [100, 101, 102, 103, 104, 105, 106, 107, 110, 99];

  it('reads 24 h as the last value against the one before it', () => {
    expect(changeOver(history, 1)).toEqual({ usd: -11, fraction: -0.1 });
  });

  it('reads 7 d as the last value against the one 7 entries before it', () => {
    const change = changeOver(history, 7);
    expect(change?.usd).toBe(-3);
    expect(change?.fraction).toBeCloseTo(-3 / 102);
  });

  it('is absent when the history is too short for the period, or missing', () => {
    expect(changeOver([5, 6, 7], 7)).toBeNull();
    expect(changeOver([5], 1)).toBeNull();
    expect(changeOver(undefined, 1)).toBeNull();
  });

  it('gives no percentage from a start of 0', () => {
    expect(changeOver([0, 50], 1)).toEqual({ usd: 50, fraction: null });
  });
});

describe('chainTotals', () => {
  const names = chainNamer([
    { chainId: 1, name: 'Ethereum', status: 'ok' },
    { chainId: 8453, name: 'Base', status: 'ok' },
  ]);

  it('sums each chain’s cards, net of debts, largest first', () => {
    const tokens = [
      token('ETH', 1, 3000),
      token('USDC', 8453, 5000),
      token('WETH', 8453, 2000),
      token('USDC', 8453, -1500, { position: { protocol: 'aave-v3', protocolName: 'Aave', kind: 'debt' } }),
      token('LINK', 1, 400),
    ];
    expect(chainTotals(tokens, names)).toEqual([
      { chainId: 8453, name: 'Base', usd: 5500 },
      { chainId: 1, name: 'Ethereum', usd: 3400 },
    ]);
  });

  it('leaves out cards without a chain id (older entries), and names an unlisted chain by its id', () => {
    const tokens = [token('ETH', 1, 10), { ...token('OLD', 1, 99), chainId: undefined }, token('DEMO', 31337, 5)];
    expect(chainTotals(tokens, names)).toEqual([
      { chainId: 1, name: 'Ethereum', usd: 10 },
      { chainId: 31337, name: 'Chain 31337', usd: 5 },
    ]);
  });
});
