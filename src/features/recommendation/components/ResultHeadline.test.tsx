/**
 * The top of the result (issue 29): the wallet's total with its 24 h and 7 d change, and the split
 * by chain that shows one chain's cards and Token Details cells.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aResult, card, planOf, renderResult } from '../../../testing/resultFixtures';

const ETH = card('ETH', 'sell', 3000);
const LINK = card('LINK', 'hold', 2000);
const USDC_BASE = card('USDC', 'hold', 1500, { chainId: 8453 });
const WETH_BASE = card('WETH', 'buy more', 500, { chainId: 8453 });
const TOKENS = [ETH, LINK, USDC_BASE, WETH_BASE];
// 10 days, the last = the total: 24 h +$100 over $6,900, 7 d −$500 over $7,500.
const HISTORY = [7000, 7100, 7500, 7400, 7300, 7200, 7100, 7000, 6900, 7000];

const headline = () => screen.getByRole('region', { name: 'Wallet total' });
const cardHeadings = () =>
  within(screen.getByRole('region', { name: 'Token advice' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const detailCells = () => within(screen.getByRole('region', { name: 'Token Details' })).getAllByRole('listitem');

describe('The result’s headline', () => {
  it('shows the total first, with its change over 24 hours and 7 days in dollars and per cent', () => {
    renderResult(aResult(TOKENS, { totalValueUsd: 7000, valueHistory: HISTORY }));
    expect(within(headline()).getByText('$7,000')).toBeVisible();
    const change = (words: string) => within(headline()).getByText(words).closest('div');
    expect(change('24 hours')).toHaveTextContent('24 h24 hours+$100 (+1.4%)');
    expect(change('7 days')).toHaveTextContent('−$500 (−6.7%)');
    expect(within(headline()).getByText('Changes of the tokens you hold today, at past prices.')).toBeVisible();
    // Above the plan and the overview.
    expect(headline().compareDocumentPosition(screen.getByText('The overview.'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows the total alone for an entry saved before answers had a value history, from its cards', () => {
    renderResult(aResult(TOKENS));
    expect(within(headline()).getByText('$7,000')).toBeVisible();
    expect(within(headline()).queryByText('24 hours')).toBeNull();
    expect(within(headline()).queryByText(/at past prices/)).toBeNull();
  });

  it('leaves out the 7 d change when the history is shorter than a week', () => {
    renderResult(aResult(TOKENS, { valueHistory: [6900, 7000] }));
    expect(within(headline()).getByText('24 hours')).toBeInTheDocument();
    expect(within(headline()).queryByText('7 days')).toBeNull();
  });

  it('names each chain with its money, and shows one chain’s cards and cells when it is pressed, all again when pressed again', async () => {
    renderResult(aResult(TOKENS));
    const chains = screen.getByRole('toolbar', { name: 'By chain' });
    const base = within(chains).getByRole('button', { name: 'Base $2,000' });
    expect(within(chains).getByRole('button', { name: 'Ethereum $5,000' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(base);
    expect(base).toHaveAttribute('aria-pressed', 'true');
    expect(cardHeadings()).toEqual(['WETH on Base', 'USDC on Base']);
    expect(detailCells()).toHaveLength(2);
    expect(screen.getByText('2 of 4 tokens, on Base only.')).toBeVisible();
    await userEvent.click(base);
    expect(base).toHaveAttribute('aria-pressed', 'false');
    expect(cardHeadings()).toHaveLength(4);
    expect(screen.queryByText(/on Base only/)).toBeNull();
  });

  it('clears the chain filter when a plan step links to a card it hides, and focuses that card', async () => {
    renderResult(aResult(TOKENS, { plan: planOf([{ token: ETH, action: 'sell', usd: 1500 }]) }));
    await userEvent.click(screen.getByRole('button', { name: 'Base $2,000' }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Your plan' })).getByRole('link'));
    expect(screen.getByRole('heading', { level: 3, name: 'ETH on Ethereum' })).toHaveFocus();
    expect(cardHeadings()).toHaveLength(4);
  });

  it('shows no split when every token is on one chain', () => {
    renderResult(aResult([ETH, LINK]));
    expect(screen.queryByRole('toolbar', { name: 'By chain' })).toBeNull();
  });
});
