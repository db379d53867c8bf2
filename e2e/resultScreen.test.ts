/**
 * Issue #18 on a phone (360 × 740): the whale's plan on the first screen and its links to the
 * cards, the filters and the sort, a card's fold, the Token Details grid two cells a row,
 * and the graded history as stacked rows, verdict first; nothing scrolls sideways.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { completeOnboarding, recommendationShown, screen, visibleText } from './support/app';
import { inFreshBrowser } from './support/journey';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';
import { saveReadmeScreenshot } from './support/screenshots';

const PHONE = { width: 360, height: 740 };
const TWO_DAYS_MS = 2 * 86_400_000;

/** Boxes that scroll sideways, and the page if it does: what a person would have to swipe. */
function sidewaysScroll(page: Page): Promise<string[]> {
  // A string, run in the page: this file is type-checked without the DOM's types.
  return page.evaluate(`(() => {
    const found = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push('the page, ' + root.scrollWidth + ' px');
    for (const element of document.querySelectorAll('main *')) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth) found.push(element.tagName + ', ' + element.scrollWidth + ' px');
      if (element.getBoundingClientRect().right > root.clientWidth + 0.5) found.push(element.tagName + ' past the right edge');
    }
    return found;
  })()`);
}

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  assert.ok(box, 'on screen');
  return box.y;
}

/** The value a card shows, in dollars. */
async function cardValue(card: Locator): Promise<number> {
  const text = await visibleText(card);
  return Number(text.match(/\$([\d,.]+)/)?.[1].replaceAll(',', '') ?? Number.NaN);
}

describe('Result screen on a phone', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('puts the plan on the first screen, links each step to its card, and filters, sorts and folds', { timeout: 90_000 }, async () => {
    await inFreshBrowser(
      'result-phone',
      async ({ page }) => {
        await page.clock.install();
        await completeOnboarding(page, ribbit!.url);
        const recommendation = await recommendationShown(page, DEMO_WALLETS.whale);
        assert.ok(recommendation.plan && recommendation.plan.steps.length > 0, 'the whale has a plan');
        await page.clock.resume();
        await saveReadmeScreenshot(page, 'result');

        // The plan, most urgent first, on screen 1.
        const plan = page.getByRole('region', { name: 'Your plan' });
        const steps = plan.getByRole('link');
        assert.equal(await steps.count(), recommendation.plan.steps.length);
        const first = steps.first();
        // Engine 4's line: the chain when the plan spans several, and the stablecoin the sale goes into.
        assert.match(await visibleText(first), /^Strongly sell [\d,.]+ UST( on \S+)?( for [A-Z]+)? \$[\d,]+$/);
        const box = await first.boundingBox();
        assert.ok(box && box.y + box.height <= PHONE.height, `the most urgent step is on the first screen (at ${box?.y} px)`);

        // Its link goes to the card, whose heading takes the focus, on screen.
        await first.click();
        const ustHeading = page.getByRole('heading', { level: 3, name: 'UST on Ethereum' });
        await page.waitForFunction('document.activeElement?.tagName === "H3"');
        assert.equal(await page.evaluate<string>('document.activeElement.textContent'), await ustHeading.textContent());
        const headingTop = await top(ustHeading);
        assert.ok(headingTop >= 0 && headingTop < PHONE.height, `the card is in view (${headingTop} px)`);

        // Filters with their counts; one shows only its cards.
        const show = page.getByRole('group', { name: 'Show' });
        const cards = page
          .getByRole('region', { name: 'Token advice' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3 }) });
        // The small holdings are folded into one line: fewer cards than tokens.
        const shownCards = await cards.count();
        assert.ok(shownCards < recommendation.tokens.length, `${shownCards} cards of ${recommendation.tokens.length} tokens`);
        const sells = recommendation.tokens.filter((token) => token.action === 'sell').length;
        const sellFilter = show.getByRole('button', { name: `sell (${sells})`, exact: true });
        await sellFilter.click();
        assert.equal(await sellFilter.getAttribute('aria-pressed'), 'true');
        assert.equal(await cards.count(), sells);
        for (const card of await cards.all()) assert.equal(await card.getByText('sell', { exact: true }).count(), 1);
        await show.getByRole('button', { name: `All (${recommendation.tokens.length})` }).click();
        assert.equal(await cards.count(), shownCards);

        // Sort by value: the largest holding first, each no smaller than the next.
        await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Value' }).click();
        const values = await Promise.all((await cards.all()).slice(0, 5).map(cardValue));
        assert.deepEqual(
          values,
          [...values].sort((a, b) => b - a),
          'largest first',
        );

        // A call's reason is folded to a line; its one control, Why?, unfolds it and the rules, and says so.
        const call = cards.first();
        const why = call.getByRole('button', { name: /^Why\? / });
        const description = call.locator('p', { hasText: /^Description:/ });
        const foldedHeight = (await description.boundingBox())?.height ?? 0;
        assert.equal(await why.getAttribute('aria-expanded'), 'false');
        await why.click();
        assert.equal(await why.getAttribute('aria-expanded'), 'true');
        assert.ok(((await description.boundingBox())?.height ?? 0) > foldedHeight, 'the whole description shows');
        assert.ok(await call.getByRole('listitem').first().isVisible(), 'the rules show');

        // Token Details: two cells a row; nothing scrolls sideways.
        const cells = page.getByRole('region', { name: 'Token Details' }).getByRole('listitem');
        assert.equal(await top(cells.nth(0)), await top(cells.nth(1)), 'two cells share a row');
        assert.deepEqual(await sidewaysScroll(page), []);
      },
      PHONE,
    );
  });

  it('shows the graded history as stacked rows, verdict first, without sideways scrolling', { timeout: 90_000 }, async () => {
    await inFreshBrowser(
      'graded-history-phone',
      async ({ page }) => {
        await page.clock.install();
        await completeOnboarding(page, ribbit!.url);
        await recommendationShown(page, DEMO_WALLETS.balanced);
        // Calls are graded once they are a day old.
        await page.clock.setSystemTime(Date.now() + TWO_DAYS_MS);
        await screen.settingsLink(page).click();
        const entry = page.getByRole('main').getByRole('listitem').first();
        const summary = entry.getByText(/calls? right/);
        await summary.click();
        const rows = entry.getByRole('table').getByRole('row');
        await rows.nth(1).waitFor();
        for (const row of (await rows.all()).slice(1, 4)) {
          const verdict = row.getByText(/^(✓ right|✗ wrong|can’t grade|≈ too small to tell)/);
          assert.ok((await top(verdict)) < (await top(row.getByRole('rowheader'))), `the verdict comes first: ${await visibleText(row)}`);
        }
        assert.deepEqual(await sidewaysScroll(page), []);
      },
      PHONE,
    );
  });
});
