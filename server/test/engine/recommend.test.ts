import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ENGINE_VERSION, recommend, type EngineInput } from '../../src/engine';
import { candidate, crash, downtrend, flat, held, quiet, token, uptrend } from './fixtures';

const STABLE = ['stablecoin'];

/** A wallet with one of everything: a trend each way, a crash, a stable on its peg and one off it, spam and an unpriced token. */
function mixedWallet(): EngineInput {
  return {
    holdings: [
      held('UNI', uptrend(), 1),
      held('SHIB', crash(180, 30, 55), 10),
      held('DAI', flat(), 300, STABLE),
      held('UST', flat(), 100, STABLE, 0.85),
      held('ETH', downtrend(), 30),
      { token: token('CLAIM', undefined, 'Visit eth-claim.xyz'), amount: 1e6, prices: candidate('X', flat()).prices },
      { token: token('MYST'), amount: 5, prices: null },
      { ...quiet('LINK', 150), token: { ...token('LINK'), logoURI: '/icons/link.svg' } },
    ],
    universe: [candidate('USDC', flat(), STABLE), candidate('AAVE', uptrend(180, 0.006))],
  };
}

describe('recommend', () => {
  it('gives the same output when the price histories are shared between calls (as the price cache shares them) as with fresh copies', () => {
    const shared = mixedWallet();
    const first = recommend(shared);
    // The same history objects again, in another wallet: each token keeps its own signals.
    const swapped: EngineInput = { ...shared, holdings: shared.holdings.map((holding, i, all) => ({ ...holding, prices: all[(i + 1) % all.length].prices })) };
    assert.deepEqual(recommend(swapped), recommend(structuredClone(swapped)));
    assert.deepEqual(recommend(shared), first);
    assert.deepEqual(first, recommend(structuredClone(shared)));
  });

  it('exports a version string', () => {
    assert.match(ENGINE_VERSION, /^\d+\.\d+\.\d+$/);
  });

  it('totals and weights leave out set-aside tokens, which are listed with their reason', () => {
    const output = recommend(mixedWallet());
    const held = output.tokens.filter((t) => t.count > 0);
    const sum = held.reduce((total, t) => total + t.valueUsd, 0);
    assert.ok(Math.abs(output.totalValueUsd - sum) < 1e-9);
    assert.ok(Math.abs(held.reduce((total, t) => total + t.signals.weight, 0) - 1) < 1e-12);
    assert.deepEqual(output.setAside, [
      { chainId: 31337, symbol: 'CLAIM', name: 'Visit eth-claim.xyz', reason: 'spam-name' },
      { chainId: 31337, symbol: 'MYST', name: 'MYST Token', reason: 'unpriced' },
    ]);
    assert.ok(!output.tokens.some((t) => t.symbol === 'CLAIM' || t.symbol === 'MYST'));
    assert.equal(output.portfolio.tokenCount, 6);
  });

  it('lists held tokens by value, largest first, then the tokens the plan buys that are not held', () => {
    const output = recommend(mixedWallet());
    const held = output.tokens.filter((t) => t.count > 0);
    assert.deepEqual(
      held.map((t) => t.valueUsd),
      held.map((t) => t.valueUsd).sort((a, b) => b - a),
    );
    assert.deepEqual(output.tokens.slice(0, held.length), held);
  });

  it('gives each held token its call, count, price and icon, the call in everyday words with the plan’s amounts', () => {
    const output = recommend(mixedWallet());
    const bySymbol = new Map(output.tokens.map((t) => [t.symbol, t]));
    assert.deepEqual(
      ['UST', 'SHIB', 'ETH', 'UNI', 'LINK', 'DAI'].map((symbol) => bySymbol.get(symbol)?.action),
      ['strongly sell', 'sell', 'sell', 'buy more', 'buy more', 'hold'],
    );
    assert.equal(bySymbol.get('LINK')?.icon, '/icons/link.svg');
    assert.equal(bySymbol.get('ETH')?.count, 30);
    assert.equal(bySymbol.get('DAI')?.price, 1);
    const eth = bySymbol.get('ETH');
    const step = output.plan.steps.find((entry) => entry.symbol === 'ETH');
    assert.deepEqual([step?.action, step?.cash?.symbol], ['sell', 'DAI']);
    assert.ok(Math.abs((step?.units ?? 0) - 15) < 1e-3, `half of 30 ETH, to the cent: ${step?.units}`);
    assert.match(
      eth?.result ?? '',
      /^Sell half of it, 15 ETH, for DAI \(\$734\): it is falling \(9\.4% under its 50-day average, 10% down in 30 days\) and is 53% of your money\.$/,
    );
    assert.match(
      eth?.description ?? '',
      /^ETH is falling \(.*\) and is 53% of your money, so sell half of it, 15 ETH, for DAI \(\$734\)\. After the plan it is 27% of your money/,
    );
  });

  it('the overview states the plan, the value, the holdings, the largest token, stablecoins, the calls and set-aside tokens', () => {
    const { overview } = recommend(mixedWallet());
    assert.match(overview, /^Sell all of UST \(\$85\), \$734 of ETH and \$275 of SHIB for stablecoins; buy \$1,024 of LINK and UNI; keep \$370 in stablecoins/);
    assert.match(overview, / Your wallet is worth \$2,757 in 6 holdings\. /);
    assert.match(overview, / the largest, ETH, is 53% of your money\. /);
    assert.match(overview, / \$300 of it \(11%\) is in stablecoins, tokens meant to keep a fixed price such as \$1\. /);
    assert.match(overview, /Of these, 1 is to strongly sell, 2 to sell, 2 to buy more and 1 to hold\./);
    assert.match(overview, /2 tokens were set aside and left out of the totals: 1 with a spam-like name, 1 without a price\.$/);
  });

  it('an empty wallet says there is nothing to price and advises nothing', () => {
    const output = recommend({ holdings: [{ token: token('MYST'), amount: 1, prices: null }], universe: [] });
    assert.deepEqual(output.tokens, []);
    assert.deepEqual(output.plan.steps, []);
    assert.equal(output.totalValueUsd, 0);
    assert.deepEqual([output.portfolio.tokenCount, output.portfolio.stableReserveUsd, output.portfolio.shortHistory], [0, 0, []]);
    assert.match(output.overview, /holds nothing Ribbit can price.*1 token was set aside.*1 without a price/);
  });

  it('a short history holds and explains why, its missing figures null', () => {
    const [advice] = recommend({ holdings: [held('NEW', downtrend(20))], universe: [] }).tokens;
    assert.equal(advice.action, 'hold');
    assert.deepEqual(
      advice.rules.map((rule) => [rule.id, rule.action, rule.text]),
      [['short-history', 'hold', 'days of prices 20 < 91 (what the trend and risk rules need)']],
    );
    assert.equal(advice.signals.return30d, null);
    assert.equal(advice.result, 'Keep it: it has only 20 days of prices, too few to judge it.');
    assert.match(advice.description, /^Ribbit has only 20 days of prices for NEW, too few to judge it, so keep it\. Its trend and risk rules need 91 days/);
  });

  it('is deterministic: the same input twice gives deep-equal output, whatever the holding order', () => {
    const first = recommend(mixedWallet());
    assert.deepEqual(recommend(mixedWallet()), first);
    const shuffled = mixedWallet();
    shuffled.holdings.reverse();
    assert.deepEqual(recommend(shuffled), first);
  });
});
