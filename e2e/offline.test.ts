/**
 * Offline and after a deploy. 1: once Ribbit's service worker is in place, the service stops (and
 * then the device goes offline): /settings and a saved entry still open, and the app says why
 * nothing new can be had. 2: a page of the old build, a deploy (its chunks gone), a navigation:
 * the page reloads itself onto the new build instead of going white.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { askFor, completeOnboarding, screen } from './support/app';
import { deployNewChunkNames } from './support/deploy';
import { inFreshBrowser } from './support/journey';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';

const SERVICE_DOWN =
  "Ribbit's server cannot be reached right now. Your saved recommendations still open; new recommendations and current prices wait until it is back.";
const OFFLINE = 'You are offline. Your saved recommendations still open; new recommendations and current prices need a connection.';
const RESULT_TIMEOUT_MS = 60_000;

describe('Offline', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('with the service stopped, then the device offline, /settings and a saved entry open and say so', { timeout: 180_000 }, async () => {
    await inFreshBrowser('offline-history', async ({ page, context }) => {
      const url = ribbit!.url;
      await completeOnboarding(page, url);
      await askFor(page, DEMO_WALLETS.balanced);
      await screen.resultTitle(page, DEMO_WALLETS.balanced).waitFor({ timeout: RESULT_TIMEOUT_MS });
      // The service worker has installed and controls the page: the shell and chunks are on the device.
      await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, { timeout: 30_000 });

      await ribbit!.stop();
      ribbit = undefined;
      await page.goto(`${url}/settings`);
      await page.getByRole('heading', { name: 'Recommendations history' }).waitFor();
      await page.getByText(SERVICE_DOWN).waitFor();
      await page.getByRole('link', { name: /^open recommendation for/ }).click();
      await screen.resultTitle(page, DEMO_WALLETS.balanced).waitFor();
      assert.match(new URL(page.url()).pathname, /^\/history\//);

      await context.setOffline(true);
      await page.reload();
      await screen.resultTitle(page, DEMO_WALLETS.balanced).waitFor();
      await page.getByText(OFFLINE).waitFor();
    });
  });
});

describe('After a deploy', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('a page of the old build whose chunks are gone reloads itself once onto the new build: no white page', { timeout: 120_000 }, async () => {
    // No service worker: a visitor whose page came before it (it would still hold the old chunks).
    await inFreshBrowser(
      'deploy-stale-page',
      async ({ page }) => {
        const url = ribbit!.url;
        await completeOnboarding(page, url);
        const deploy = deployNewChunkNames();
        try {
          const reloaded = page.waitForEvent('load');
          await screen.settingsLink(page).click();
          await reloaded;
          await page.getByRole('heading', { name: 'Recommendations history' }).waitFor();
          assert.equal(new URL(page.url()).pathname, '/settings');
          assert.equal(await page.getByText('This part of Ribbit could not be loaded').count(), 0);
        } finally {
          deploy.undo();
        }
      },
      { serviceWorkers: 'block' },
    );
  });
});
