/**
 * ENS names in the app, on the real service and its local Ethereum chain (ENS at its real
 * addresses, docs/local-chain.md): `whale.eth` gives the whale's answer under the spec's title
 * with the resolved address and the name under it; `nobody.eth` gives the service's clear
 * error, once (a 4xx is not retried), and the free recommendation is kept.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Recommendation } from '../src/api/types';
import {
  askFor,
  completeOnboarding,
  isRecommendationPost,
  READY_CAPTION_MS,
  recommendationFrom,
  screen,
  visibleText,
  waitForRecommendationResponse,
  waitForText,
} from './support/app';
import { inFreshBrowser } from './support/journey';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';

/** What a person compares between two answers: each token's advice, in order. */
const adviceOf = (recommendation: Recommendation) => recommendation.tokens.map((token) => `${token.chainId}:${token.symbol} ${token.action}`);

describe('ENS names', () => {
  let ribbit: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
  });
  after(async () => {
    await ribbit?.stop();
  });

  it('whale.eth gives the whale’s advice, titled with its address and the name beside it', { timeout: 90_000 }, async () => {
    const byAddress = await fetch(`${ribbit!.url}/api/recommendations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ wallet: DEMO_WALLETS.whale }),
    });
    const whale = ((await byAddress.json()) as { data: Recommendation }).data;

    await inFreshBrowser('ens-whale', async ({ page }) => {
      await page.clock.install();
      await completeOnboarding(page, ribbit!.url);
      const answered = waitForRecommendationResponse(page);
      await askFor(page, 'whale.eth');
      const recommendation = await recommendationFrom(await answered);
      assert.equal(recommendation.address, DEMO_WALLETS.whale);
      assert.equal(recommendation.ensName, 'whale.eth');
      assert.ok(whale.tokens.length > 20, 'the whale holds every token');
      assert.deepEqual(adviceOf(recommendation), adviceOf(whale), 'the same advice as for the whale’s address');

      const title = screen.resultTitle(page, DEMO_WALLETS.whale);
      await screen.caption(page).getByText('Here are your tips!').or(title).waitFor();
      await page.clock.fastForward(READY_CAPTION_MS);
      await title.waitFor();
      assert.equal(await visibleText(page.getByRole('heading', { level: 1 })), `Recommendation for ${DEMO_WALLETS.whale}`);
      await page.getByText('ENS name: whale.eth').waitFor();
      await page.getByRole('button', { name: 'New Recommendation' }).click();
      await waitForText(screen.quotaLine(page), 'Free recommendations left: 4 / 5');

      // History names the wallet as it was typed, above the address it resolved to.
      await screen.settingsLink(page).click();
      const row = page.getByRole('main').getByRole('listitem').first();
      await row.getByRole('link', { name: /^open recommendation for whale\.eth from / }).waitFor();
      assert.match(await visibleText(row), new RegExp(`^whale\\.eth ${DEMO_WALLETS.whale} `));
    });
  });

  it(
    'nobody.eth shows "No address found for nobody.eth", which stays under the input until it is edited, and keeps the free recommendation',
    { timeout: 90_000 },
    async () => {
      await inFreshBrowser('ens-nobody', async ({ page }) => {
        await page.clock.install();
        await completeOnboarding(page, ribbit!.url);
        const statuses: number[] = [];
        page.on('response', (response) => {
          if (isRecommendationPost(response.request())) statuses.push(response.status());
        });
        await askFor(page, 'nobody.eth');
        await waitForText(screen.inputError(page), 'No address found for nobody.eth');
        // The toast says it too, for its 3 s.
        assert.equal(await page.getByText('No address found for nobody.eth').count(), 2);
        assert.deepEqual(statuses, [422], 'asked once: a 4xx is not retried');
        await waitForText(screen.quotaLine(page), 'Free recommendations left: 5 / 5');
        assert.equal(await screen.addressInput(page).inputValue(), 'nobody.eth', 'the name is kept to correct');

        await page.clock.runFor(5_000);
        await page.getByText('No address found for nobody.eth').nth(1).waitFor({ state: 'detached' });
        await waitForText(screen.inputError(page), 'No address found for nobody.eth');
        assert.ok(await screen.getRecommendation(page).isDisabled(), 'the same name would fail the same way');
        await screen.addressInput(page).fill('whale.eth');
        assert.equal(await screen.inputError(page).count(), 0, 'editing the name clears it');
        assert.ok(await screen.getRecommendation(page).isEnabled());
      });
    },
  );
});
