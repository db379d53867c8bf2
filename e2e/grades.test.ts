/**
 * Graded history. A recommendation for the balanced wallet is saved; then the local chain's
 * prices move (new feed rounds: a sold token down 20 %, a bought one up 20 %, a held one up
 * 20 %), the browser's clock moves two days on, and /settings and /history/{id} grade each
 * call against the real service's GET /api/prices. And issue 28's case: the degen wallet two
 * days on with every price unchanged, where no call is wrong for a move that did not happen.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import type { Address } from 'viem';
import { completeOnboarding, recommendationShown, screen, visibleText } from './support/app';
import { inFreshBrowser } from './support/journey';
import { startOwnedChains, type OwnedChains } from './support/localChains';
import { DEMO_WALLETS, startRibbit, type RibbitService } from './support/ribbit';

const TWO_DAYS_MS = 2 * 86_400_000;
/** The service's price cache, shortened so a new round is read at once (the default is 5 min). */
const PRICE_CACHE_TTL_MS = 500;

interface AnswerToken {
  symbol: string;
  chainId: number;
  address: string;
  action: string;
  signals: { volatilityAnnual: number | null; pegDeviation: number | null };
  rules: { signal: string; threshold: number }[];
}

type Expected = 'right' | 'wrong' | 'too small to tell' | 'can’t grade';

/**
 * What a person expects from the moves alone (`factor`: price now / price then), two days on: a
 * dollar stablecoin (the answer measured its distance from $1; none is moved here) is right to hold
 * or buy while on its peg, to sell while off it (its peg rules draw the line); otherwise a move of 20 % is far beyond two days' usual move (under 1 × √(2/365) ≈ 7.4 % for
 * every token here), and no move is within it. A sell is right if its price fell, a buy if it rose,
 * either too small to tell when it did not move, a hold too; a hold that moved is right if it rose. A call saved
 * without a volatility cannot be told from noise.
 */
function expectedVerdict(token: AnswerToken, factor: number): Expected {
  const sells = token.action === 'sell' || token.action === 'strongly sell';
  const pegBand = Math.min(...token.rules.filter((rule) => rule.signal === 'pegDeviation').map((rule) => rule.threshold));
  if (token.signals.pegDeviation !== null && factor === 1) return token.signals.pegDeviation < pegBand === sells ? 'wrong' : 'right';
  if (token.signals.volatilityAnnual === null) return 'can’t grade';
  if (factor === 1) return 'too small to tell';
  if (token.action === 'hold') return factor > 1 ? 'right' : 'wrong';
  return factor < 1 === sells ? 'right' : 'wrong';
}

/** The summary a person expects from those verdicts: "2 of 3 calls right (67 %), 4 too small to tell", "1 of 1 call right (100 %)". */
function hitRateOf(verdicts: Expected[]): string {
  const right = verdicts.filter((verdict) => verdict === 'right').length;
  const judged = right + verdicts.filter((verdict) => verdict === 'wrong').length;
  const tooSmall = verdicts.filter((verdict) => verdict === 'too small to tell').length;
  // "1 of 1 call right": the app counts in words, singular for one.
  return `${right} of ${judged} call${judged === 1 ? '' : 's'} right (${Math.round((right / judged) * 100)} %)${tooSmall > 0 ? `, ${tooSmall} too small to tell` : ''}`;
}

const verdictsIn = async (table: Locator) =>
  (await Promise.all((await table.getByRole('row').all()).slice(1).map(visibleText))).map(
    (text) => text.match(/(right|wrong|too small to tell|can’t grade)/)?.[1],
  );

