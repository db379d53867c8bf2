/**
 * Journey 10: a demo wallet holding tokens on both local chains (Ethereum and Base, at the
 * bundled registries' real addresses), from `npm start`'s own service: every token shows its
 * chain, with the chain's name and its locally served icon, on the card and in Token Details.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { askFor, completeOnboarding, recommendationFrom, screen, visibleText, waitForRecommendationResponse } from './support/app';
import { inFreshBrowser } from './support/journey';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';

const CHAIN_NAMES: Record<number, string> = { 1: 'Ethereum', 8453: 'Base' };

describe('Tokens on two chains', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('shows each token with its chain badge: name and icon, in the list and in Token Details', { timeout: 60_000 }, async () => {
    await inFreshBrowser('10-two-chains', async ({ page }) => {
      const address = DEMO_WALLETS.balanced;
      await completeOnboarding(page, ribbit!.url);
      const answered = waitForRecommendationResponse(page);
      await askFor(page, address);
      const recommendation = await recommendationFrom(await answered);
      await screen.resultTitle(page, address).waitFor({ timeout: 20_000 });

      const chainsHeld = new Set(recommendation.tokens.map((token) => token.chainId));
      assert.deepEqual(
        [...chainsHeld].sort((a, b) => (a ?? 0) - (b ?? 0)),
        [1, 8453],
        'the wallet holds tokens on both chains',
      );
      const usdc = recommendation.tokens.filter((token) => token.symbol === 'USDC');
      assert.equal(usdc.length, 2, 'USDC is held on both chains');
      assert.equal(usdc[0].action, usdc[1].action, 'one asset, one action on every chain');

      // The cards are the list's items with a heading ("Why?" lists the rules as items too).
      const cards = page
        .getByRole('region', { name: 'Token advice' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      const cells = page.getByRole('region', { name: 'Token Details' }).getByRole('listitem');
      assert.equal(await cards.count(), recommendation.tokens.length);
      // The screen sorts the cards (most urgent first); Token Details follows the same order.
      const headings = await cards.getByRole('heading', { level: 3 }).allTextContents();
      for (const token of recommendation.tokens) {
        const chainName = CHAIN_NAMES[token.chainId ?? 0];
        const index = headings.indexOf(`${token.symbol} on ${chainName}`);
        assert.notEqual(index, -1, `${token.symbol} on ${chainName} has a card`);
        for (const place of [cards.nth(index), cells.nth(index)]) {
          assert.match(await visibleText(place), new RegExp(`\\b${chainName}\\b`), `${token.symbol} shows its chain`);
          const icon = place.locator(`img[src="/icons/chains/${token.chainId}.svg"]`);
          await icon.waitFor();
          // Loaded from Ribbit itself, not broken: a real image with a size.
          assert.ok(
            await icon.evaluate((img) => {
              const image = img as unknown as { complete: boolean; naturalWidth: number };
              return image.complete && image.naturalWidth > 0;
            }),
            `${token.symbol}'s chain icon loaded`,
          );
        }
      }
      // Screen readers hear the chain in the card's name.
      await cards.getByRole('heading', { name: 'USDC on Base' }).waitFor();
      await cards.getByRole('heading', { name: 'USDC on Ethereum' }).waitFor();
    });
  });
});
