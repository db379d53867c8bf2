/**
 * The input view. Journey 2: a bad address is refused on the spot and the error goes as soon
 * as the address is edited. Journey 4: five free recommendations a day, counted down, shown red
 * at 0, refused after that, and given back the next day. And the main route's code (the input and
 * the API, loaded after the first screen) still coming when onboarding ends: a spinner meanwhile,
 * then the input, and a double submit sends one request.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  askFor,
  colourOf,
  completeOnboarding,
  hueName,
  isRecommendationPost,
  READY_CAPTION_MS,
  recommendationFrom,
  recommendationShown,
  screen,
  visibleText,
  waitForRecommendationResponse,
  waitForText,
} from './support/app';
import { inFreshBrowser } from './support/journey';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';

// Mid-morning UTC (the browser's zone), so the five requests can never straddle a midnight.
const TODAY = new Date('2025-06-10T09:00:00Z');
const TOMORROW = new Date('2025-06-11T09:00:00Z');

/** Holds the main route's chunk (`/assets/main-route.*.chunk.js`: the input and RTK Query's endpoint) until `release()`. */
async function holdMainRouteChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-route\.[0-9a-f]+\.chunk\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('Input view', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('shows "Invalid EVM Address" with why, and disables the button for a bad address; editing clears it', { timeout: 60_000 }, async () => {
    await inFreshBrowser('2-invalid-address', async ({ page }) => {
      await completeOnboarding(page, ribbit!.url);
      const posts: string[] = [];
      page.on('request', (request) => isRecommendationPost(request) && posts.push(request.url()));
      await waitForText(
        screen.inputHint(page),
        // On the local chains the example is a demo wallet (the first the service names), one that works here.
        'An address is 0x and 40 characters (0–9, a–f), for example 0x1111111111111111111111111111111111111111. An ENS name ending in .eth, such as concentrated.eth, works too.',
      );

      // One hex digit short; a checksummed address with one letter's case slipped (its "B" typed "b");
      // a character that is not hex; words.
      const bad: [string, string][] = [
        ['0x222222222222222222222222222222222222222', 'Too short: 39 of the 40 characters after 0x.'],
        [
          '0xd8dA6bF26964aF9D7eEd9e03E53415D37aA96045',
          'The case of one letter does not match the address’s checksum: the "b" in "dA6bF2" (character 8) should be "B".',
        ],
        ['0x22222222222222222222222222222222222222z2', '"z" at character 41 is not hexadecimal: after 0x an address has only 0–9 and a–f.'],
        ['my wallet', 'Enter an address (0x followed by 40 characters, 0–9 and a–f) or an ENS name ending in .eth.'],
      ];
      for (const [typed, reason] of bad) {
        await askFor(page, typed);
        await waitForText(screen.inputError(page), `Invalid EVM Address ${reason}`);
        assert.ok(await screen.getRecommendation(page).isDisabled(), 'the button is disabled while the error shows');

        // The disabled button dropped focus; a person clicks back into the field and edits.
        await screen.addressInput(page).click();
        await screen.addressInput(page).press('End');
        await screen.addressInput(page).press('Backspace');
        await screen.inputError(page).waitFor({ state: 'detached' });
        assert.ok(await screen.getRecommendation(page).isEnabled(), 'editing the address clears the error');
      }
      assert.deepEqual(posts, [], 'a bad address is never sent');
      await waitForText(screen.quotaLine(page), 'Free recommendations left: 5 / 5');
    });
  });

  it('the main route still coming after onboarding shows a spinner, then the input; a double submit sends one request', { timeout: 60_000 }, async () => {
    await inFreshBrowser(
      'first-submit-waits-for-main-route',
      async ({ page }) => {
        const release = await holdMainRouteChunk(page);
        await page.clock.install();
        await page.goto(`${ribbit!.url}/`);
        await page.waitForURL(`${ribbit!.url}/onboarding`);
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('button', { name: 'Start' }).click();
        const posts: string[] = [];
        page.on('request', (request) => isRecommendationPost(request) && posts.push(request.url()));

        await page.getByRole('progressbar', { name: 'Loading' }).waitFor();
        assert.equal(await screen.addressInput(page).count(), 0, 'no input before its code is there');
        release();
        await screen.inputHeading(page).waitFor();
        assert.equal(await page.getByRole('progressbar', { name: 'Loading' }).count(), 0, 'the spinner goes with the input');

        const answered = waitForRecommendationResponse(page);
        await screen.addressInput(page).fill(DEMO_WALLETS.balanced);
        await screen.getRecommendation(page).dblclick();
        await answered;
        const result = screen.resultTitle(page, DEMO_WALLETS.balanced);
        await screen.caption(page).getByText('Here are your tips!').or(result).waitFor();
        await page.clock.fastForward(READY_CAPTION_MS);
        await result.waitFor();
        assert.equal(posts.length, 1, 'two clicks, one request');
        await screen.newRecommendation(page).click();
        await waitForText(screen.quotaLine(page), 'Free recommendations left: 4 / 5');
        // Held as on a first visit: a service worker that has taken over answers the chunk itself,
        // and what it answers never reaches page.route (holdMainRouteChunk).
      },
      { serviceWorkers: 'block' },
    );
  });

  it('offers the demo wallets of its own chains: a tap fills the input with the name, which gives that wallet’s advice', { timeout: 60_000 }, async () => {
    await inFreshBrowser('demo-wallets', async ({ page }) => {
      await page.clock.install();
      await completeOnboarding(page, ribbit!.url);
      const wallets = screen.demoWallets(page).getByRole('button');
      await wallets.first().waitFor();
      assert.deepEqual(await wallets.allTextContents(), [
        'concentrated.eth',
        'balanced.eth',
        'stable-heavy.eth',
        'whale.eth',
        'empty.eth',
        'degen.eth',
        'defi.eth',
      ]);
      await screen.demoWallets(page).getByRole('button', { name: 'balanced.eth' }).click();
      assert.equal(await screen.addressInput(page).inputValue(), 'balanced.eth');
      const answered = waitForRecommendationResponse(page);
      // The input took the focus: Enter sends it.
      await page.keyboard.press('Enter');
      const recommendation = await recommendationFrom(await answered);
      assert.equal(recommendation.address, DEMO_WALLETS.balanced);
      const result = screen.resultTitle(page, DEMO_WALLETS.balanced);
      await screen.caption(page).getByText('Here are your tips!').or(result).waitFor();
      await page.clock.fastForward(READY_CAPTION_MS);
      await result.waitFor();
      await page.getByText('ENS name: balanced.eth').waitFor();
    });
  });

  it('counts 5 down to 0 (shown red), then refuses, and gives all 5 back the next day', { timeout: 120_000 }, async () => {
    await inFreshBrowser('4-daily-allowance', async ({ page }) => {
      // Real time flows; the clock only skips each 4 s ready caption and later jumps a day.
      await page.clock.install({ time: TODAY });
      await completeOnboarding(page, ribbit!.url);
      await waitForText(screen.quotaLine(page), 'Free recommendations left: 5 / 5');

      const wallets = [DEMO_WALLETS.stableHeavy, DEMO_WALLETS.empty, DEMO_WALLETS.concentrated, DEMO_WALLETS.degen, DEMO_WALLETS.balanced];
      for (const [index, address] of wallets.entries()) {
        await recommendationShown(page, address);
        await screen.newRecommendation(page).click();
        await waitForText(screen.quotaLine(page), `Free recommendations left: ${4 - index} / 5`);
      }

      const zero = screen.quotaLine(page).getByText('0', { exact: true });
      assert.equal(hueName(await colourOf(zero)), 'red', 'an empty allowance is shown red');
      assert.notEqual(hueName(await colourOf(screen.quotaLine(page))), 'red', 'only the 0 is red, not the whole line');

      // When they come back: local midnight (the browser's zone is UTC), 15 hours after 09:00, less the journey's seconds.
      const returns = page.getByText(/^They come back at midnight, in /);
      assert.match(await visibleText(returns), /^They come back at midnight, in (15 h|14 h 5\d min)\.$/);

      const posts: string[] = [];
      page.on('request', (request) => isRecommendationPost(request) && posts.push(request.url()));
      await askFor(page, DEMO_WALLETS.whale);
      await waitForText(screen.inputError(page), 'No Free recommendations left Your 5 free recommendations come back at midnight, your time.');
      assert.ok(await screen.getRecommendation(page).isDisabled());
      assert.deepEqual(posts, [], 'with nothing left, no request is sent');

      // The page left open past midnight: the allowance comes back on it, and the refusal goes.
      await page.clock.setSystemTime(TOMORROW);
      await page.clock.runFor(60_000);
      await waitForText(screen.quotaLine(page), 'Free recommendations left: 5 / 5');
      assert.equal(await screen.inputError(page).count(), 0, 'the refusal went with the night');
      assert.ok(await screen.getRecommendation(page).isEnabled());
      await page.reload();
      await waitForText(screen.quotaLine(page), 'Free recommendations left: 5 / 5');
      assert.notEqual(hueName(await colourOf(screen.quotaLine(page).getByText('5', { exact: true }).first())), 'red');
    });
  });
});
