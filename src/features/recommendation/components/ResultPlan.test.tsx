/**
 * The result screen around the spec's view (issue #18): the plan, the filters and sort, the
 * fold. Rendered as the app shows a saved entry, at /history/{id}.
 */
import { screen, within } from '@testing-library/react';
import type { Plan, SavedRecommendation, TokenAdvice } from '../../../api/types';
import { installFakeFetch, reply } from '../../../testing/fakeFetch';
import { aSavedRecommendation } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';

const ADDRESSES = {
  UST: '0x99dBE4AEa58E518C50a1c04aE9b48C9F6354612f',
  ETH: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  LINK: '0x514910771AF9Ca656af840dff83E8264EcF986CA',
  USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
} as const;
type Symbol = keyof typeof ADDRESSES;

const LONG = 'This description runs on for well over a line of a phone, so it is folded to its first lines until more is pressed.';

function token(symbol: Symbol, action: TokenAdvice['action'], count: number, price: number, description = `${symbol} explained.`): TokenAdvice {
  return { symbol, action, count, price, chainId: 1, address: ADDRESSES[symbol], result: `${symbol} result.`, description };
}

// In the answer's order, which is not the screen's: the screen puts the most urgent first.
const TOKENS = [
  token('USDC', 'hold', 500, 1, LONG),
  token('LINK', 'buy more', 10, 15),
  token('ETH', 'sell', 100, 3400),
  token('UST', 'strongly sell', 50_107, 0.89),
];

const step = (symbol: Symbol, action: Plan['steps'][number]['action'], units: number, usd: number, fullUsd?: number) => ({
  action,
  symbol,
  chainId: 1,
  chainName: 'Ethereum',
  address: ADDRESSES[symbol],
  units,
  usd,
  ...(fullUsd === undefined ? {} : { fullUsd }),
});

// The engine's order: sells, then buys; the screen lists the strongly sell first.
const PLAN: Plan = {
  steps: [step('ETH', 'sell', 60, 204_000), step('UST', 'strongly sell', 50_107, 44_595.23), step('LINK', 'buy more', 100, 1500, 3000)],
  reserveBeforeUsd: 500,
  raisedUsd: 248_595.23,
  spentUsd: 1500,
  reserveAfterUsd: 247_595.23,
};

function renderEntry(overrides: Partial<SavedRecommendation> = {}) {
  // The route grades the entry against the prices now: none are needed to show it.
  installFakeFetch(() => reply.ok({ data: { prices: [] } }));
  const entry = aSavedRecommendation({ id: 'planned', tokens: TOKENS, plan: PLAN, ...overrides });
  return renderWithProviders({ route: '/history/planned', preloadedState: { history: { entries: [entry] } } });
}

const cards = () => within(screen.getByRole('region', { name: 'Token advice' })).getAllByRole('listitem');
const cardHeadings = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const cells = () => within(screen.getByRole('region', { name: 'Token Details' })).getAllByRole('listitem');

beforeEach(() => {
  jest.useFakeTimers();
});

