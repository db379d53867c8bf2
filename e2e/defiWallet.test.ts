/**
 * Issue 30 in the browser: defi.eth (0x7777…7777) on the real service and the local chains' real
 * protocols, at 360 × 740 and 1280 × 800. Its Aave loan's warning is on the first phone screen, each
 * position says where it sits (Aave, Compound, Uniswap, Lido, Sky), the debt is counted against the
 * total, and the whole result is at most 6 phone screens.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Recommendation } from '../src/api/types';
import { completeOnboarding, recommendationShown, visibleText } from './support/app';
import { inFreshBrowser } from './support/journey';
import { screenOf, screensTall, sidewaysScroll } from './support/resultChecks';
import { saveReadmeScreenshot } from './support/screenshots';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** "$188,020" as the screen writes whole dollars. */
const dollars = (usd: number) => `$${Math.round(usd).toLocaleString('en-US')}`;

/** The loan notice, the headline's total and the places the cards name, as a person would check them. */
async function checkDefi(page: Page, defi: Recommendation, height: number): Promise<void> {
  const [loan] = defi.loans ?? [];
  assert.ok(loan, 'the answer carries the Aave loan');
  assert.equal(loan.protocolName, 'Aave');
  const notice = page.getByRole('list', { name: 'Your loans' }).getByRole('listitem').first();
  assert.match(await visibleText(notice), /Aave/);
  assert.match(await visibleText(notice), new RegExp(`${Math.floor((loan.maxFall ?? 0) * 100)}%`));
  assert.equal(await screenOf(notice, height), 1, 'the loan warning is on screen 1');

  // The total is the net worth: the cards sum to it, the debt's card counting against it.
  const cards = defi.tokens.reduce((sum, token) => sum + (token.valueUsd ?? 0), 0);
  assert.ok(Math.abs(cards - (defi.totalValueUsd ?? Number.NaN)) < 1, `cards ${cards} against the total ${defi.totalValueUsd}`);
  await page
    .getByRole('region', { name: 'Net worth' })
    .getByText(dollars(defi.totalValueUsd ?? Number.NaN), { exact: true })
    .waitFor();

  const advice = await visibleText(page.getByRole('region', { name: 'Token advice' }));
  for (const place of ['Borrowed from Aave', 'Deposited in Aave', 'Compound', 'Liquidity in Uniswap', 'Staked with Lido', 'Sky'])
    assert.ok(advice.includes(place), `a card says "${place}"`);
  assert.match(advice, /out of range/);
  assert.deepEqual(await sidewaysScroll(page), []);
}

describe('defi.eth: positions and a loan on the result screen', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('on a phone: the loan warning on screen 1, every position where it sits, at most 6 screens', { timeout: 120_000 }, async () => {
    await inFreshBrowser(
      'defi-phone',
      async ({ page }) => {
        await page.clock.install();
        await completeOnboarding(page, ribbit!.url);
        const defi = await recommendationShown(page, DEMO_WALLETS.defi);
        await page.waitForFunction('document.fonts.status === "loaded"');
        await checkDefi(page, defi, PHONE.height);
        const screens = await screensTall(page, PHONE.height);
        assert.ok(screens <= 6, `defi.eth is ${screens.toFixed(1)} phone screens`);
        await saveReadmeScreenshot(page, 'defi');
      },
      PHONE,
    );
  });

  it('on a desktop: the same loan, positions and total', { timeout: 120_000 }, async () => {
    await inFreshBrowser(
      'defi-desktop',
      async ({ page }) => {
        await page.clock.install();
        await completeOnboarding(page, ribbit!.url);
        const defi = await recommendationShown(page, DEMO_WALLETS.defi);
        await checkDefi(page, defi, DESKTOP.height);
      },
      DESKTOP,
    );
  });
});
