/**
 * Every screen, the loading view included, at phone size (360 × 740) and on a desktop
 * (1280 × 800): axe-core finds no violation, and nothing scrolls sideways. Onboarding's two steps,
 * the input (with its demo wallets, and with an error), loading, the result, the history list
 * (too early, then graded with a call's table open), a saved entry, and not-found.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { askFor, holdRecommendationRequests, READY_CAPTION_MS, recommendationFrom, screen, waitForRecommendationResponse } from './support/app';
import { axeViolations, scrollsSideways } from './support/axe';
import { inFreshBrowser } from './support/journey';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const TWO_DAYS_MS = 2 * 86_400_000;

describe('Accessibility of every screen', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  for (const size of SIZES) {
    it(`axe finds nothing on any screen, and nothing scrolls sideways, at ${size.width} × ${size.height}`, { timeout: 240_000 }, async () => {
      await inFreshBrowser(
        `accessibility-${size.name}`,
        async ({ page }) => {
          const found: Record<string, string[]> = {};
          const check = async (name: string) => {
            const violations = await axeViolations(page);
            if (await scrollsSideways(page)) violations.push('the page scrolls sideways');
            if (violations.length > 0) found[name] = violations;
          };
          await page.clock.install();

          await page.goto(`${ribbit!.url}/`);
          await page.getByRole('heading', { name: "Hi I'm Ribbit!" }).waitFor();
          await check('onboarding, step 1');
          await page.getByRole('button', { name: 'Next' }).click();
          await page.getByRole('heading', { name: 'How does it work?' }).waitFor();
          await check('onboarding, step 2');
          await page.getByRole('button', { name: 'Start' }).click();

          await screen.demoWallets(page).waitFor();
          await check('input, with the demo wallets');
          await askFor(page, '0x123');
          await screen.inputError(page).waitFor();
          await check('input, with an error');

          const held = await holdRecommendationRequests(page);
          await screen.addressInput(page).fill(DEMO_WALLETS.stableHeavy);
          await screen.getRecommendation(page).click();
          await page.getByRole('heading', { level: 1, name: 'Preparing your recommendation' }).waitFor();
          await check('loading');
          const answered = waitForRecommendationResponse(page);
          held.release();
          const recommendation = await recommendationFrom(await answered);
          await page.clock.fastForward(READY_CAPTION_MS);
          await screen.resultTitle(page, DEMO_WALLETS.stableHeavy).waitFor();
          await check('result');

          await screen.settingsLink(page).click();
          await page.getByText('too early to grade').waitFor();
          await check('history, too early to grade');
          await page.clock.setSystemTime(Date.now() + TWO_DAYS_MS);
          await page.reload();
          const summary = page.getByRole('main').getByRole('listitem').first().locator('summary');
          await summary.waitFor();
          await summary.click();
          await page.getByRole('main').getByRole('table').waitFor();
          await check('history, graded, a call table open');

          await page.goto(`${ribbit!.url}/history/${encodeURIComponent(recommendation.id)}`);
          await page.getByRole('region', { name: 'How the calls did' }).getByRole('table').waitFor();
          await check('a saved entry, graded');
          await page.goto(`${ribbit!.url}/history/no-such-recommendation`);
          await page.getByRole('heading', { name: 'Recommendation not found' }).waitFor();
          await check('not found');

          assert.deepEqual(found, {}, 'every screen passes');
        },
        { width: size.width, height: size.height },
      );
    });
  }
});
