/**
 * What the result screen is measured by, shared by `npm run check:screens` and the journeys: Tab stops
 * from the title to New Recommendation, axe-core's violations, boxes that scroll sideways, and where
 * on the page (which phone screen) a thing is. Page code runs as strings: this folder is type-checked
 * without the DOM's types.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/** The most Tab presses tried before giving up: today's whale took 151. */
const MAX_TAB_STOPS = 400;

/**
 * Tab presses from the result's title (focused as the result shows) to New Recommendation, counting
 * the one that lands on it; null when it is not reached within MAX_TAB_STOPS.
 */
export async function tabStopsToNewRecommendation(page: Page): Promise<number | null> {
  await page.getByRole('heading', { level: 1, name: /^Recommendation for / }).focus();
  for (let presses = 1; presses <= MAX_TAB_STOPS; presses += 1) {
    await page.keyboard.press('Tab');
    const onIt = await page.evaluate<boolean>(`document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent === 'New Recommendation'`);
    if (onIt) return presses;
  }
  return null;
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the first few elements at fault. */
  targets: string[];
}

/**
 * axe-core (the engine Lighthouse's accessibility audits use) on the page as it is, WCAG 2 A and AA
 * and best practices. Evaluated through the DevTools protocol, which the page's CSP does not govern.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate<AxeViolation[]>(`(async () => {
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => String(node.target)),
    }));
  })()`);
}

/** The page's width past the viewport, and every box that scrolls sideways or reaches past the right edge. */
export function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const found = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push('the page: ' + root.scrollWidth + ' px in ' + root.clientWidth);
    for (const element of document.querySelectorAll('main *')) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth) {
        found.push('<' + element.tagName.toLowerCase() + '>: ' + element.scrollWidth + ' px in ' + element.clientWidth);
      }
      if (element.getBoundingClientRect().right > root.clientWidth + 0.5) found.push('<' + element.tagName.toLowerCase() + '> past the right edge');
    }
    return found;
  })()`);
}

/** The phone screen (1 = the first) the element's bottom edge is on, at the page's top; null when it is not shown. */
export async function screenOf(locator: Locator, screenHeight: number): Promise<number | null> {
  if ((await locator.count()) === 0 || !(await locator.first().isVisible())) return null;
  const bottom = await locator.first().evaluate((element: { getBoundingClientRect(): { bottom: number } }) => element.getBoundingClientRect().bottom);
  const scrollY = await locator.page().evaluate<number>('window.scrollY');
  return Math.floor((bottom + scrollY - 1) / screenHeight) + 1;
}

/** The document's height in screens of `screenHeight`. */
export async function screensTall(page: Page, screenHeight: number): Promise<number> {
  return (await page.evaluate<number>('document.documentElement.scrollHeight')) / screenHeight;
}

/** Opens the small holdings (list and Token Details open together), if the result folds any. */
export async function openSmallHoldings(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: / small holdings, / }).first();
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}
