import type { Loan, Position } from '../../api/types';
import { fallWords, healthText, loanName, rangeWords, whereItSits } from './positionWords';

const position = (kind: Position['kind'], extra: Partial<Position> = {}): Position => ({ protocol: 'aave-v3', protocolName: 'Aave', kind, ...extra });
const RECEIPT = { symbol: 'aEthWETH', address: '0x4d5F47FA6A74757f35C14fD3a6Ef8E3C9BC514E8', units: 10 };

describe('positionWords', () => {
  it.each([
    ['deposit', 'Deposited in Aave (10 aEthWETH)'],
    ['collateral', 'Collateral in Aave (10 aEthWETH)'],
    ['debt', 'Borrowed from Aave (10 aEthWETH)'],
    ['staked', 'Staked with Aave (10 aEthWETH)'],
    ['vault', 'In a vault of Aave (10 aEthWETH)'],
  ] as const)('says where a %s sits, with what the wallet holds for it', (kind, words) => {
    expect(whereItSits(position(kind, { receipt: RECEIPT }))).toBe(words);
  });

  it('names a liquidity position by its id, and says whether it earns fees', () => {
    const inRange = position('liquidity', { protocol: 'uniswap-v3', protocolName: 'Uniswap', positionId: '1234', inRange: true });
    expect(whereItSits(inRange)).toBe('Liquidity in Uniswap #1234');
    expect(rangeWords(inRange)).toBe('in range: earns fees');
    expect(rangeWords({ ...inRange, inRange: false })).toBe('out of range: earns no fees');
    expect(rangeWords(position('deposit'))).toBeNull();
  });

  const loan: Loan = {
    protocol: 'aave-v3',
    protocolName: 'Aave',
    chainId: 1,
    chainName: 'Ethereum',
    market: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2',
    collateralUsd: 30_000,
    debtUsd: 11_500,
    healthFactor: 1.3249,
    liquidationThreshold: 0.83,
    maxFall: 0.3869,
    collateralSymbols: ['ETH'],
    debtSymbols: ['USDC'],
    status: 'warning',
  };

  it('says a loan’s name, health to two decimals, and how far its collateral can fall, rounded down', () => {
    expect(loanName(loan)).toBe('Aave loan on Ethereum');
    expect(healthText(loan)).toBe('1.32');
    expect(fallWords(loan)).toBe('ETH can fall 38% before Aave sells your collateral.');
    expect(fallWords({ ...loan, collateralSymbols: ['ETH', 'WBTC'] })).toBe('ETH and WBTC together can fall 38% before Aave sells your collateral.');
    expect(fallWords({ ...loan, maxFall: null })).toBe('No move of its prices can liquidate it.');
  });

  it('says the rise of a volatile debt, alone or beside the fall', () => {
    const short = { ...loan, collateralSymbols: ['USDC'], debtSymbols: ['WETH'], maxFall: null, maxRise: 0.1667 };
    expect(fallWords(short)).toBe('WETH, which you owe, can rise 16% before Aave sells your collateral.');
    expect(fallWords({ ...short, collateralSymbols: ['LINK'], maxFall: 0.27 })).toBe(
      'LINK can fall 27% or WETH, which you owe, rise 16% before Aave sells your collateral.',
    );
  });
});
