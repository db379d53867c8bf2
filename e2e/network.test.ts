/**
 * What crosses the network. Journey 7: with the chain node down, the real service answers 503
 * and the app shows its message, costs nothing and stays usable. Journey 9: in the default
 * configuration a whole visit makes no request beyond localhost.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { askFor, completeOnboarding, isRecommendationPost, recommendationShown, screen, visibleText, waitForText } from './support/app';
import { inFreshBrowser } from './support/journey';
import { closedLocalPort, DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';

/** 1 try + 3 retries after 1 s, 2 s and 4 s, each refused by the node in well under a second. */
const RETRIES_DONE_MS = 30_000;
const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];

describe('Network', () => {
  let ribbit: RibbitService | undefined;
  let chainDown: RibbitService | undefined;
  before(async () => {
    ribbit = await startRibbit();
    // Ethereum with its bundled registry, but at a port nothing listens on: a stopped node.
    chainDown = await startRibbit({ RPC_URL_1: `http://127.0.0.1:${await closedLocalPort()}` });
  });
  after(async () => {
    await chainDown?.stop();
    await ribbit?.stop();
  });

  it('with the chain stopped, shows a readable error toast, consumes nothing and stays usable', { timeout: 90_000 }, async () => {
    await inFreshBrowser('7-chain-stopped', async ({ page }) => {
      await completeOnboarding(page, chainDown!.url);
      const statuses: number[] = [];
      const messages: Array<Promise<string>> = [];
      page.on('response', (response) => {
        if (!isRecommendationPost(response.request())) return;
        statuses.push(response.status());
        messages.push(response.json().then((body: { error: { message: string } }) => body.error.message));
      });

      await askFor(page, DEMO_WALLETS.balanced);
      const toast = page.getByText('The blockchain node cannot be reached right now. Please try again in a moment.');
      await toast.waitFor({ timeout: RETRIES_DONE_MS });
      assert.deepEqual(statuses, [503, 503, 503, 503], 'the app tried 4 times (3 retries) before giving up');
      assert.equal(await visibleText(toast), (await Promise.all(messages)).at(-1), 'the toast shows the service’s own message');

      await waitForText(screen.quotaLine(page), 'Free recommendations left: 5 / 5');
      assert.equal(await screen.addressInput(page).inputValue(), DEMO_WALLETS.balanced, 'the address is kept');
      assert.equal(await screen.inputError(page).count(), 0);

      // Still usable: the field takes a new address and the button sends again.
      const sent = page.waitForRequest(isRecommendationPost);
      await askFor(page, DEMO_WALLETS.stableHeavy);
      assert.equal(((await sent).postDataJSON() as { wallet: string }).wallet, DEMO_WALLETS.stableHeavy);
      await waitForText(screen.caption(page), 'Interns in Bangladesh are thinking hard...');
    });
  });

  it('makes no request beyond localhost over a whole visit', { timeout: 60_000 }, async () => {
    await inFreshBrowser('9-localhost-only', async ({ context, page }) => {
      const urls: string[] = [];
      context.on('request', (request) => urls.push(request.url()));
      await page.clock.install();

      await completeOnboarding(page, ribbit!.url);
      const recommendation = await recommendationShown(page, DEMO_WALLETS.balanced);
      await screen.settingsLink(page).click();
      await page
        .getByRole('link', { name: /^open recommendation for/ })
        .first()
        .click();
      await screen.resultTitle(page, recommendation.address).waitFor();
      await page.waitForLoadState('networkidle');

      const paths = urls.map((url) => new URL(url).pathname);
      assert.ok(paths.includes('/api/recommendations'), 'the recorder saw the API call');
      assert.ok(
        paths.some((path) => path.startsWith('/icons/')),
        'the recorder saw the token icons',
      );
      const leaving = urls.filter((url) => {
        const { protocol, hostname } = new URL(url);
        return !['data:', 'blob:'].includes(protocol) && !LOCAL_HOSTS.includes(hostname);
      });
      assert.deepEqual(leaving, [], 'every request stays on this machine');
    });
  });
});
