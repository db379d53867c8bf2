/**
 * The local chain's purpose: each demo wallet, read and priced from anvil and
 * run through the real engine, shows the advice its description promises, and
 * every token follows the regime its feed was seeded with.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startLocalChains, type LocalChains } from '../../demo/localChains';
import { ERC20_TOKENS, NATIVE_TOKEN, feedOf } from '../../demo/seed/catalog';
import type { Regime } from '../../demo/seed/priceSeries';
import type { Action } from '../../src/domain/types';
import type { PlanStep, Recommendation } from '../../../contract';
import { openStore, type Store } from '../../src/store';
import { adviseDemoWallets, type DemoAdvice } from '../../scripts/plan/demoAdvice';
import { readmeDemoWallets } from '../../scripts/demoWallets/readmeBlock';
import { demoWalletTable } from '../../scripts/demoWallets/tableRows';
import { checkPlan, withinMoney } from '../../scripts/plan/unfunded';

let local: LocalChains | undefined;
let store: Store | undefined;
before(async () => {
  local = await startLocalChains();
  store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
});
after(async () => {
  await store?.close();
  await local?.stop();
});

/**
 * The actions a token in each regime may get. Within a regime the position's part of
 * the wallet's risk decides: a rising token is bought more while small and trimmed
 * when outsized; a falling one is sold until small and never bought more.
 */
const REGIME_ACTIONS: Record<Regime, readonly Action[]> = {
  uptrend: ['buy more', 'hold', 'sell'],
  sideways: ['buy more', 'hold', 'sell'],
  downtrend: ['sell', 'hold'],
  crash: ['sell', 'hold'],
  stable: ['hold'],
  depeg: ['strongly sell'],
};

const regimeOf = new Map([NATIVE_TOKEN, ...ERC20_TOKENS].map((spec) => [spec.symbol, feedOf(spec)?.regime ?? null]));

