/**
 * The wallet at a glance (issue 29): allocation by asset with its legend as the text, and the value
 * over 90 days at today's holdings, labelled as such.
 */
import { screen, within } from '@testing-library/react';
import { aResult, card, renderResult } from '../../../testing/resultFixtures';

const SYMBOLS = ['ETH', 'WBTC', 'LINK', 'UNI', 'AAVE', 'MKR', 'CRV', 'SNX'];
// $800, $700 … $100: 3,600 in all.
const TOKENS = SYMBOLS.map((symbol, at) => card(symbol, 'hold', 800 - at * 100));

describe('The wallet at a glance', () => {
  it('shows the allocation by asset, the six largest named with their shares and the rest grouped, as text', () => {
    renderResult(aResult(TOKENS));
    const allocation = screen.getByRole('region', { name: 'Allocation' });
    expect(
      within(allocation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ETH 22.2%', 'WBTC 19.4%', 'LINK 16.7%', 'UNI 13.9%', 'AAVE 11.1%', 'MKR 8.3%', '2 others 8.3%']);
  });

  it('draws the value over 90 days at today’s holdings, says so, and names its ends, change and range', () => {
    const history = Array.from({ length: 91 }, (_, day) => 4000 - day * 4);
    history[40] = 4500;
    renderResult(aResult(TOKENS, { valueHistory: history }));
    const chart = screen.getByRole('region', { name: 'Value over 90 days' });
    expect(within(chart).getByText('Your tokens today, at past prices.')).toBeVisible();
    expect(within(chart).getByRole('img')).toHaveAccessibleName('$4,000 90 days ago, $3,640 now: down 9.0%. Lowest $3,640, highest $4,500.');
    expect(within(chart).getByRole('img').querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(91);
  });

  it('draws no chart for an entry without a value history', () => {
    renderResult(aResult(TOKENS));
    expect(screen.queryByRole('region', { name: /Value over/ })).toBeNull();
  });
});
