/**
 * The result with a keyboard (issue 29): skip links to the plan and to New Recommendation, one Tab
 * stop for each toolbar and each card, and the arrow keys within a toolbar.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aResult, card, planOf, renderResult } from '../../../testing/resultFixtures';

const SELL = card('ETH', 'sell', 9000);
const BUY = card('LINK', 'buy more', 2000, { chainId: 8453 });
const CALL = card('UNI', 'sell', 1500);
const BIG_HOLD = card('AAVE', 'hold', 1000);
const SMALL = ['AAA', 'BBB', 'CCC'].map((symbol) => card(symbol, 'hold', 10));
const RESULT = aResult([SELL, BUY, CALL, BIG_HOLD, ...SMALL], {
  plan: planOf([
    { token: SELL, action: 'sell', usd: 4500 },
    { token: BUY, action: 'buy more', usd: 2000 },
  ]),
  setAside: [{ symbol: 'SCAM', reason: 'spam-name', chainId: 1 }],
});

/** The accessible name of whatever has the focus after each Tab from the title, up to New Recommendation. */
async function tabOrder(): Promise<string[]> {
  screen.getByRole('heading', { level: 1 }).focus();
  const stops: string[] = [];
  while (stops.length < 50) {
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    stops.push(focused.textContent.trim());
    if (focused.textContent === 'New Recommendation') break;
  }
  return stops;
}

describe('The result with a keyboard', () => {
  it('stops once per toolbar, per plan step, per card and per fold on the way to New Recommendation', async () => {
    renderResult(RESULT);
    expect(await tabOrder()).toEqual([
      'Skip to your plan',
      'Skip to New Recommendation',
      'Ethereum $11,530',
      expect.stringMatching(/^Sell 1 ETH/),
      expect.stringMatching(/^Buy 1 LINK more on Base/),
      'Set aside (1)',
      'All (7)',
      'Why? ETH on Ethereum',
      'Why? UNI on Ethereum',
      'Why? LINK on Base',
      'Why? AAVE on Ethereum',
      '+3 small holdings, $30 in all',
      '+3 small holdings, $30 in all',
      'New Recommendation',
    ]);
  });

  it('moves between a toolbar’s buttons with the arrow keys, and comes back to the one last used', async () => {
    renderResult(RESULT);
    const tools = screen.getByRole('toolbar', { name: 'Show and sort the advice' });
    within(tools).getByRole('button', { name: 'All (7)' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(tools).getByRole('button', { name: 'sell (2)' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const value = within(tools).getByRole('button', { name: 'Value' });
    expect(value).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(value).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(value).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(within(tools).getByRole('button', { name: 'All (7)' })).toHaveFocus();
  });

  it('skips to the plan and to New Recommendation, which take the focus', async () => {
    renderResult(RESULT);
    await userEvent.click(screen.getByRole('link', { name: 'Skip to your plan' }));
    expect(document.activeElement).toContainElement(screen.getByRole('heading', { name: 'Your plan' }));
    await userEvent.click(screen.getByRole('link', { name: 'Skip to New Recommendation' }));
    expect(screen.getByRole('button', { name: 'New Recommendation' })).toHaveFocus();
  });

  it('offers no skip to a plan an entry does not have', () => {
    renderResult({ ...RESULT, plan: undefined });
    expect(screen.queryByRole('link', { name: 'Skip to your plan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to New Recommendation' })).toBeInTheDocument();
  });
});
