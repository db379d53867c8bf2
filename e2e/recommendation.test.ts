/**
 * Journey 3: a demo wallet's recommendation, from the loading captions to the result with its
 * coloured advice, the Token Details figures and the icon fallback.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  colourOf,
  completeOnboarding,
  holdRecommendationRequests,
  hueName,
  recommendationFrom,
  screen,
  visibleText,
  waitForRecommendationResponse,
  waitForText,
} from './support/app';
import { inFreshBrowser } from './support/journey';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';
import { saveReadmeScreenshot } from './support/screenshots';

/** The spec's captions, in order, every 4 s; then the ready caption for 4 s. */
const CAPTIONS = [
  'Interns in Bangladesh are thinking hard...',
  'They gave up.',
  'Passed it to our AI.',
  'AI is cooking hard...',
  'Don’t rush it — there’s no one else.',
  'Almost ready.',
];
const CAPTION_MS = 4000;

// The balanced wallet's MKR has a real icon; the journey makes it a broken one (see below).
const BROKEN_ICON_SYMBOL = 'MKR';
// The spam airdrop's icon URL, which the real service does not have: a genuine 404.
const MISSING_ICON_PATH = '/icons/claim-rewards-xyz.svg';

describe('Recommendation', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('shows the captions in order, then the tips, then the advice with coloured badges, values and icons', { timeout: 90_000 }, async () => {
    await inFreshBrowser(
      '3-recommendation',
      async ({ page }) => {
        const address = DEMO_WALLETS.balanced;
        // Browser time flows normally until paused; then only runFor() moves it, so each
        // 4 s caption step is taken exactly, without waiting 28 s of real time.
        await page.clock.install();
        await completeOnboarding(page, ribbit!.url);
        await page.clock.pauseAt(Date.now() + 60_000);

        // Network shaping: the MKR icon request is answered by the real service's 404 for an
        // icon it does not have, so the <img> fails to load as a broken icon URL would.
        let brokenIconStatus = 0;
        await page.route(`**/icons/${BROKEN_ICON_SYMBOL.toLowerCase()}.svg`, async (route) => {
          const response = await route.fetch({ url: `${ribbit!.url}${MISSING_ICON_PATH}` });
          brokenIconStatus = response.status();
          await route.fulfill({ response });
        });
        const held = await holdRecommendationRequests(page);

        await screen.addressInput(page).fill(address);
        await saveReadmeScreenshot(page, 'input');
        await screen.getRecommendation(page).click();

        const caption = screen.caption(page);
        await waitForText(caption, CAPTIONS[0]);
        await page.getByRole('progressbar', { name: 'Loading' }).waitFor();
        await saveReadmeScreenshot(page, 'loading');
        for (const expected of [...CAPTIONS.slice(1), CAPTIONS[0]]) {
          await page.clock.runFor(CAPTION_MS);
          await waitForText(caption, expected);
        }
        assert.equal(held.held(), 1, 'one request was in flight the whole time');

        const answered = waitForRecommendationResponse(page);
        held.release();
        const recommendation = await recommendationFrom(await answered);
        await waitForText(caption, 'Here are your tips!');
        await page.clock.runFor(CAPTION_MS);
        await screen.resultTitle(page, address).waitFor();
        await page.clock.resume();

        await page.getByText(recommendation.overview.split('\n')[0]).first().waitFor();
        // The cards are the list's items with a heading ("Why?" lists the rules as items too).
        const cards = page
          .getByRole('region', { name: 'Token advice' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3 }) });
        assert.equal(await cards.count(), recommendation.tokens.length);
        // The screen sorts the cards (most urgent first); Token Details follows the same order.
        const headings = await cards.getByRole('heading', { level: 3 }).allTextContents();

        // Badges: sell red, hold blue, buy more green, in the list and in the details grid alike.
        const hues = new Map<string, string>();
        // The balanced wallet holds on Ethereum and Base, so each card's heading names its chain too.
        const chainNames = new Map((recommendation.chains ?? []).map((chain) => [chain.chainId, chain.name]));
        const shownAt = (token: (typeof recommendation.tokens)[number]) => headings.indexOf(`${token.symbol} on ${chainNames.get(token.chainId ?? 0) ?? '?'}`);
        for (const token of recommendation.tokens) {
          assert.notEqual(shownAt(token), -1, `${token.symbol} has a card`);
          const card = cards.nth(shownAt(token));
          await card.getByRole('heading', { name: `${token.symbol} on ${chainNames.get(token.chainId ?? 0) ?? '?'}`, exact: true }).waitFor();
          assert.match(await visibleText(card), new RegExp(`Result: .*${escape(token.result)}`));
          assert.match(await visibleText(card), new RegExp(`Description: .*${escape(token.description)}`));
          const badge = card.getByText(token.action, { exact: true });
          hues.set(token.action, hueName(await colourOf(badge)));
        }
        assert.deepEqual(
          Object.fromEntries(hues),
          { 'buy more': 'green', hold: 'blue', sell: 'red' },
          'the balanced wallet gets buy more, hold and sell, each in its own colour',
        );

        // Token Details: price × count with exactly 4 decimals, from the answer the app received.
        const cells = page.getByRole('region', { name: 'Token Details' }).getByRole('listitem');
        assert.equal(await cells.count(), recommendation.tokens.length);
        for (const token of recommendation.tokens) {
          const index = shownAt(token);
          const text = await visibleText(cells.nth(index));
          const shownValue = text.match(/\$([\d,]+\.\d+)/)?.[1]?.replaceAll(',', '');
          assert.equal(shownValue, (token.price * token.count).toFixed(4), `${token.symbol} total value`);
          assert.ok(text.includes(token.symbol) && text.includes(`/${token.symbol}`), text);
          assert.equal(hueName(await colourOf(cells.nth(index).getByText(token.action, { exact: true }))), hues.get(token.action));
        }

        // Icons: a real one loads; a missing one and a broken one both show the placeholder coin.
        const withIcon = recommendation.tokens.find((token) => token.icon && token.symbol !== BROKEN_ICON_SYMBOL);
        const withoutIcon = recommendation.tokens.find((token) => !token.icon);
        const broken = recommendation.tokens.find((token) => token.symbol === BROKEN_ICON_SYMBOL);
        assert.ok(withIcon && withoutIcon && broken?.icon, 'the balanced wallet has tokens with and without icons');
        const loadedIcon = cards.getByRole('img', { name: `${withIcon.symbol} icon` }).first();
        await page.waitForFunction((image: LoadingImage | null) => image?.complete === true, await loadedIcon.elementHandle());
        assert.ok(await loadedIcon.evaluate((image: LoadingImage) => image.naturalWidth > 0), `${withIcon.symbol} icon is drawn`);
        assert.equal(
          await cards
            .getByRole('img', { name: `${withoutIcon.symbol} icon` })
            .first()
            .getAttribute('data-placeholder'),
          '',
        );
        await cards.locator(`[data-placeholder][aria-label="${BROKEN_ICON_SYMBOL} icon"]`).waitFor();
        assert.equal(brokenIconStatus, 404, 'the broken icon was really requested and failed');
        // The service worker answers icons itself (scripts/serviceWorker.ts), and what it answers
        // never reaches page.route: kept out, so the broken icon is shaped as the browser would meet it.
      },
      { serviceWorkers: 'block' },
    );
  });
});

/** The part of an <img> the journey reads (the server tsconfig has no DOM lib). */
interface LoadingImage {
  complete: boolean;
  naturalWidth: number;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