describe('Graded history', () => {
  let owned: OwnedChains | undefined;
  let ribbit: RibbitService | undefined;
  let listDir: string;
  before(async () => {
    owned = await startOwnedChains();
    listDir = mkdtempSync(path.join(tmpdir(), 'ribbit-e2e-list-'));
    ribbit = await startRibbit({ ...owned.env(listDir), PRICE_CACHE_TTL_MS: String(PRICE_CACHE_TTL_MS) });
  });
  after(async () => {
    await ribbit?.stop();
    await owned?.chains.stop();
    if (listDir) rmSync(listDir, { recursive: true, force: true });
  });

  /** The Chainlink proxy pricing a token of the answer, from the chain's token list. */
  const feedOf = (token: AnswerToken): Address | undefined =>
    owned!.chains.chains.find((chain) => chain.chainId === token.chainId)?.tokens.find((known) => known.address.toLowerCase() === token.address.toLowerCase())
      ?.extensions?.priceFeed;

  it('grades each call right or wrong after the prices move, with the hit rate, at /settings and /history/{id}', { timeout: 90_000 }, async () => {
    await inFreshBrowser('grades', async ({ page }) => {
      await page.clock.install({ time: new Date() });
      await completeOnboarding(page, ribbit!.url);
      const recommendation = await recommendationShown(page, DEMO_WALLETS.balanced);
      const tokens = recommendation.tokens as unknown as AnswerToken[];

      // Ethereum tokens with a feed of their own (not ETH / USD, which other feeds are converted with).
      const ethUsd = feedOf(tokens.find((token) => token.symbol === 'ETH' && token.chainId === 1) as AnswerToken);
      const movable = tokens.filter((token) => token.chainId === 1 && feedOf(token) && feedOf(token) !== ethUsd);
      const sold = movable.find((token) => token.action === 'sell' || token.action === 'strongly sell');
      const bought = movable.find((token) => token.action === 'buy more' || token.action === 'buy');
      // The most volatile hold under 100 % a year: a real mover, not a stablecoin, whose weekly range a 20 % move exceeds.
      const held = movable
        .filter((token) => token.action === 'hold' && token.signals.volatilityAnnual !== null && token.signals.volatilityAnnual < 1)
        .sort((a, b) => (b.signals.volatilityAnnual ?? 0) - (a.signals.volatilityAnnual ?? 0))[0];
      assert.ok(
        sold && bought && held,
        `the balanced wallet has a sell, a buy and a volatile hold on Ethereum: ${movable.map((t) => `${t.symbol} ${t.action}`).join(', ')}`,
      );
      const moves = new Map<string, number>([
        [feedOf(sold) as string, 0.8],
        [feedOf(bought) as string, 1.2],
        [feedOf(held) as string, 1.2],
      ]);
      for (const [feed, factor] of moves) await owned!.moveFeed(1, feed as Address, factor);
      await new Promise((resolve) => setTimeout(resolve, PRICE_CACHE_TTL_MS * 2));

      const expected = tokens.map((token) => expectedVerdict(token, moves.get(feedOf(token) ?? '') ?? 1));
      const hitRate = hitRateOf(expected);

      await page.clock.setSystemTime(Date.now() + TWO_DAYS_MS);
      await screen.settingsLink(page).click();
      const row = page.getByRole('main').getByRole('listitem').first();
      const summary = row.getByText(hitRate);
      await summary.waitFor();
      await summary.click();
      assert.deepEqual(await verdictsIn(row.getByRole('table')), expected);

      await row.getByRole('link', { name: /open/ }).click();
      await page.waitForURL(`${ribbit!.url}/history/${encodeURIComponent(recommendation.id)}`);
      const section = page.getByRole('region', { name: 'How the calls did' });
      await section.getByText(hitRate).waitFor();
      assert.deepEqual(await verdictsIn(section.getByRole('table')), expected);
      const soldRow = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${sold.symbol}( on Ethereum)?$`) }) });
      assert.match(await visibleText(soldRow), /−20\.0 % ✓ right \(usual move in 2 days: ±\d+\.\d %\)$/);
      // A stablecoin is judged on its peg, and says so.
      const usdcRow = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^USDC( on Ethereum)?$/ }) });
      assert.match(await visibleText(usdcRow.first()), /✓ right \(kept its \$1 peg\)$/);
    });
  });

  it(
    'two days on with no price moved, no call is wrong: sells and buys are too small to tell, holds and the stablecoin right',
    { timeout: 90_000 },
    async () => {
      await inFreshBrowser('grades-unchanged', async ({ page }) => {
        await page.clock.install({ time: new Date() });
        await completeOnboarding(page, ribbit!.url);
        const recommendation = await recommendationShown(page, DEMO_WALLETS.degen);
        const tokens = recommendation.tokens as unknown as AnswerToken[];
        const expected = tokens.map((token) => expectedVerdict(token, 1));
        assert.ok(
          expected.includes('too small to tell') && !expected.includes('wrong'),
          `degen's calls: ${expected.join(', ')} (${tokens.map((t) => `${t.symbol} ${t.action} ${t.signals.volatilityAnnual}`).join(', ')})`,
        );

        await page.clock.setSystemTime(Date.now() + TWO_DAYS_MS);
        await screen.settingsLink(page).click();
        const row = page.getByRole('main').getByRole('listitem').first();
        const summary = row.getByText(hitRateOf(expected));
        await summary.waitFor();
        await summary.click();
        const table = row.getByRole('table');
        assert.deepEqual(await verdictsIn(table), expected);
        // The issue's own row: "LUNA sell $0.28 now $0.28 0.0 % ✗ wrong".
        const luna = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'LUNA' }) });
        assert.match(await visibleText(luna), /^LUNA sell (then )?(\$[\d.]+) (now )?\2 0\.0 % ≈ too small to tell \(usual move in 2 days: ±\d+\.\d %\)$/);
      });
    },
  );
});
