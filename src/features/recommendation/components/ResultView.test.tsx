import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedRecommendation, TokenAdvice } from '../../../api/types';
import { theme } from '../../../components/theme';
import { renderWithTheme } from '../../../components/test-utils/renderWithTheme';
import { ResultView } from './ResultView';

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

function token(overrides: Partial<TokenAdvice> & Pick<TokenAdvice, 'symbol' | 'action'>): TokenAdvice {
  return {
    result: `${overrides.symbol} verdict`,
    description: `${overrides.symbol} explained`,
    count: 1,
    price: 1,
    ...overrides,
  };
}

const TOKENS: TokenAdvice[] = [
  token({ symbol: 'ETH', action: 'hold', count: 1.5, price: 3012.5, icon: '/icons/eth.svg', result: '30d −12.4% · vol 71% · 18% of portfolio' }),
  token({ symbol: 'SHIB', action: 'strongly sell' }),
  token({ symbol: 'LINK', action: 'sell' }),
  token({ symbol: 'UNI', action: 'buy more' }),
  token({ symbol: 'WBTC', action: 'buy', count: 0, price: 65000 }),
];

function recommendation(tokens: TokenAdvice[], extra: Partial<SavedRecommendation> = {}): SavedRecommendation {
  return { id: 'r1', address: ADDRESS, overview: 'Too much in one coin.', tokens, createdAt: '2025-01-05T10:00:00.000Z', ...extra };
}

function renderResult(tokens = TOKENS, disabled = false, onNew = jest.fn(), extra: Partial<SavedRecommendation> = {}) {
  renderWithTheme(<ResultView recommendation={recommendation(tokens, extra)} onNewRecommendation={onNew} newRecommendationDisabled={disabled} />);
  return onNew;
}

const adviceList = () => within(screen.getByRole('region', { name: 'Token advice' })).getByRole('list');
const detailsGrid = () => within(screen.getByRole('region', { name: 'Token Details' })).getByRole('list');
const itemFor = (list: HTMLElement, symbol: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryAllByText(new RegExp(`\\b${symbol}\\b`)).length > 0)!;

const TONES = { hold: 'blue', 'strongly sell': 'red', sell: 'red', 'buy more': 'green', buy: 'green' } as const;

