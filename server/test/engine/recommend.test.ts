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
    const held = output.tokens.filter((t) => t.action !== 'buy');
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

  it('lists held tokens by value, largest first, then the suggestions', () => {
    const output = recommend(mixedWallet());
    const held = output.tokens.filter((t) => t.action !== 'buy');
    assert.deepEqual(
      held.map((t) => t.valueUsd),
      held.map((t) => t.valueUsd).sort((a, b) => b - a),
    );
    const firstBuy = output.tokens.findIndex((t) => t.action === 'buy');
    assert.ok(firstBuy === -1 || output.tokens.slice(firstBuy).every((t) => t.action === 'buy'));
  });

  it('gives each held token its advice, count, price and icon', () => {
    const bySymbol = new Map(recommend(mixedWallet()).tokens.map((t) => [t.symbol, t]));
    assert.equal(bySymbol.get('UST')?.action, 'strongly sell');
    assert.equal(bySymbol.get('SHIB')?.action, 'sell');
    assert.equal(bySymbol.get('ETH')?.action, 'sell');
    assert.equal(bySymbol.get('UNI')?.action, 'buy more');
    assert.equal(bySymbol.get('DAI')?.action, 'hold');
    assert.equal(bySymbol.get('LINK')?.icon, '/icons/link.svg');
    assert.equal(bySymbol.get('ETH')?.count, 30);
    assert.equal(bySymbol.get('DAI')?.price, 1);
    // The call and its reason in everyday words, with the amount in units and dollars.
    assert.match(
      bySymbol.get('ETH')?.result ?? '',
      /^Sell half, 15 ETH \(≈ \$\d{3}\): it is falling \(\d+\.\d% under its 50-day average, \d+% down in 30 days\) and is \d+% of your money\.$/,
    );
    assert.match(bySymbol.get('ETH')?.description ?? '', /^ETH is falling \(.*\) and is \d+% of your money, so sell half, 15 ETH \(≈ \$\d{3}\)\. /);
  });

  it('the overview states value, count, the largest token, stablecoins, actions and set-aside tokens, in everyday words', () => {
    const { overview, totalValueUsd } = recommend(mixedWallet());
    const dollars = Math.round(totalValueUsd)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    assert.ok(overview.includes(`worth $${dollars} across 6 tokens`), overview);
    assert.match(overview, /^Sell all of UST, \$\d{3} of ETH and \$\d{3} of SHIB; put \$\d{3} into LINK, UNI and AAVE; keep \$\d{3} in stablecoins\. /);
    assert.match(overview, / 5\d% of it is in one token, ETH\. /, 'ETH is over half of the priced value');
    assert.match(overview, / \$[\d,]+ of it \(\d+(\.\d)?%\) is in stablecoins, tokens meant to keep a fixed price such as \$1\. /);
    assert.match(overview, /Of your tokens, 1 is to strongly sell, 2 to sell, 2 to buy more and 1 to hold\./);
    assert.doesNotMatch(overview, /HHI|Concentration|volatility|target|Advice:/);
    assert.match(overview, /2 tokens were set aside and left out of the totals: 1 with a spam-like name, 1 without a price\./);
  });

  it('an empty wallet says there is nothing to price and advises nothing', () => {
    const output = recommend({ holdings: [{ token: token('MYST'), amount: 1, prices: null }], universe: [] });
    assert.deepEqual(output.tokens, []);
    assert.equal(output.totalValueUsd, 0);
    assert.deepEqual(output.portfolio, {
      ...{ hhi: 0, stableShare: 0, tokenCount: 0, chainCount: 0, stableReserveUsd: 0 },
      ...{ volatilityAnnual: null, targetVolatility: 0.3, reserveForTargetUsd: null, shortHistory: [] },
    });
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
