/**
 * Journey 8: what the device keeps. History, the free-recommendation counter and the onboarding
 * flag survive a reload; a corrupt or wrongly shaped value in any of their localStorage keys
 * gives the defaults, without a crash, and a good value is written back.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { completeOnboarding, recommendationShown, screen, visibleText, waitForText } from './support/app';
import { inFreshBrowser } from './support/journey';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';

/** Bad values per key: first unreadable JSON, then JSON of the wrong shape. */
const BAD_VALUES: Array<Record<string, string>> = [
  { is_onboarded: 'tru', history: '[{"id":', 'user-req-count': '{"available":' },
  { is_onboarded: '42', history: '{"id":"x"}', 'user-req-count': '{"available":"lots","max":5}' },
];

/** The page's localStorage, as far as these helpers use it (the server tsconfig has no DOM lib). */
interface PageGlobals {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

async function plant(page: Page, values: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    const { localStorage } = globalThis as unknown as PageGlobals;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** The parsed JSON stored under `key`, or null when there is none. */
async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((name) => (globalThis as unknown as PageGlobals).localStorage.getItem(name), key);
  return raw === null ? null : JSON.parse(raw);
}

describe('Persistence', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('keeps history, counter and onboarding over a reload; corrupt values give the defaults', { timeout: 90_000 }, async () => {
    await inFreshBrowser('8-persistence', async ({ page }) => {
      await page.clock.install();
      await completeOnboarding(page, ribbit!.url);
      await recommendationShown(page, DEMO_WALLETS.stableHeavy);
      await screen.newRecommendation(page).click();
      await waitForText(screen.quotaLine(page), 'Free recommendations left: 4 / 5');

      await page.reload();
      await screen.inputHeading(page).waitFor();
      assert.equal(new URL(page.url()).pathname, '/', 'still onboarded after a reload');
      await waitForText(screen.quotaLine(page), 'Free recommendations left: 4 / 5');
      await screen.settingsLink(page).click();
      const rows = page.getByRole('main').getByRole('listitem');
      await rows.first().waitFor();
      assert.equal(await rows.count(), 1);
      assert.match(await visibleText(rows.first()), new RegExp(`^${DEMO_WALLETS.stableHeavy} `));

      for (const values of BAD_VALUES) {
        await plant(page, values);
        await page.reload();
        // The defaults: not onboarded, so back to onboarding; then a full counter and no history.
        await page.waitForURL(`${ribbit!.url}/onboarding`);
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('button', { name: 'Start' }).click();
        await waitForText(screen.quotaLine(page), 'Free recommendations left: 5 / 5');
        await screen.settingsLink(page).click();
        await page.getByText('No recommendations found').waitFor();
        await page.getByRole('link', { name: 'Ribbit', exact: true }).click();
        await screen.inputHeading(page).waitFor();

        assert.equal(await stored(page, 'is_onboarded'), true, 'a good onboarding flag was written back');
        assert.deepEqual(await stored(page, 'user-req-count'), { available: 5, max: 5, firstRequestDate: null });
        assert.deepEqual(await stored(page, 'history'), []);
      }
      // inFreshBrowser also fails the journey if any of these reloads threw in the page.
    });
  });
});
