/**
 * Journey 1: a first visit is sent to the two-step onboarding, and once it is done the app
 * opens on main, also after a reload.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { screen } from './support/app';
import { inFreshBrowser } from './support/journey';
import { startRibbit, type RibbitService } from './support/ribbit';
import { saveReadmeScreenshot } from './support/screenshots';

describe('Onboarding', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('sends a first visit to /onboarding; Next then Start reaches main, which a reload keeps', { timeout: 60_000 }, async () => {
    await inFreshBrowser('1-onboarding', async ({ page }) => {
      await page.goto(`${ribbit!.url}/`);
      await page.waitForURL(`${ribbit!.url}/onboarding`);
      await page.getByRole('heading', { name: "Hi I'm Ribbit!" }).waitFor();
      await page.getByText('I will help you analyze your crypto portfolio').waitFor();
      await page.getByRole('img', { name: 'Ribbit the frog' }).first().waitFor();
      await saveReadmeScreenshot(page, 'onboarding');

      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'How does it work?' }).waitFor();
      const steps = await page.getByRole('listitem').allTextContents();
      assert.deepEqual(steps, ['Write your wallet address', 'Get token analysis', 'Follow tips to grow your portfolio']);

      await page.getByRole('button', { name: 'Start' }).click();
      await screen.inputHeading(page).waitFor();
      assert.equal(new URL(page.url()).pathname, '/');

      await page.reload();
      await screen.inputHeading(page).waitFor();
      assert.equal(new URL(page.url()).pathname, '/', 'a reload stays on main instead of onboarding again');
      await screen.addressInput(page).waitFor();
    });
  });
});
