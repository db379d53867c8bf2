import type { TokenAdvice } from '../../api/types';
import { allocationByAsset, NAMED_ASSETS } from './allocation';

const token = (symbol: string, valueUsd: number, extra: Partial<TokenAdvice> = {}): TokenAdvice => ({
  symbol,
  action: 'hold',
  result: '',
  description: '',
  count: 1,
  price: Math.abs(valueUsd),
  chainId: 1,
  address: `0x${symbol.padStart(40, '0')}`,
  valueUsd,
  ...extra,
});

describe('allocationByAsset', () => {
  it('joins an asset’s holdings on every chain, and a holding whose advice is on another (WETH on ETH)', () => {
    const eth = token('ETH', 600, { address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' });
    const tokens = [
      eth,
      token('WETH', 100, { adviceOn: { chainId: 1, address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' } }),
      token('USDC', 200),
      token('USDC', 100, { chainId: 8453 }),
    ];
    const { parts, heldUsd, borrowedUsd } = allocationByAsset(tokens);
    expect(parts).toEqual([
      { symbol: 'ETH', usd: 700, share: 0.7, assets: 1 },
      { symbol: 'USDC', usd: 300, share: 0.3, assets: 1 },
    ]);
    expect(heldUsd).toBe(1000);
    expect(borrowedUsd).toBe(0);
  });

  it(`names the ${NAMED_ASSETS} largest and groups the rest as one part`, () => {
    const tokens = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((symbol, at) => token(symbol, 80 - at * 10));
    const { parts } = allocationByAsset(tokens);
    expect(parts.map((part) => part.symbol)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', null]);
    expect(parts.at(-1)).toEqual({ symbol: null, usd: 30, share: 30 / 360, assets: 2 });
    expect(parts.reduce((sum, part) => sum + part.share, 0)).toBeCloseTo(1);
  });

  it('names a seventh asset rather than group it alone', () => {
    const tokens = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((symbol) => token(symbol, 10));
    expect(allocationByAsset(tokens).parts.every((part) => part.symbol !== null)).toBe(true);
  });

  it('says debts apart, not as a share, and leaves out buys of nothing', () => {
    const debt = token('USDC', -400, { position: { protocol: 'aave-v3', protocolName: 'Aave', kind: 'debt' } });
    const { parts, borrowedUsd } = allocationByAsset([token('ETH', 1000), debt, token('REN', 0, { action: 'buy', count: 0 })]);
    expect(parts).toEqual([{ symbol: 'ETH', usd: 1000, share: 1, assets: 1 }]);
    expect(borrowedUsd).toBe(400);
  });

  it('has no parts when nothing is held', () => {
    expect(allocationByAsset([token('REN', 0)]).parts).toEqual([]);
  });
});