describe('ResultView', () => {
  it('titles the result with the address and shows the overview', () => {
    renderResult();
    expect(screen.getByRole('heading', { level: 1, name: `Recommendation for ${ADDRESS}` })).toBeInTheDocument();
    expect(screen.getByText('Too much in one coin.')).toBeInTheDocument();
  });

  it('lists each token with icon, symbol, badge, result and description', () => {
    renderResult();
    const eth = itemFor(adviceList(), 'ETH');
    expect(within(eth).getByRole('img', { name: 'ETH icon' })).toHaveAttribute('src', '/icons/eth.svg');
    expect(within(eth).getByRole('heading', { name: 'ETH' })).toBeInTheDocument();
    expect(within(eth).getByText('hold')).toBeInTheDocument();
    expect(within(eth).getByText('Result:').parentElement).toHaveTextContent('Result: 30d −12.4% · vol 71% · 18% of portfolio');
    expect(within(eth).getByText('Description:').parentElement).toHaveTextContent('Description: ETH explained');
    // No icon from the service: the built-in placeholder.
    expect(within(itemFor(adviceList(), 'SHIB')).getByRole('img', { name: 'SHIB icon' })).toHaveAttribute('data-placeholder');
  });

  it.each(Object.entries(TONES))('colours "%s" %s in the list and in the grid alike', (action, tone) => {
    renderResult();
    for (const list of [adviceList(), detailsGrid()]) {
      const badges = within(list).getAllByText(action, { exact: true });
      expect(badges).toHaveLength(1);
      expect(badges[0]).toHaveAttribute('data-tone', tone);
      expect(badges[0]).toHaveStyle({ color: theme.colors[tone] });
    }
  });

  it('shows count, symbol, total value with 4 decimals and the price line in each grid cell', () => {
    renderResult();
    expect(screen.getByRole('heading', { name: 'Token Details' })).toBeInTheDocument();
    const eth = itemFor(detailsGrid(), 'ETH');
    expect(within(eth).getByText('1.5 ETH')).toBeInTheDocument();
    expect(within(eth).getByText('$4,518.7500', { exact: false })).toHaveTextContent('Total value: $4,518.7500');
    expect(within(eth).getByText('current price: $3012.5/ETH')).toBeInTheDocument();
    const wbtc = itemFor(detailsGrid(), 'WBTC');
    expect(within(wbtc).getByText('0 WBTC')).toBeInTheDocument();
    expect(within(wbtc).getByText('$0.0000', { exact: false })).toBeInTheDocument();
  });

  it('shows two tokens that share a symbol as two cards, without React key warnings', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderResult([token({ symbol: 'USDC', action: 'hold' }), token({ symbol: 'USDC', action: 'sell' })]);
    expect(within(detailsGrid()).getAllByText('1 USDC')).toHaveLength(2);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('says "No Recommendation Found" when there are no tokens', () => {
    renderResult([]);
    expect(screen.getByText('No Recommendation Found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Token Details' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New Recommendation' })).toBeEnabled();
  });

  it('starts a new recommendation when the button is clicked', async () => {
    const onNew = renderResult();
    await userEvent.click(screen.getByRole('button', { name: 'New Recommendation' }));
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('disables New Recommendation while a fetch is in progress', async () => {
    const onNew = renderResult(TOKENS, true);
    const button = screen.getByRole('button', { name: 'New Recommendation' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onNew).not.toHaveBeenCalled();
  });

  it('explains each token under a closed "Why?" that opens on click and shows the rules', async () => {
    const rules = [
      { id: 'downtrend', action: 'sell' as const, text: '30-day return −38.0% < 0.0%' },
      { id: 'under-budget', action: 'buy more' as const, text: 'price vs 50-day average +12.0% > −5.0%' },
    ];
    renderResult([{ ...TOKENS[2], rules }, TOKENS[0]]);
    // Named with its token for screen readers, where every card has one.
    const why = screen.getByRole('button', { name: 'Why? LINK' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('30-day return −38.0% < 0.0%')).not.toBeVisible();

    await userEvent.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(why.getAttribute('aria-controls')!)).toContainElement(screen.getByText('30-day return −38.0% < 0.0%'));
    expect(screen.getByText('30-day return −38.0% < 0.0%')).toBeVisible();
    const sellRule = screen.getByText('30-day return −38.0% < 0.0%').closest('li');
    expect(sellRule).toHaveTextContent('sell: 30-day return −38.0% < 0.0%');
    expect(within(sellRule!).getByText('sell:')).toHaveStyle({ color: theme.colors.red });
    expect(screen.getByText('price vs 50-day average +12.0% > −5.0%').closest('li')).toHaveTextContent('buy more:');
    // ETH came without rules: no empty "Why?".
    expect(screen.getAllByRole('button', { name: /^Why\?/ })).toHaveLength(1);
  });

  it('says under "Why?" where a price came from and when two sources disagree, even without rules', async () => {
    const notes = ['Priced by DefiLlama: no Chainlink feed is known for this token.'];
    renderResult([{ ...TOKENS[2], rules: [], notes }, TOKENS[0]]);
    await userEvent.click(screen.getByRole('button', { name: 'Why? LINK' }));
    expect(screen.getByText(notes[0])).toBeVisible();
  });

  it('opens "Why?" with the keyboard: one control a card unfolds its texts and its rules', async () => {
    renderResult([{ ...TOKENS[0], rules: [{ id: 'trim-outsized', action: 'sell', text: 'weight 62.0% > 50.0%' }] }]);
    // Past the skip link to New Recommendation, the card's one control.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to New Recommendation' })).toHaveFocus();
    await userEvent.tab();
    const why = screen.getByRole('button', { name: 'Why? ETH' });
    expect(why).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^more about/ })).toBeNull();
    // It names the folded result and the rules as what it opens.
    const result = screen.getByText('Result:').parentElement!;
    expect(why.getAttribute('aria-controls')!.split(' ')).toContain(result.id);
    await userEvent.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('weight 62.0% > 50.0%')).toBeVisible();
    await userEvent.keyboard(' ');
    expect(screen.getByText('weight 62.0% > 50.0%')).not.toBeVisible();
  });

  it('lists the tokens the service set aside, with the reason in words', async () => {
    renderResult(TOKENS, false, jest.fn(), {
      setAside: [
        { symbol: 'SCAM', reason: 'spam-name' },
        { symbol: 'FOO', reason: 'unpriced' },
        { symbol: 'BAR', reason: 'delisted' },
      ],
    });
    await userEvent.click(screen.getByText('Set aside (3)'));
    expect(screen.getByText('SCAM — spam-like name')).toBeVisible();
    expect(screen.getByText('FOO — no price found')).toBeVisible();
    expect(screen.getByText('BAR — delisted')).toBeVisible();
  });

  it('shows no set-aside line when nothing was set aside', () => {
    renderResult(TOKENS, false, jest.fn(), { setAside: [] });
    expect(screen.queryByText(/Set aside/)).toBeNull();
  });

  it('shows set-aside tokens whose price failed or is stale, with how old the price is', async () => {
    renderResult(TOKENS, false, jest.fn(), {
      setAside: [
        { symbol: 'FEEDLESS', reason: 'price-unavailable' },
        { symbol: 'OLD', reason: 'stale-price', priceAgeSeconds: 2 * 86_400 + 3_600 },
        { symbol: 'AGED', reason: 'stale-price' },
      ],
    });
    await userEvent.click(screen.getByText('Set aside (3)'));
    expect(screen.getByText('FEEDLESS — price unavailable (its price feed could not be read)')).toBeVisible();
    expect(screen.getByText('OLD — stale price (2 days old)')).toBeVisible();
    expect(screen.getByText('AGED — stale price')).toBeVisible();
  });
});

describe('ResultView across chains', () => {
  const CHAINS: SavedRecommendation['chains'] = [
    { chainId: 1, name: 'Ethereum', status: 'ok' },
    { chainId: 8453, name: 'Base', status: 'ok' },
  ];
  const TWO_CHAINS = [
    token({ symbol: 'ETH', action: 'hold', chainId: 1 }),
    token({ symbol: 'USDC', action: 'hold', chainId: 1, count: 2 }),
    token({ symbol: 'USDC', action: 'sell', chainId: 8453 }),
  ];
  const chainIcons = (list: HTMLElement) => Array.from(list.querySelectorAll('img[src^="/icons/chains/"]')).map((img) => img.getAttribute('src'));

  it("names each token card's chain, with its icon, when the tokens span two chains", () => {
    renderResult(TWO_CHAINS, false, jest.fn(), { chains: CHAINS });
    // Two USDC cards, told apart by their headings.
    expect(within(adviceList()).getByRole('heading', { name: 'USDC on Ethereum' })).toBeInTheDocument();
    const baseCard = within(adviceList()).getByRole('heading', { name: 'USDC on Base' }).closest('li')!;
    expect(within(baseCard).getByText('Base')).toBeVisible();
    expect(chainIcons(baseCard)).toEqual(['/icons/chains/8453.svg']);
    // The sell first (most urgent), then the holds.
    expect(chainIcons(adviceList())).toEqual(['/icons/chains/8453.svg', '/icons/chains/1.svg', '/icons/chains/1.svg']);
  });

  it('names "Why?" with the token and its chain, where two cards share a symbol', () => {
    const rules = [{ id: 'trim-outsized', action: 'sell' as const, text: 'weight 62.0% > 50.0%' }];
    renderResult(
      TWO_CHAINS.map((advice) => ({ ...advice, rules })),
      false,
      jest.fn(),
      { chains: CHAINS },
    );
    expect(screen.getAllByRole('button', { name: /^Why\?/ }).map((button) => button.textContent)).toEqual([
      'Why? USDC on Base',
      // Two holds: the larger first (2 USDC, then 1 ETH, at $1 each).
      'Why? USDC on Ethereum',
      'Why? ETH on Ethereum',
    ]);
  });

  it('shows the chain in Token Details too', () => {
    renderResult(TWO_CHAINS, false, jest.fn(), { chains: CHAINS });
    const cell = within(detailsGrid()).getByText('2 USDC').closest('li')!;
    expect(cell).toHaveTextContent('on Ethereum');
    expect(chainIcons(cell)).toEqual(['/icons/chains/1.svg']);
    expect(chainIcons(detailsGrid())).toHaveLength(3);
  });

  it('looks as before, with no badges, when every token is on one chain', () => {
    renderResult([token({ symbol: 'ETH', action: 'hold', chainId: 8453 }), token({ symbol: 'USDC', action: 'hold', chainId: 8453 })], false, jest.fn(), {
      chains: CHAINS,
      setAside: [{ symbol: 'SCAM', reason: 'spam-name', chainId: 8453 }],
    });
    expect(within(adviceList()).getByRole('heading', { name: 'ETH' })).toBeInTheDocument();
    expect(screen.queryByText('Base')).toBeNull();
    expect(document.querySelector('img[src^="/icons/chains/"]')).toBeNull();
  });

  it('shows no badges for tokens without a chain id (history from single-chain builds)', () => {
    renderResult(TOKENS);
    expect(document.querySelector('img[src^="/icons/chains/"]')).toBeNull();
    expect(screen.queryByText(/^on /)).toBeNull();
  });

  it('names a chain the answer did not list as "Chain {id}"', () => {
    renderResult([token({ symbol: 'ETH', action: 'hold', chainId: 1 }), token({ symbol: 'DEMO', action: 'hold', chainId: 31337 })], false, jest.fn(), {
      chains: CHAINS,
    });
    expect(within(adviceList()).getByRole('heading', { name: 'DEMO on Chain 31337' })).toBeInTheDocument();
  });

  it('names the chain of each set-aside token when the recommendation spans several chains', async () => {
    renderResult([token({ symbol: 'ETH', action: 'hold', chainId: 1 })], false, jest.fn(), {
      chains: CHAINS,
      setAside: [{ symbol: 'FOO', reason: 'stale-price', priceAgeSeconds: 7_200, chainId: 8453 }],
    });
    await userEvent.click(screen.getByText('Set aside (1)'));
    expect(screen.getByText('FOO on Base — stale price (2 hours old)')).toBeVisible();
    // All advice is on one chain: the cards stay as they were.
    expect(within(adviceList()).getByRole('heading', { name: 'ETH' })).toBeInTheDocument();
  });

  it('says which chain could not be read, and why, right under the total it is missing from', () => {
    renderResult(TWO_CHAINS, false, jest.fn(), {
      chains: [
        ...CHAINS,
        { chainId: 137, name: 'Polygon', status: 'unavailable', reason: 'the node did not answer within 3 s.' },
        { chainId: 10, name: 'OP Mainnet', status: 'unavailable' },
      ],
    });
    const notice = screen.getByText('Polygon could not be read: the node did not answer within 3 s. Its tokens are not included.');
    expect(notice).toBeVisible();
    expect(screen.getByText('Too much in one coin.').compareDocumentPosition(notice)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(screen.getByRole('region', { name: 'Wallet total' }).compareDocumentPosition(notice)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByText('OP Mainnet could not be read. Its tokens are not included.')).toBeVisible();
    expect(screen.queryByText(/Ethereum could not be read/)).toBeNull();
  });

  it('shows no notice when every chain was read', () => {
    renderResult(TWO_CHAINS, false, jest.fn(), { chains: CHAINS });
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });
});

/** The figure given for `term` in the wallet figures. */
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('ResultView price lines and wallet figures', () => {
  it('draws each token’s 90-day price line on its card with its period, named by its change, or says there is too little history', () => {
    const ninety = Array.from({ length: 90 }, (_, day) => 3900 - day * 10);
    renderResult([token({ symbol: 'ETH', action: 'sell', sparkline: ninety }), token({ symbol: 'NEW', action: 'hold', sparkline: [1.5] })]);
    // 3010 / 3900 − 1 = −22.8 %
    const eth = itemFor(adviceList(), 'ETH');
    expect(within(eth).getByRole('img', { name: '90-day price: down 22.8%' })).toBeInTheDocument();
    expect(within(eth).getByText('90 d')).toBeVisible();
    const fresh = itemFor(adviceList(), 'NEW');
    expect(within(fresh).getByText('not enough price history')).toBeInTheDocument();
    expect(within(fresh).queryByRole('img', { name: /price/ })).not.toBeInTheDocument();
  });

  it('draws no line and claims nothing for a token saved before answers carried price lines', () => {
    renderResult([token({ symbol: 'ETH', action: 'hold' })]);
    const eth = itemFor(adviceList(), 'ETH');
    expect(within(eth).queryByRole('img', { name: /price/ })).not.toBeInTheDocument();
    expect(within(eth).queryByText('not enough price history')).not.toBeInTheDocument();
  });

  it('shows the wallet’s volatility against its target and the stable reserve that would meet it', () => {
    const portfolio = { volatilityAnnual: 1.0164, targetVolatility: 0.5, stableReserveUsd: 0, reserveForTargetUsd: 46233.86 };
    renderResult(TOKENS, false, jest.fn(), { portfolio });
    expect(figure('Volatility')).toHaveTextContent('101.6% a year, target 50.0%');
    expect(figure('Stablecoins')).toHaveTextContent('$0 now; $46,234 would meet the target');
  });

  it('says when the wallet meets its target, and when its volatility cannot be measured yet', () => {
    const met = { volatilityAnnual: 0.196, targetVolatility: 0.5, stableReserveUsd: 12000.4, reserveForTargetUsd: 0 };
    const { unmount } = renderWithTheme(
      <ResultView recommendation={recommendation(TOKENS, { portfolio: met })} onNewRecommendation={jest.fn()} newRecommendationDisabled={false} />,
    );
    expect(screen.getByText('$12,000 now; the target is met')).toBeInTheDocument();
    unmount();
    renderResult(TOKENS, false, jest.fn(), { portfolio: { ...met, volatilityAnnual: null, reserveForTargetUsd: null } });
    expect(screen.getByText('not measurable yet, target 50.0%')).toBeInTheDocument();
    expect(screen.queryByText('Stablecoins')).not.toBeInTheDocument();
  });

  it('shows no wallet figures for a recommendation saved before they existed', () => {
    renderResult();
    expect(screen.queryByText('Volatility')).not.toBeInTheDocument();
  });
});