describe('the demo wallets through the engine', () => {
  const advice = new Map<string, Recommendation>();
  let answers: DemoAdvice[] = [];

  // The service's own path, as npm run check:plan takes it.
  before(async () => {
    if (!local || !store) throw new Error('the local chains did not start');
    answers = await adviseDemoWallets(local, store);
    for (const { wallet, recommendation } of answers) advice.set(wallet.profile, recommendation);
  });

  const actionOf = (profile: string, symbol: string): Action | undefined =>
    advice.get(profile)?.tokens.find((token) => token.symbol === symbol && token.count > 0)?.action;
  const suggestions = (profile: string): string[] => (advice.get(profile)?.tokens ?? []).filter((token) => token.action === 'buy').map((token) => token.symbol);

  it('concentrated: trims the outsized PEPE position and suggests buys', () => {
    assert.equal(actionOf('concentrated', 'PEPE'), 'sell');
    assert.ok(suggestions('concentrated').length > 0);
  });

  it('balanced: buy more where a position carries little of the risk, sell UNI on its downtrend, hold the rest', () => {
    assert.equal(actionOf('balanced', 'LDO'), 'buy more');
    assert.equal(actionOf('balanced', 'ETH'), 'hold');
    assert.equal(actionOf('balanced', 'UNI'), 'sell');
    assert.equal(actionOf('balanced', 'ARB'), 'hold', 'a downtrend already small');
    assert.equal(actionOf('balanced', 'MKR'), 'hold');
    assert.equal(actionOf('balanced', 'USDC'), 'hold');
  });

  it('stable-heavy: strongly sell the depegged UST, hold the sound dollars', () => {
    assert.equal(actionOf('stable-heavy', 'UST'), 'strongly sell');
    assert.equal(actionOf('stable-heavy', 'USDC'), 'hold');
  });

  it('whale: 50+ advised tokens, each within what its seeded regime allows; spam and unpriced set aside', () => {
    const whale = advice.get('whale');
    assert.ok(whale);
    const held = whale.tokens.filter((token) => token.count > 0);
    assert.ok(held.length >= 50, `${held.length} advised holdings`);
    for (const token of held) {
      const regime = regimeOf.get(token.symbol);
      assert.ok(regime, token.symbol);
      assert.ok(REGIME_ACTIONS[regime].includes(token.action), `${token.symbol} (${regime}): ${token.action}`);
      // A rising or sideways token is only sold when outsized.
      if (token.action === 'sell' && (regime === 'uptrend' || regime === 'sideways')) assert.equal(token.rules[0]?.id, 'trim-outsized', token.symbol);
    }
    assert.deepEqual([...new Set(held.map((token) => token.action))].sort(), ['buy more', 'hold', 'sell', 'strongly sell']);
    assert.deepEqual(
      whale.setAside.map((token) => [token.symbol, token.reason]),
      [
        ['CLAIM', 'spam-name'],
        ['HOP', 'unpriced'],
      ],
    );
  });

  it('degen: sell the crash that is most of the wallet, hold the small downtrend, and suggest a stablecoin', () => {
    assert.equal(actionOf('degen', 'LUNA'), 'sell');
    assert.equal(actionOf('degen', 'OP'), 'hold');
    assert.ok(suggestions('degen').length > 0);
  });

  it('every buy and buy-more call has money behind it, and the buys stay within the reserve plus the sells (npm run check:plan)', () => {
    assert.equal(advice.size, 7);
    for (const [profile, recommendation] of advice) {
      const check = checkPlan(recommendation);
      assert.deepEqual(check.unfunded, [], `${profile}: unfunded calls`);
      assert.ok(withinMoney(check), `${profile}: buys ${check.spentUsd} within ${check.reserveUsd} + ${check.raisedUsd}`);
      const { plan } = recommendation;
      assert.ok(plan, profile);
      // A card's trade is its lines summed (one per stablecoin it moves through), to the cent; a debt's lines are repayments.
      const steps: PlanStep[] = plan.steps;
      for (const card of recommendation.tokens.filter((token) => token.trade && token.position?.kind !== 'debt')) {
        const lines = steps.filter(
          (step) => step.chainId === card.chainId && step.address === card.address && step.protocol?.id === card.position?.protocol && step.action !== 'repay',
        );
        if (lines.length === 0) continue; // a broken stablecoin's other holdings, and new cash a chain's sales go into
        const cents = lines.reduce((sum, step) => sum + Math.round(step.usd * 100), 0);
        assert.deepEqual([card.action, Math.round((card.trade?.usd ?? 0) * 100)], [lines[0].action, cents], `${profile}: ${card.symbol}`);
      }
    }
  });

  it('whale: ETH is one asset with WETH; within its own swing it is not trimmed, and every holding points to its one call', () => {
    const whale = advice.get('whale');
    assert.ok(whale?.plan);
    // Engine 4 sold $410,550 of ETH from a wallet swinging 14 % a year; with no level chosen it is not reshaped.
    assert.deepEqual(
      whale.plan.steps.filter((step) => step.symbol === 'ETH' || step.symbol === 'WETH'),
      [],
    );
    const lead = whale.tokens.find((token) => token.symbol === 'ETH' && token.chainName === 'Ethereum' && !token.adviceOn);
    assert.equal(lead?.action, 'hold');
    const others = whale.tokens.filter((token) => (token.symbol === 'ETH' || token.symbol === 'WETH') && token.adviceOn);
    assert.ok(
      others.some((token) => token.symbol === 'WETH'),
      'WETH follows ETH',
    );
    for (const token of others) assert.equal(token.action, 'hold', `${token.symbol} on ${token.chainName}`);
    assert.match(whale.overview, /^Sell all of UST \(\$[\d,]+\) and \$[\d,]+ of CHZ for stablecoins; buy \$[\d,]+ of /);
  });

  it('every overview speaks in everyday words after the plan: the concentrated one names its 94% in PEPE, the whale its largest token', () => {
    for (const [profile, recommendation] of advice)
      assert.doesNotMatch(recommendation.overview, /HHI|points|budget|volatility|annualised|concentration|target|Advice:/i, profile);
    assert.match(
      advice.get('concentrated')?.overview ?? '',
      / the largest, PEPE, is 94% of your money\. .* Its value swings about \d+% a year, more than the 30% Ribbit holds a wallet to when no level is chosen; after the plan, about \d+%\./,
    );
    assert.match(
      advice.get('whale')?.overview ?? '',
      / Its crypto is well spread; the largest token, ETH, is 17% of your money\. \$[\d,]+ of it \(\d+\.\d%\) is in stablecoins/,
    );
  });

  it('empty: nothing to advise', () => {
    assert.deepEqual(advice.get('empty')?.tokens, []);
  });

  it('shows all five actions across the demo wallets', () => {
    const actions = new Set([...advice.values()].flatMap((output) => output.tokens.map((token) => token.action)));
    assert.deepEqual([...actions].sort(), ['buy', 'buy more', 'hold', 'sell', 'strongly sell']);
  });

  it("README.md's demo-wallet table is what these answers write (npm run docs:demo-wallets)", () => {
    assert.equal(readmeDemoWallets(), demoWalletTable(answers), 'README.md is out of date: run npm run docs:demo-wallets');
  });
});
