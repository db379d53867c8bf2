/**
 * The history at /settings. Journey 5: entries newest first with their local date and time,
 * each opening the same recommendation; an unknown id is a clear not-found. Journey 6: a fetch
 * in flight shows a pulsing row, and its success toast leads back to the result on main.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  askFor,
  completeOnboarding,
  computedStyle,
  holdRecommendationRequests,
  READY_CAPTION_MS,
  recommendationShown,
  screen,
  visibleText,
  waitForRecommendationResponse,
  recommendationFrom,
  waitForText,
} from './support/app';
import type { Recommendation } from '../src/api/types';
import { inFreshBrowser } from './support/journey';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';
import { saveReadmeScreenshot } from './support/screenshots';

// Kathmandu is UTC+05:45, so 22:30 UTC on the 14th is 04:15 on the 15th there: a list that
// showed UTC (or the raw ISO string) would show another day and time.
const LOCAL_ZONE = 'Asia/Kathmandu';
const FIRST_AT = new Date('2025-03-14T22:30:05Z');
const SECOND_AT = new Date('2025-03-14T23:30:05Z');

describe('History', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('lists entries newest first with local date and time; open shows the same one; an unknown id is not found', { timeout: 90_000 }, async () => {
    await inFreshBrowser(
      '5-history',
      async ({ page }) => {
        await page.clock.install({ time: FIRST_AT });
        await completeOnboarding(page, ribbit!.url);
        const first = await recommendationShown(page, DEMO_WALLETS.concentrated);
        await screen.newRecommendation(page).click();
        await page.clock.setSystemTime(SECOND_AT);
        const newest = await recommendationShown(page, DEMO_WALLETS.stableHeavy);

        await screen.settingsLink(page).click();
        await page.getByRole('heading', { name: 'Recommendations history' }).waitFor();
        const rows = page.getByRole('main').getByRole('listitem');
        await rows.nth(1).waitFor();
        // Each row: the address, the local date and time, what the wallet was worth then, the plan in a
        // line (its most urgent step first), the grade, open.
        const texts = await Promise.all((await rows.all()).map(visibleText));
        const expectations: [Recommendation, string][] = [
          [newest, 'Mar 15, 2025, 5:15 AM'],
          [first, 'Mar 15, 2025, 4:15 AM'],
        ];
        for (const [index, [{ address, totalValueUsd, plan }, at]] of expectations.entries()) {
          assert.ok(totalValueUsd !== undefined, 'the service sends the wallet’s value');
          const worth = `$${Math.round(totalValueUsd).toLocaleString('en-US')}`;
          const firstStep = plan?.steps.find((step) => step.action === 'strongly sell') ?? plan?.steps[0];
          assert.ok(firstStep, `${address} has a plan`);
          const line = `${firstStep.action === 'buy' || firstStep.action === 'buy more' ? 'Buy' : 'Sell'} ${firstStep.symbol}`;
          assert.match(texts[index], new RegExp(`^${address} ${at} · worth \\${worth} ${line}[;,A-Za-z0-9 ]* too early to grade open$`));
        }
        await saveReadmeScreenshot(page, 'history');

        await rows.first().getByRole('link', { name: /open/ }).click();
        await page.waitForURL(`${ribbit!.url}/history/${encodeURIComponent(newest.id)}`);
        await screen.resultTitle(page, DEMO_WALLETS.stableHeavy).waitFor();
        assert.equal(await visibleText(page.getByText(newest.overview.split('\n')[0]).first()), newest.overview.replace(/\s+/g, ' '));
        // The stable-heavy wallet holds on Ethereum and Base, so each card names its chain too.
        const headings = await page.getByRole('region', { name: 'Token advice' }).getByRole('heading', { level: 3 }).allTextContents();
        const chainNames = new Map((newest.chains ?? []).map((chain) => [chain.chainId, chain.name]));
        // The same cards as the answer's tokens, in the screen's order (most urgent first).
        assert.deepEqual([...headings].sort(), newest.tokens.map((token) => `${token.symbol} on ${chainNames.get(token.chainId ?? 0) ?? '?'}`).sort());

        await page.goto(`${ribbit!.url}/history/no-such-recommendation`);
        await page.getByRole('heading', { name: 'Recommendation not found' }).waitFor();
        await page.getByRole('link', { name: 'Back to history' }).click();
        await page.getByRole('heading', { name: 'Recommendations history' }).waitFor();
      },
      { timezoneId: LOCAL_ZONE },
    );
  });

  it('shows a pulsing "Fetching new recommendation..." row; the success toast leads back to the result', { timeout: 60_000 }, async () => {
    await inFreshBrowser('6-fetch-from-settings', async ({ page }) => {
      // Browser time is paused once the answer is due, so the toast (gone after 3 s) waits
      // for the checks and the click however slow the machine is.
      await page.clock.install();
      await completeOnboarding(page, ribbit!.url);
      const held = await holdRecommendationRequests(page);
      await askFor(page, DEMO_WALLETS.balanced);
      await screen.caption(page).waitFor();

      await screen.settingsLink(page).click();
      const fetchingRow = page.getByText('Fetching new recommendation...');
      await fetchingRow.waitFor();
      assert.notEqual(await computedStyle(fetchingRow, 'animationName'), 'none', 'the row pulses');
      assert.equal(held.held(), 1, 'the request is still in flight');

      await page.clock.pauseAt(Date.now() + 60_000);
      const answered = waitForRecommendationResponse(page);
      held.release();
      const recommendation = await recommendationFrom(await answered);
      const toast = page.getByRole('link', { name: 'Click to see your new recommendation' });
      await toast.waitFor();
      await fetchingRow.waitFor({ state: 'detached' });
      await page.getByRole('main').getByText(DEMO_WALLETS.balanced).waitFor();

      await toast.click();
      await page.waitForURL(`${ribbit!.url}/`);
      await waitForText(screen.caption(page), 'Here are your tips!');
      await page.clock.runFor(READY_CAPTION_MS);
      await screen.resultTitle(page, DEMO_WALLETS.balanced).waitFor();
      await page.getByText(recommendation.overview.split('\n')[0]).first().waitFor();
    });
  });
});
