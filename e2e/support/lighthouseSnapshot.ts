/**
 * Lighthouse's accessibility category on the page as it is now (its snapshot mode), for screens a
 * URL alone cannot reach, such as a result: the journey's Chromium opens a DevTools port
 * (`openFreshBrowser({ debuggingPort })`), and Lighthouse drives the same page through
 * puppeteer-core, as its user flows do. Nothing is emulated: the page keeps the journey's size.
 */

export interface AccessibilityScore {
  /** 0–100. */
  score: number;
  /** The audits that failed, by id, with the elements at fault. */
  failing: string[];
}

export async function lighthouseAccessibility(debuggingPort: number, pageUrl: string, formFactor: 'mobile' | 'desktop'): Promise<AccessibilityScore> {
  // Both are ES modules only.
  const { default: puppeteer } = await import('puppeteer-core');
  const { snapshot } = await import('lighthouse');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debuggingPort}`, defaultViewport: null });
  try {
    const page = (await browser.pages()).find((candidate) => candidate.url().startsWith(pageUrl));
    if (!page) throw new Error(`No page at ${pageUrl} in the browser`);
    const result = await snapshot(page, {
      config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'], formFactor, screenEmulation: { disabled: true } } },
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => {
        const items = (audit.details && 'items' in audit.details ? audit.details.items : []) as unknown[];
        const where = items.slice(0, 3).map((item) => JSON.stringify((item as { node?: { selector?: string } }).node?.selector ?? ''));
        return `${audit.id} (${where.join(', ')})`;
      });
    return { score: Math.round((categories.accessibility.score ?? 0) * 100), failing };
  } finally {
    await browser.disconnect();
  }
}
