/**
 * Protocol positions and loans on the result (issues 29 and 30), from fixtures shaped as
 * contract/positions.ts says: where each holding sits, debts in their own style and counted against
 * the total, and each loan's health near the top and on its cards.
 */
import { screen, within } from '@testing-library/react';
import type { Loan } from '../../../api/types';
import { theme } from '../../../components/theme';
import { AAVE_LOAN, aResult, card, renderResult } from '../../../testing/resultFixtures';

const aave = { protocol: 'aave-v3' as const, protocolName: 'Aave' };
const DEPOSIT = card('WETH', 'hold', 30_000, {
  count: 10,
  price: 3000,
  position: { ...aave, kind: 'deposit', loan: 0, receipt: { symbol: 'aEthWETH', address: '0x4d5F47FA6A74757f35C14fD3a6Ef8E3C9BC514E8', units: 10 } },
});
const DEBT = card('USDC', 'hold', -11_500, {
  count: 11_500,
  price: 1,
  position: {
    ...aave,
    kind: 'debt',
    loan: 0,
    receipt: { symbol: 'variableDebtEthUSDC', address: '0x72E95b8931767C79bA4EeE721354d6E99a61D004', units: 11_500 },
  },
});
const POOL = card('USDC', 'hold', 4000, {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  position: { protocol: 'uniswap-v3', protocolName: 'Uniswap', kind: 'liquidity', positionId: '4242', inRange: false },
});
const STAKED = card('ETH', 'hold', 6000, {
  position: {
    protocol: 'lido',
    protocolName: 'Lido',
    kind: 'staked',
    receipt: { symbol: 'wstETH', address: '0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0', units: 1.7 },
  },
});
const TOKENS = [DEPOSIT, DEBT, POOL, STAKED];
const DANGER: Loan = {
  ...AAVE_LOAN,
  protocol: 'compound-v3',
  protocolName: 'Compound',
  healthFactor: 1.1,
  status: 'danger',
  market: '0xc3d688B66703497DAA19211EEdff47f25384cdc3',
};

const cardOf = (heading: string | RegExp) => screen.getAllByRole('heading', { level: 3, name: heading }).map((element) => element.closest('li')!);

describe('Positions and loans on the result', () => {
  it('says where each holding sits, with what the wallet holds for it, and a liquidity position’s range', () => {
    renderResult(aResult(TOKENS, { loans: [AAVE_LOAN] }));
    expect(cardOf('WETH')[0]).toHaveTextContent('Deposited in Aave (10 aEthWETH)');
    expect(cardOf('ETH')[0]).toHaveTextContent('Staked with Lido (1.7 wstETH)');
    const [pool] = cardOf('USDC').filter((element) => element.textContent.includes('Uniswap'));
    expect(pool).toHaveTextContent('Liquidity in Uniswap #4242 · out of range: earns no fees');
    expect(within(pool).getByText('out of range: earns no fees')).toHaveStyle({ color: theme.colors.amber });
  });

  it('shows a debt in its own style, its value negative and counted against the total', () => {
    renderResult(aResult(TOKENS, { loans: [AAVE_LOAN] }));
    const [debt] = cardOf('USDC').filter((element) => element.textContent.includes('Borrowed from Aave'));
    expect(debt).toHaveTextContent('Borrowed from Aave (11,500 variableDebtEthUSDC)');
    expect(debt).toHaveTextContent('Owed: −$11,500');
    expect(debt).toHaveStyle({ borderStyle: 'dashed', borderColor: theme.colors.red });
    // 30,000 + 4,000 + 6,000 − 11,500: with a debt, the headline is the net worth, with its assets and debts.
    const headline = screen.getByRole('region', { name: 'Net worth' });
    expect(within(headline).getByText('$28,500')).toBeVisible();
    expect(within(headline).getByText('Assets $40,000 − debts $11,500')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Wallet total' })).not.toBeInTheDocument();
    const cell = within(screen.getByRole('region', { name: 'Token Details' }))
      .getByText('11,500 USDC')
      .closest('li')!;
    expect(cell).toHaveTextContent('Total value: −$11,500.0000');
    expect(screen.getByText('Borrowed $11,500: not a share of these, it is counted against the total.')).toBeVisible();
  });

  it('says each loan’s health near the top, before the plan and the overview, most at risk first', () => {
    renderResult(aResult(TOKENS, { loans: [DANGER, AAVE_LOAN] }));
    const loans = within(screen.getByRole('list', { name: 'Your loans' })).getAllByRole('listitem');
    expect(loans.map((loan) => loan.textContent)).toEqual([
      'Compound loan on Ethereum: health 1.10, danger. ETH can fall 38% before Compound sells your collateral. Borrowed $11,500 against $30,000 of collateral.',
      'Aave loan on Ethereum: health 1.32, warning. ETH can fall 38% before Aave sells your collateral. Borrowed $11,500 against $30,000 of collateral.',
    ]);
    expect(loans[0]).toHaveStyle({ borderColor: theme.colors.red });
    expect(loans[1]).toHaveStyle({ borderColor: theme.colors.amber });
    expect(within(loans[1]).getByText('health 1.32, warning')).toHaveStyle({ color: theme.colors.amber });
    expect(loans[1].compareDocumentPosition(screen.getByText('The overview.'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows the loan’s health on the cards of its deposit and its debt', () => {
    renderResult(aResult(TOKENS, { loans: [AAVE_LOAN] }));
    expect(cardOf('WETH')[0]).toHaveTextContent('Loan health 1.32, warning. ETH can fall 38% before Aave sells your collateral.');
    const [debt] = cardOf('USDC').filter((element) => element.textContent.includes('Borrowed from Aave'));
    expect(debt).toHaveTextContent('Loan health 1.32, warning.');
    expect(cardOf('ETH')[0]).not.toHaveTextContent('Loan health');
  });

  it('shows a safe loan as a quiet line', () => {
    renderResult(aResult(TOKENS, { loans: [{ ...AAVE_LOAN, healthFactor: 2.4, status: 'safe' }] }));
    const [loan] = within(screen.getByRole('list', { name: 'Your loans' })).getAllByRole('listitem');
    expect(loan).toHaveTextContent('health 2.40, safe');
    expect(loan).not.toHaveStyle({ borderStyle: 'solid' });
  });
});
