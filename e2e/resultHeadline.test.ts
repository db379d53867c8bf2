/**
 * Issue 29 on a phone (360 × 740), the whale on the real service: the headline's total and 24 h
 * change on screen 1, each chain's money with Base's tapped to filter the list, the small holdings
 * folded and opened, chains named on the cards, and the skip link to New Recommendation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Recommendation } from '../src/api/types';
import { completeOnboarding, recommendationShown, screen, visibleText } from './support/app';
import { inFreshBrowser } from './support/journey';
import { screenOf, tabStopsToNewRecommendation } from './support/resultChecks';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';

const PHONE = { width: 360, height: 740 };
const BASE = 8453;

/** "$1,234,567" as the screen writes whole dollars. */
const dollars = (usd: number) => `$${Math.round(usd).toLocaleString('en-US')}`;

/** The holds the documented rule folds (docs/web.md "Small holdings"): under 3 % of what is held, no plan step. */
function smallHolds(recommendation: Recommendation): Recommendation['tokens'] {
  const held = recommendation.tokens.reduce((sum, token) => sum + Math.max(0, token.valueUsd ?? 0), 0);
  const stepped = (token: Recommendation['tokens'][number]) =>
    recommendation.plan?.steps.some((step) => step.chainId === token.chainId && step.address.toLowerCase() === token.address?.toLowerCase());
  return recommendation.tokens.filter((token) => token.action === 'hold' && (token.valueUsd ?? 0) < 0.03 * held && !stepped(token));
}

const cardHeadings = (page: Page) => page.getByRole('region', { name: 'Token advice' }).getByRole('heading', { level: 3 });

describe('The result’s headline, chains and small holdings on a phone', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('shows the whale’s total and 24 h change on screen 1, Base’s money that filters the list, and folds the small holds', { timeout: 120_000 }, async () => {
    await inFreshBrowser(
      'result-headline-phone',
      async ({ page }) => {
        await page.clock.install();
        await completeOnboarding(page, ribbit!.url);
        const whale = await recommendationShown(page, DEMO_WALLETS.whale);
        await page.waitForFunction('document.fonts.status === "loaded"');
        const history = whale.valueHistory ?? [];
        assert.ok(history.length >= 8, 'the answer carries a week of value history');

        // The total, large, and its 24 h change in dollars and per cent, on the first screen.
        const headline = page.getByRole('region', { name: 'Wallet total' });
        const total = headline.getByText(dollars(whale.totalValueUsd ?? Number.NaN), { exact: true });
        assert.equal(await screenOf(total, PHONE.height), 1, 'the total is on screen 1');
        const day = history[history.length - 1] - history[history.length - 2];
        const dayChange = headline.locator('div', { hasText: '24 hours' });
        // "24 h" on screen, "24 hours" to screen readers, then the change with its sign.
        assert.match(await visibleText(dayChange), new RegExp(`^24 h 24 hours ${day < 0 ? '−' : '\\+'}\\${dollars(Math.abs(day))} \\([+−]?\\d+\\.\\d%\\)$`));
        assert.equal(await screenOf(dayChange, PHONE.height), 1, 'the 24 h change is on screen 1');

        // Base's money is a figure; tapped, the list shows Base's cards only; tapped again, all.
        const onBase = whale.tokens.filter((token) => token.chainId === BASE);
        const baseUsd = onBase.reduce((sum, token) => sum + (token.valueUsd ?? 0), 0);
        const base = page.getByRole('toolbar', { name: 'By chain' }).getByRole('button', { name: `Base ${dollars(baseUsd)}` });
        assert.equal(await screenOf(base, PHONE.height), 1, 'Base’s figure is on screen 1');
        const allCards = await cardHeadings(page).count();
        await base.click();
        assert.equal(await base.getAttribute('aria-pressed'), 'true');
        const baseCards = await cardHeadings(page).allTextContents();
        assert.equal(baseCards.length, onBase.length);
        for (const heading of baseCards) assert.match(heading, /on Base$/);
        await page.getByText(`${onBase.length} of ${whale.tokens.length} tokens, on Base only.`).waitFor();
        await base.click();
        assert.equal(await cardHeadings(page).count(), allCards);

        // The small holds are one line, with their dollars; opened, their cards show.
        const folded = smallHolds(whale);
        assert.ok(folded.length > 40, `most of the whale's 48 holds are small (${folded.length})`);
        const foldedUsd = folded.reduce((sum, token) => sum + (token.valueUsd ?? 0), 0);
        const group = page
          .getByRole('region', { name: 'Token advice' })
          .getByRole('button', { name: `${folded.length} small holdings, ${dollars(foldedUsd)} in all` });
        assert.equal(await group.getAttribute('aria-expanded'), 'false');
        assert.equal(allCards, whale.tokens.length - folded.length);
        await group.click();
        assert.equal(await cardHeadings(page).count(), whale.tokens.length);
        assert.equal(await page.getByRole('region', { name: 'Token Details' }).getByRole('listitem').count(), whale.tokens.length);

        // Chains by name on a phone: the card's chain is words on screen, not a tooltip.
        // Its words are a visually hidden "on " and the name, so the span's box is the name's.
        const chainName = page.getByRole('heading', { level: 3, name: 'USDC on Base' }).locator(`[data-chain-id="${BASE}"] > span`);
        assert.equal(await chainName.textContent(), 'on Base');
        const box = await chainName.boundingBox();
        assert.ok(box && box.width > 10, `Base is written out on the card (${box?.width} px wide)`);
      },
      PHONE,
    );
  });

  it('takes the keyboard from the title to New Recommendation in at most 40 Tab stops, or one skip link', { timeout: 120_000 }, async () => {
    await inFreshBrowser(
      'result-keyboard-phone',
      async ({ page }) => {
        await page.clock.install();
        await completeOnboarding(page, ribbit!.url);
        await recommendationShown(page, DEMO_WALLETS.whale);
        const stops = await tabStopsToNewRecommendation(page);
        assert.ok(stops !== null && stops <= 40, `Tab stops from the title to New Recommendation: ${stops}`);

        // The title has the focus as the result shows; two Tabs reach the skip link, which is then seen.
        await page.getByRole('heading', { level: 1 }).focus();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to New Recommendation' });
        assert.ok(((await skip.boundingBox())?.width ?? 0) > 100, 'the focused skip link is on screen');
        await page.keyboard.press('Enter');
        const focused = await page.evaluate<string>('document.activeElement?.textContent ?? ""');
        assert.equal(focused, 'New Recommendation');
        const button = await screen.newRecommendation(page).boundingBox();
        assert.ok(button && button.y >= 0 && button.y + button.height <= PHONE.height, `New Recommendation is in view (${button?.y} px)`);
      },
      PHONE,
    );
  });
});
