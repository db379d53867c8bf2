/**
 * Small holds folded (issue 29): one "N small holdings, $X in all" line in the list and in Token
 * Details, opened together on demand; a token with a plan step never folds.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aResult, card, planOf, renderResult } from '../../../testing/resultFixtures';

const BIG = card('ETH', 'sell', 9000);
const SMALL = ['AAA', 'BBB', 'CCC', 'DDD'].map((symbol, at) => card(symbol, 'hold', 100 + at));
const STEPPED = card('EEE', 'hold', 50);
const TOKENS = [BIG, ...SMALL, STEPPED];

const advice = () => screen.getByRole('region', { name: 'Token advice' });
const details = () => screen.getByRole('region', { name: 'Token Details' });
const cardHeadings = () =>
  within(advice())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Small holdings', () => {
  it('folds the small holds into one line in the list and one in Token Details, with their count and dollars', () => {
    renderResult(aResult(TOKENS, { plan: planOf([{ token: BIG, action: 'sell', usd: 4500 }]) }));
    const [inList, inDetails] = [advice(), details()].map((region) => within(region).getByRole('button', { name: '5 small holdings, $456 in all' }));
    for (const toggle of [inList, inDetails]) expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(cardHeadings()).toEqual(['ETH']);
    expect(within(details()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('opens both on demand, and closes both', async () => {
    renderResult(aResult(TOKENS, { plan: planOf([{ token: BIG, action: 'sell', usd: 4500 }]) }));
    const inList = within(advice()).getByRole('button', { name: /small holdings/ });
    await userEvent.click(inList);
    expect(inList).toHaveAttribute('aria-expanded', 'true');
    expect(within(details()).getByRole('button', { name: /small holdings/ })).toHaveAttribute('aria-expanded', 'true');
    expect(cardHeadings()).toEqual(['ETH', 'DDD', 'CCC', 'BBB', 'AAA', 'EEE']);
    expect(document.getElementById(inList.getAttribute('aria-controls')!)).toContainElement(screen.getByRole('heading', { name: 'AAA' }));
    expect(within(details()).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(details()).getByRole('button', { name: /small holdings/ }));
    expect(inList).toHaveAttribute('aria-expanded', 'false');
    expect(cardHeadings()).toEqual(['ETH']);
  });

  it('never folds a token with a step in the plan', () => {
    renderResult(
      aResult(TOKENS, {
        plan: planOf([
          { token: BIG, action: 'sell', usd: 4500 },
          { token: STEPPED, action: 'buy more', usd: 50 },
        ]),
      }),
    );
    expect(cardHeadings()).toEqual(['ETH', 'EEE']);
    expect(within(advice()).getByRole('button', { name: '4 small holdings, $406 in all' })).toBeInTheDocument();
  });

  it('shows a hold as a card when a filter leaves it alone in the group', async () => {
    renderResult(aResult([BIG, SMALL[0], SMALL[1], card('FFF', 'hold', 100, { chainId: 8453 })]));
    await userEvent.click(screen.getByRole('button', { name: /^Base / }));
    expect(cardHeadings()).toEqual(['FFF on Base']);
    expect(screen.queryByRole('button', { name: /small holdings/ })).toBeNull();
  });
});
