/**
 * Whether every element the spec lists for the result view is on the page, for every token of the
 * answer: the title, the overview, each card's icon, symbol, badge, Result: and Description:, each
 * Token Details cell's count, symbol, total value, badge and price line, and New Recommendation.
 * Used by `npm run check:screens` with the small holdings open (they are shown on demand).
 */
import type { Page } from 'playwright-core';
import type { Recommendation } from '../../src/api/types';

/** Takes out of `pool` the first entry that `matches`: each card or cell stands for one token only. */
function takeFirst(pool: string[], matches: (text: string) => boolean): boolean {
  const at = pool.findIndex(matches);
  if (at !== -1) pool.splice(at, 1);
  return at !== -1;
}

/**
 * What the spec's result view must still show, for every token of the answer, in whatever order
 * the screen sorts them; each missing element is one line. Text as written (textContent): a
 * badge's CSS capitals are not what it says.
 */
export async function missingElements(page: Page, recommendation: Recommendation): Promise<string[]> {
  const missing: string[] = [];
  const need = async (what: string, count: Promise<number>, atLeast = 1) => {
    if ((await count) < atLeast) missing.push(what);
  };
  await need('title', page.getByRole('heading', { name: `Recommendation for ${recommendation.address}` }).count());
  await need('overview', page.getByText(recommendation.overview.split('\n')[0], { exact: false }).count());
  const cells = page.getByRole('region', { name: 'Token Details' }).getByRole('listitem');
  // Each card as "icon|heading|badge|text": the icon's name, the heading, the badge's words, then the card's text.
  const cardTexts = await page.evaluate<string[]>(`(() => {
    const advice = [...document.querySelectorAll('section')].find((section) => section.querySelector('h2')?.textContent === 'Token advice');
    return [...(advice?.querySelectorAll('li') ?? [])].map((card) => [
      card.querySelector('[role="img"][aria-label$=" icon"]')?.getAttribute('aria-label') ?? card.querySelector('img[alt$=" icon"]')?.getAttribute('alt') ?? '',
      card.querySelector('h3')?.textContent ?? '',
      [...card.querySelectorAll('[data-tone]')].map((badge) => badge.textContent).join(','),
      card.textContent,
    ].join('|'));
  })()`);
  const cellTexts = await cells.allTextContents();
  for (const token of recommendation.tokens) {
    const card = (text: string) => {
      const [icon, heading, badges, content] = text.split('|');
      return (
        icon === `${token.symbol} icon` &&
        new RegExp(`^${token.symbol}\\b`).test(heading) &&
        badges.split(',').includes(token.action) &&
        content.includes(`Result: ${token.result}`) &&
        content.includes(`Description: ${token.description}`)
      );
    };
    if (!takeFirst(cardTexts, card)) missing.push(`${token.symbol} (${token.action}) card: icon, symbol, badge, Result: or Description:`);
    const total = `$${(token.price * token.count).toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`;
    const parts = [token.symbol, total, token.action, `current price: $`, `/${token.symbol}`];
    if (!takeFirst(cellTexts, (text) => parts.every((part) => text.includes(part)))) missing.push(`${token.symbol} Token Details cell: ${parts.join(', ')}`);
  }
  await need('New Recommendation', page.getByRole('button', { name: 'New Recommendation' }).count());
  return missing;
}
