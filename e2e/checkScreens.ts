/**
 * `npm run check:screens`: how long the whale wallet's default result is on a phone, measured in
 * Debian's Chromium (playwright-core) on the production build served by the real service on the
 * local chains, as the browser journeys run it (e2e/support/). Issue #18's targets:
 * - at 360 × 740 the result is at most 15 screens (document height / 740);
 * - its most urgent call (strongly sell, then sell, buy more, buy) is named on screen 1;
 * - every element the spec lists is still there (title, overview, each token's icon, symbol,
 *   badge, Result: and Description:, each Token Details cell's count, symbol, total value, badge
 *   and price line, New Recommendation);
 * - nothing scrolls sideways: neither the page nor any box in it.
 * Prints the figures and exits non-zero when a target is missed. A check, not a timed test.
 *
 * `--no-build` measures the existing dist/. `--wallet 0x…` measures another demo wallet.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { completeOnboarding, recommendationShown } from './support/app';
import { openFreshBrowser } from './support/browser';
import { DEMO_WALLETS, startRibbit } from './support/ribbit';
import type { Action, Recommendation } from '../src/api/types';

const WIDTH = 360;
const HEIGHT = 740;
const MAX_SCREENS = 15;
/** Most urgent first, as the issue orders the plan. */
const URGENCY: readonly Action[] = ['strongly sell', 'sell', 'buy more', 'buy'];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** The first token with the most urgent action, or null when every call is a hold. */
function mostUrgent(recommendation: Recommendation): { symbol: string; action: Action } | null {
  for (const action of URGENCY) {
    const token = recommendation.tokens.find((candidate) => candidate.action === action);
    if (token) return { symbol: token.symbol, action };
  }
  return null;
}

/**
 * Top, in page px, of the highest list item or link whose text names both the action and the
 * symbol (a plan line, or the token's card): where a person scrolling down first meets the call.
 */
function firstMention(page: Page, call: { symbol: string; action: Action }): Promise<number | null> {
  const word = (text: string) => `(^|[^\\w])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`;
  // A string, evaluated in the page: this file is type-checked without the DOM's types.
  return page.evaluate(`(() => {
    const action = new RegExp(${JSON.stringify(word(call.action))}, 'i');
    const symbol = new RegExp(${JSON.stringify(word(call.symbol))});
    const tops = [...document.querySelectorAll('main li, main a')]
      .filter((element) => element.offsetParent !== null && action.test(element.innerText) && symbol.test(element.innerText))
      .map((element) => element.getBoundingClientRect().top + window.scrollY);
    return tops.length > 0 ? Math.min(...tops) : null;
  })()`);
}

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
async function missingElements(page: Page, recommendation: Recommendation): Promise<string[]> {
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

/** The page's width past the viewport, and every box that scrolls sideways (its own content wider than it). */
function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const found = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push('the page: ' + root.scrollWidth + ' px in ' + root.clientWidth);
    for (const element of document.querySelectorAll('body *')) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth) {
        found.push('<' + element.tagName.toLowerCase() + ' class="' + element.className + '">: ' + element.scrollWidth + ' px in ' + element.clientWidth);
      }
    }
    return found;
  })()`);
}

async function main(): Promise<void> {
  const wallet = option('--wallet') ?? DEMO_WALLETS.whale;
  if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const service = await startRibbit();
  const browser = await openFreshBrowser({ width: WIDTH, height: HEIGHT });
  const { page } = browser;
  try {
    await page.clock.install();
    await completeOnboarding(page, service.url);
    const recommendation = await recommendationShown(page, wallet);
    await page.waitForFunction('document.fonts.status === "loaded"');
    const documentHeight = await page.evaluate<number>('document.documentElement.scrollHeight');
    const screens = documentHeight / HEIGHT;
    const call = mostUrgent(recommendation);
    const callTop = call ? await firstMention(page, call) : null;
    const callScreen = callTop === null ? null : Math.floor(callTop / HEIGHT) + 1;
    const missing = await missingElements(page, recommendation);
    const sideways = await sidewaysScroll(page);

    console.log(`${wallet} at ${WIDTH} × ${HEIGHT}: ${recommendation.tokens.length} tokens, plan ${recommendation.plan ? 'yes' : 'no'}`);
    console.log(`screens: ${screens.toFixed(1)} (document ${documentHeight} px), target ≤ ${MAX_SCREENS}`);
    console.log(
      call
        ? `most urgent call: ${call.action} ${call.symbol}, first named on screen ${callScreen ?? 'none'} (at ${callTop} px)`
        : 'most urgent call: none (all holds)',
    );
    console.log(missing.length === 0 ? 'spec elements: all there' : `spec elements missing:\n  ${missing.join('\n  ')}`);
    console.log(sideways.length === 0 ? 'sideways scroll: none' : `sideways scroll:\n  ${sideways.join('\n  ')}`);
    if (screens > MAX_SCREENS || (call && callScreen !== 1) || missing.length > 0 || sideways.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