describe('Your plan', () => {
  test('one line per step, most urgent first, with units, dollars and the chain, each linking to its card', async () => {
    renderEntry();
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    const lines = within(plan).getAllByRole('link');
    // Units to three significant figures, as the service's words write them (contract/format.ts).
    expect(lines.map((line) => line.textContent)).toEqual(['Strongly sell 50,100 UST$44,595', 'Sell 60 ETH$204,000', 'Buy 100 LINK more$1,500 of $3,000']);
    expect(within(plan).getByText('Every step on Ethereum:')).toBeInTheDocument();
    expect(plan).toHaveTextContent('Stablecoins now $500; the sells raise $248,595, the buys spend $1,500; $247,595 left in stablecoins.');
    for (const [line, symbol] of lines.map((link, index) => [link, ['UST', 'ETH', 'LINK'][index]] as const)) {
      const target = document.getElementById(line.getAttribute('href')!.slice(1));
      expect(within(target!).getByRole('heading', { level: 3 })).toHaveTextContent(symbol);
    }
  });

  test('comes before the cards, and the most urgent card leads the list', async () => {
    renderEntry();
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(plan.compareDocumentPosition(screen.getByRole('region', { name: 'Token advice' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(cardHeadings()).toEqual(['UST', 'ETH', 'LINK', 'USDC']);
  });

  test('a line opens its card even when a filter hides it, and the card takes the focus', async () => {
    const { user } = renderEntry();
    await user.click(await screen.findByRole('button', { name: 'hold (1)' }));
    expect(cardHeadings()).toEqual(['USDC']);
    await user.click(screen.getByRole('link', { name: /Sell 60 ETH/ }));
    expect(screen.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardHeadings()).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 3, name: 'ETH' })).toHaveFocus();
  });

  test('a step without its chain name is named from the answer\'s chains, or "Chain {id}" as everywhere else', async () => {
    const { chainName: _ethereum, ...unnamed } = PLAN.steps[0];
    const onOtherChain = { ...PLAN.steps[1], chainId: 10, chainName: undefined };
    renderEntry({
      tokens: TOKENS.map((held) => (held.symbol === 'UST' ? { ...held, chainId: 10 } : held)),
      plan: { ...PLAN, steps: [unnamed, onOtherChain] },
      chains: [{ chainId: 1, name: 'Ethereum', status: 'ok' }],
    });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(
      within(plan)
        .getAllByRole('link')
        .map((line) => line.textContent),
    ).toEqual(['Strongly sell 50,100 UST on Chain 10$44,595', 'Sell 60 ETH on Ethereum$204,000']);
  });

  test('a loan in danger: its repayment leads, names the protocol and the collateral that would do instead, and opens the debt', async () => {
    const aave = { protocol: 'aave-v3' as const, protocolName: 'Aave' };
    const debt: TokenAdvice = { ...token('USDC', 'hold', 75_000, 1), valueUsd: -75_000, position: { ...aave, kind: 'debt', loan: 0 } };
    const staked: TokenAdvice = { ...token('ETH', 'sell', 4, 3400), position: { protocol: 'lido', protocolName: 'Lido', kind: 'staked' } };
    const repay = {
      ...step('USDC', 'repay', 18_560, 18_560),
      cash: { symbol: 'USDC', address: ADDRESSES.USDC },
      protocol: { id: 'aave-v3', name: 'Aave' },
      alternative: { symbol: 'ETH', units: 5.46, usd: 18_560 },
    };
    const fromLido = { ...step('ETH', 'sell', 4, 13_600), cash: { symbol: 'USDC', address: ADDRESSES.USDC }, protocol: { id: 'lido', name: 'Lido' } };
    renderEntry({ tokens: [...TOKENS, staked, debt], plan: { ...PLAN, steps: [fromLido, repay] } });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    const lines = within(plan).getAllByRole('link');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Repay 18,600 USDC to Aave with USDC, or add 5.46 ETH ($18,560) to the collateral$18,560',
      'Sell 4 ETH from Lido for USDC$13,600',
    ]);
    // Each line opens the card of the holding it acts on: the debt, the staked ETH, not the wallet's USDC or ETH.
    const cardsOf = lines.map((line) => document.getElementById(line.getAttribute('href')!.slice(1)));
    // (The wallet's USDC is worth $500 and its ETH $340,000; the debt is $75,000 and the staked ETH $13,600.)
    expect(cardsOf[0]).toHaveTextContent('$75,000');
    expect(cardsOf[1]).toHaveTextContent('$13,600');
  });

  test('says so when there is nothing to do, and shows nothing for an entry saved before plans', async () => {
    const { unmount } = renderEntry({ plan: { ...PLAN, steps: [] } });
    expect(await screen.findByText('Nothing to sell or buy: keep what you hold.')).toBeInTheDocument();
    unmount();
    renderEntry({ plan: undefined });
    expect(await screen.findByRole('region', { name: 'Token advice' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your plan' })).not.toBeInTheDocument();
  });
});

describe('filters and sort', () => {
  test('each action present is a filter with its count; pressing one shows only its cards and cells', async () => {
    const { user } = renderEntry();
    const show = await screen.findByRole('group', { name: 'Show' });
    expect(
      within(show)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All (4)', 'strongly sell (1)', 'sell (1)', 'buy more (1)', 'hold (1)']);
    expect(within(show).getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(show).getByRole('button', { name: 'sell (1)' }));
    expect(within(show).getByRole('button', { name: 'sell (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(show).getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardHeadings()).toEqual(['ETH']);
    expect(cells()).toHaveLength(1);
    expect(cells()[0]).toHaveTextContent('100 ETH');
  });

  test('sorts by value, largest holding first, and back by urgency', async () => {
    const { user } = renderEntry();
    const sortBy = await screen.findByRole('group', { name: 'Sort by' });
    expect(within(sortBy).getByRole('button', { name: 'Urgency' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sortBy).getByRole('button', { name: 'Value' }));
    // ETH $340,000, UST $44,595, USDC $500, LINK $150.
    expect(cardHeadings()).toEqual(['ETH', 'UST', 'USDC', 'LINK']);
    expect(cells().map((cell) => within(cell).getByText(/^[\d,.]+ [A-Z]+$/).textContent)).toEqual(['100 ETH', '50,107 UST', '500 USDC', '10 LINK']);
    await user.click(within(sortBy).getByRole('button', { name: 'Urgency' }));
    expect(cardHeadings()).toEqual(['UST', 'ETH', 'LINK', 'USDC']);
  });
});

describe('compact cards', () => {
  test('show the value in dollars, and fold a long description behind "more", which says whether it is open', async () => {
    const { user } = renderEntry();
    await screen.findByRole('region', { name: 'Token advice' });
    const usdc = cards()[3];
    expect(within(usdc).getByText('$500', { exact: false })).toHaveTextContent('Value: $500');
    expect(within(cards()[1]).getByText('$340,000', { exact: false })).toBeInTheDocument();
    const more = within(usdc).getByRole('button', { name: 'more about USDC' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const folded = more
      .getAttribute('aria-controls')!
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(folded.map((text) => text?.textContent)).toContain(`Description: ${LONG}`);
    await user.click(more);
    expect(within(usdc).getByRole('button', { name: 'less about USDC' })).toHaveAttribute('aria-expanded', 'true');
    // A short description has nothing to unfold.
    expect(within(cards()[0]).queryByRole('button', { name: /^more/ })).not.toBeInTheDocument();
  });
});
