/**
 * The first screen before the script: `/` is served with onboarding already in its HTML, the
 * app hydrates that very markup (no second render, no hydration warning), and a visitor who
 * has onboarded never glimpses it. The app's script is held back (network shaping, then let
 * through unchanged) so what shows before it can be looked at.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ConsoleMessage, Page } from 'playwright-core';
import { completeOnboarding, screen } from './support/app';
import { inFreshBrowser } from './support/journey';
import { startRibbit, type RibbitService } from './support/ribbit';

const WELCOME = "Hi I'm Ribbit!";

/** Holds the app's own bundle (`/assets/main.*.js`) until `release()`. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Errors and warnings the page logs: React reports hydration mismatches there. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/** A mark on the prerendered heading node that only survives if React keeps the node. */
interface MarkedElement {
  prerenderedNode?: boolean;
}

describe('First screen', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('serves / with the onboarding screen in its HTML', async () => {
    const response = await fetch(`${ribbit!.url}/`);
    const html = await response.text();
    assert.match(html, /<h1[^>]*>Hi I&#x27;m Ribbit!<\/h1>/);
    assert.match(html, /<button[^>]*>Next<\/button>/);
    assert.match(html, /<style data-styled/, 'its styles come with it');
  });

  it('shows onboarding before the script, then React hydrates that markup without a warning', { timeout: 60_000 }, async () => {
    await inFreshBrowser('first-screen-fresh', async ({ page }) => {
      const problems = consoleProblems(page);
      const release = await holdAppScript(page);
      await page.goto(`${ribbit!.url}/`, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: WELCOME }).waitFor();
      await page.getByRole('button', { name: 'Next' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/', 'no script has run yet');
      // <main> stays through both steps; the mark survives only if React kept the served node.
      const main = page.getByRole('main');
      await main.evaluate((element: MarkedElement) => (element.prerenderedNode = true));

      release();
      await page.waitForURL(`${ribbit!.url}/onboarding`);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'How does it work?' }).waitFor();
      assert.equal(await main.evaluate((element: MarkedElement) => element.prerenderedNode), true, 'hydrated, not drawn again');
      await page.getByRole('button', { name: 'Start' }).click();
      await screen.inputHeading(page).waitFor();
      assert.deepEqual(problems, [], 'no hydration mismatch or other warning');
    });
  });

  it('a tap on Next before the app has loaded is not lost: step 2 shows once it is live', { timeout: 60_000 }, async () => {
    await inFreshBrowser('first-screen-early-tap', async ({ page }) => {
      const problems = consoleProblems(page);
      const release = await holdAppScript(page);
      await page.goto(`${ribbit!.url}/`, { waitUntil: 'commit' });
      // Tapped twice while the page is still only HTML: held, and pressed once (not Start too).
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      assert.equal(await page.getByRole('heading', { name: WELCOME }).isVisible(), true, 'nothing happens before the app is live');

      release();
      await page.getByRole('heading', { name: 'How does it work?' }).waitFor();
      await page.getByRole('button', { name: 'Start' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/onboarding', 'still on step 2: the second tap did not press Start');
      await page.getByRole('button', { name: 'Start' }).click();
      await screen.inputHeading(page).waitFor();
      assert.deepEqual(problems, []);
    });
  });

  it("loads the main route once onboarding's second step shows, and the toasts' host after Start", { timeout: 60_000 }, async () => {
    await inFreshBrowser('first-screen-deferred-chunks', async ({ page }) => {
      const mainRoute = /\/assets\/main-route\.[0-9a-f]+\.chunk\.js$/;
      const toasts = /\/assets\/toasts\.[0-9a-f]+\.chunk\.js$/;
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      await page.goto(`${ribbit!.url}/`);
      // The start's loads (the service worker's among them) are done once the network has been quiet.
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { name: WELCOME }).waitFor();
      assert.deepEqual(
        asked.filter((url) => mainRoute.test(url) || toasts.test(url)),
        [],
        'step 1 leads only to step 2, and has no toast to show',
      );

      const mainRouteLoaded = page.waitForRequest(mainRoute);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'How does it work?' }).waitFor();
      await mainRouteLoaded;
      const toastsLoaded = page.waitForRequest(toasts);
      await page.getByRole('button', { name: 'Start' }).click();
      await screen.inputHeading(page).waitFor();
      await toastsLoaded;
    });
  });

  it('hides the prerendered onboarding from a visitor who has onboarded', { timeout: 60_000 }, async () => {
    await inFreshBrowser(
      'first-screen-returning',
      async ({ page }) => {
        const problems = consoleProblems(page);
        await completeOnboarding(page, ribbit!.url);
        const release = await holdAppScript(page);
        await page.goto(`${ribbit!.url}/`, { waitUntil: 'commit' });
        const heading = page.getByRole('heading', { name: WELCOME, includeHidden: true });
        await heading.waitFor({ state: 'attached' });
        assert.equal(await heading.isVisible(), false, 'onboarding does not flash by');

        release();
        await screen.inputHeading(page).waitFor();
        assert.equal(await heading.count(), 0);
        assert.equal(new URL(page.url()).pathname, '/');
        // The registration Playwright blocks (above) is the harness's own doing, not the app's.
        assert.deepEqual(
          problems.filter((problem) => !problem.includes('blocked by Playwright')),
          [],
        );
        // Held as on a first visit: once onboarding has installed the service worker, it answers the
        // app script itself, and what it answers never reaches page.route (holdAppScript).
      },
      { serviceWorkers: 'block' },
    );
  });
});
