/**
 * axe-core (the engine Lighthouse's accessibility audits run) on the page as it is now. Its script
 * is evaluated through the DevTools protocol, which the page's CSP (`script-src 'self'`) does not
 * govern: nothing is added to the page's own scripts, and the CSP stays on for the app.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Every rule axe runs by default (WCAG 2.x A and AA, and its best practices), as "rule-id: selector, selector". */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = (await page.evaluate('typeof window.axe')) === 'object';
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate<string[]>(`
    window.axe.run(document, { resultTypes: ['violations'] }).then((result) =>
      result.violations.map((violation) => violation.id + ': ' + violation.nodes.map((node) => node.target.join(' ')).join(', ')),
    )
  `);
}

/** Whether any part of the page is wider than the window (a sideways scroll). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth');
}
