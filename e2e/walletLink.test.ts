/**
 * Issue 40, at phone size (360 × 740) and on a desktop (1280 × 800): a pasted Etherscan address
 * link is read as its address; the result's "Copy link" puts `/?wallet=…` on the clipboard, and
 * opening it fills the input and asks nothing until tapped; a reload of that result comes back to
 * the filled input; the stored history entry's `tokens` is the specification's list of token
 * entries. axe finds nothing on the screens with the new controls, and nothing scrolls sideways.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { completeOnboarding, isRecommendationPost, READY_CAPTION_MS, screen, waitForText } from './support/app';
import { axeViolations, scrollsSideways } from './support/axe';
import { inFreshBrowser } from './support/journey';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The page's globals these checks read (the server tsconfig has no DOM lib). */
interface PageGlobals {
  localStorage: { getItem(key: string): string | null };
  navigator: { clipboard: { readText(): Promise<string>; writeText(text: string): Promise<void> } };
  document: { title: string };
}

async function problems(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  if (await scrollsSideways(page)) violations.push('the page scrolls sideways');
  return violations;
}

/** Presses Get Recommendation and waits for its result, skipping the 4 s caption. */
async function tapAndWait(page: Page, address: string): Promise<void> {
  await screen.getRecommendation(page).click();
  const result = screen.resultTitle(page, address);
  await screen.caption(page).getByText('Here are your tips!').or(result).waitFor();
  await page.clock.fastForward(READY_CAPTION_MS);
  await result.waitFor();
}

describe('A pasted link, a link that opens it, the stored history entry', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  for (const size of SIZES) {
    it(`at ${size.width} × ${size.height}`, { timeout: 180_000 }, async () => {
      await inFreshBrowser(
        `wallet-link-${size.name}`,
        async ({ page, context }) => {
          const base = ribbit!.url;
          await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
          await page.clock.install();
          await completeOnboarding(page, base);
          const posts: string[] = [];
          page.on('request', (request) => isRecommendationPost(request) && posts.push(request.url()));

          // Pasted as a person would: the link on the clipboard, then Ctrl+V in the input.
          const wallet = DEMO_WALLETS.balanced;
          const link = `https://etherscan.io/address/${wallet}#tokentxns`;
          await page.evaluate((text) => (globalThis as unknown as PageGlobals).navigator.clipboard.writeText(text), link);
          await screen.addressInput(page).click();
          await page.keyboard.press('Control+V');
          assert.equal(await screen.addressInput(page).inputValue(), wallet, 'the link is read as its address');
          assert.equal(await screen.inputError(page).count(), 0);

          await tapAndWait(page, wallet);
          assert.equal(posts.length, 1);
          assert.equal(await page.title(), `Recommendation for ${wallet} · Ribbit`, 'the tab names the wallet');

          await page.getByRole('button', { name: 'Copy link' }).click();
          const copied = `${base}/?wallet=${wallet}`;
          await waitForText(page.getByText(/^Link copied:/), `Link copied: ${copied}. Opening it fills the input; asking takes one tap.`);
          assert.equal(await page.evaluate(() => (globalThis as unknown as PageGlobals).navigator.clipboard.readText()), copied);
          assert.deepEqual(await problems(page), [], 'the result with Copy link');

          // The stored entry: `tokens` is a list of the specification's token entries.
          const stored = await page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem('history'));
          const [entry] = JSON.parse(stored ?? '[]') as { tokens: unknown }[];
          assert.ok(Array.isArray(entry.tokens) && entry.tokens.length > 0, 'tokens is a list');
          for (const token of entry.tokens as Record<string, unknown>[]) {
            assert.deepEqual(
              Object.keys(token).filter((key) => key !== 'icon'),
              ['symbol', 'action', 'description', 'result', 'count', 'price'],
            );
            assert.ok(typeof token.symbol === 'string' && typeof token.result === 'string' && typeof token.description === 'string');
            assert.ok(typeof token.count === 'number' && typeof token.price === 'number');
            assert.ok(['hold', 'sell', 'buy', 'buy more', 'strongly sell'].includes(token.action as string));
            assert.ok(token.icon === undefined || typeof token.icon === 'string');
          }

          // The copied link opens the filled input and asks nothing by itself.
          await page.goto(copied);
          await screen.inputHeading(page).waitFor();
          assert.equal(await screen.addressInput(page).inputValue(), wallet);
          await page.clock.fastForward(5000);
          assert.equal(posts.length, 1, 'opening the link asks nothing');
          await waitForText(screen.quotaLine(page), 'Free recommendations left: 4 / 5');
          assert.deepEqual(await problems(page), [], 'the input filled from a link');

          // One tap asks; a reload of that result comes back to the filled input.
          await tapAndWait(page, wallet);
          assert.equal(posts.length, 2);
          await page.reload();
          await screen.inputHeading(page).waitFor();
          assert.equal(await screen.addressInput(page).inputValue(), wallet, 'a reload returns to the filled input');
          assert.equal(posts.length, 2);
        },
        { width: size.width, height: size.height },
      );
    });
  }
});
