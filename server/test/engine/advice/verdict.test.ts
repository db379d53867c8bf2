/**
 * Which rule each call is told in (advice/verdict.ts): the first rule that traded the asset, as the wallet was when
 * it did; else the money rule's refusal; else the hold reason on the wallet the plan leaves. The "Why?" entries
 * are that rule's, with the figures it compared.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend, type EngineInput } from '../../../src/engine';
import { workOutPlan } from '../../../src/engine/plan';
import { cardOf } from '../answer';
import { DEMO_LIKE_WALLETS } from '../demoLike';
import { candidate, choppy, flat, held, sideways, STABLE, uptrend, worth } from '../fixtures';
import { follow } from '../follow';
import { plannerInput } from '../plan/planned';

const demo = (profile: string): EngineInput => {
  const wallet = DEMO_LIKE_WALLETS.find((entry) => entry.profile === profile);
  assert.ok(wallet, profile);
  return wallet.input;
};

const whyOf = (output: ReturnType<typeof recommend>, symbol: string, chainId?: number) =>
  cardOf(output, symbol, chainId).rules.map((rule) => [rule.id, rule.text]);

describe('a call told in the rule that traded it', () => {
  it('with the figures that rule compared, before the trade; where the plan leaves it is said after', () => {
    const pepe = cardOf(recommend(demo('concentrated')), 'PEPE', 1);
    assert.deepEqual(
      pepe.rules.map((rule) => rule.text),
      [
        "part of the wallet's volatility 97.9 points ≥ 20.0 points (twice its budget of 10.0 points, the balanced level's 30.0% swing shared by 3 assets)",
        "the wallet's yearly swing 97.7% > 30.0% (the balanced level's 30.0%, past which Ribbit trims)",
      ],
    );
    assert.match(
      pepe.description,
      /^PEPE is 94% of your money and causes 100% of its ups and downs, over twice its fair share, in a wallet that swings more than its level, so sell /,
    );
    assert.match(pepe.description, / After the plan it is 23% of your money and causes 63% of the swings\. /);
  });

  it('in the first of the rules that traded it: a new token bought to spread the wallet, then bought more, is told as the spread', () => {
    const input = demo('concentrated');
    const ren = workOutPlan(plannerInput(input)).ledger.assets.find((asset) => asset.symbol === 'REN');
    assert.deepEqual(
      workOutPlan(plannerInput(input))
        .tradedBy.get(ren?.key ?? '')
        ?.map((traded) => traded.rule),
      ['spread', 'under-budget'],
    );
    const card = cardOf(recommend(input), 'REN', 1);
    assert.deepEqual([...new Set(card.rules.map((rule) => rule.id))], ['spread']);
    assert.match(card.result, /^Buy [\d,]+ REN with USDC \(\$[\d,]+\): your crypto sits in only 3 tokens; REN is rising \(/);
  });

  it('a broken stablecoin: strongly sell from 10% off its peg, sell from 3%', () => {
    const wallet = (price: number): EngineInput => ({
      holdings: [held('UST', flat(), 1_000, STABLE, price), worth('USDC', flat(), 500, STABLE)],
      universe: [],
    });
    assert.deepEqual(whyOf(recommend(wallet(0.88)), 'UST'), [['depeg-collapse', 'distance from $1 12.0% ≥ 10.0%']]);
    assert.deepEqual(whyOf(recommend(wallet(0.95)), 'UST'), [['depeg', 'distance from $1 5.0% ≥ 3.0%']]);
    assert.equal(cardOf(recommend(wallet(0.95)), 'UST').action, 'sell');
    assert.deepEqual(whyOf(recommend(wallet(0.98)), 'UST'), [['on-peg', 'distance from $1 2.0% < 3.0%']]);
  });
});

describe('a buy the money rule did not pay', () => {
  it('is held, told as unfunded with the money left on its chain', () => {
    const output = recommend({ holdings: [worth('ETH', sideways(), 4_000), worth('LINK', uptrend(), 500), worth('USDC', flat(), 500, STABLE)], universe: [] });
    const link = cardOf(output, 'LINK');
    assert.equal(link.action, 'hold');
    assert.deepEqual(whyOf(output, 'LINK'), [
      ['unfunded', 'money left for buys in the plan $0.00 < $0.01 (stablecoins on its chain above the 10% of your money Ribbit keeps in stablecoins)'],
    ]);
    assert.match(
      link.description,
      /^LINK is 10% of your money and adds little to its ups and downs, under half its fair share, but the plan has no money left for it/,
    );
  });
});

describe('a call the plan does not trade', () => {
  it('is told in its hold reason on the wallet the plan leaves: asked again after the plan, the same reason with the same figures', () => {
    // PEPE is trimmed; ETH, moving with it, is held: after the sale it causes a larger part of a smaller swing.
    const input: EngineInput = {
      holdings: [worth('PEPE', choppy(), 3_000), worth('ETH', choppy(180, 0.03), 3_000), worth('USDC', flat(), 4_000, STABLE)],
      universe: [],
    };
    const output = recommend(input);
    assert.equal(cardOf(output, 'PEPE').action, 'sell');
    const eth = cardOf(output, 'ETH');
    assert.equal(eth.action, 'hold');
    assert.equal(
      eth.result,
      'Keep it: it is 30% of your money and causes 43% of its ups and downs, within the band Ribbit keeps each token in (half to twice its fair share).',
    );
    const again = recommend(follow(input, output));
    assert.deepEqual(whyOf(again, 'ETH'), whyOf(output, 'ETH'));
    assert.equal(cardOf(again, 'ETH').result, eth.result);
  });

  it('a stablecoin on its peg is cash; one the plan creates on a chain takes its sales', () => {
    const output = recommend({ holdings: [worth('PEPE', choppy(), 9_000), worth('ETH', sideways(), 1_000)], universe: [candidate('USDC', flat(), STABLE)] });
    assert.deepEqual(whyOf(output, 'USDC'), [['cash-for-sales', 'distance from $1 0.0% < 3.0%']]);
    const held = recommend({ holdings: [worth('ETH', sideways(), 1_000), worth('USDC', flat(), 1_000, STABLE)], universe: [] });
    assert.deepEqual(whyOf(held, 'USDC'), [['on-peg', 'distance from $1 0.0% < 3.0%']]);
  });

  // Found with engine 4.0.0: with no stablecoin on its chain to sell into (none held, none in the universe), a
  // broken stablecoin's card said "Keep it" under a sell "Why?", told as `depeg` even 15% off its peg. The plan
  // cannot sell it (the chain rule), so its badge stays hold; its words and "Why?" say so, at the line it passed.
  it('a broken stablecoin with nowhere to sell on its chain: its "Why?" agrees with its badge and its distance', () => {
    const wallet = (price: number): EngineInput => ({ holdings: [held('UST', flat(), 1_000, STABLE, price), worth('ETH', sideways(), 5_000)], universe: [] });
    const output = recommend(wallet(0.85));
    const ust = cardOf(output, 'UST');
    assert.deepEqual(output.plan.steps, []);
    assert.ok(
      ust.rules.every((rule) => rule.action === ust.action),
      `${ust.action}: ${ust.rules.map((rule) => `${rule.id} ${rule.action}`).join(', ')}`,
    );
    assert.ok(!ust.rules.some((rule) => rule.id === 'depeg'), '15% off its peg is past the collapse line');
    assert.deepEqual(whyOf(output, 'UST'), [
      [
        'depeg-collapse-nowhere-to-sell',
        'distance from $1 15.0% ≥ 10.0% (the line from which Ribbit sells all of it; no stablecoin on its peg is known on its chain to sell it into)',
      ],
    ]);
    assert.equal(
      ust.result,
      'The plan cannot sell it: it should be worth $1 but trades at $0.8500, 15.0% away; its peg has broken, and Ribbit knows no stablecoin on its chain that holds its peg.',
    );
    assert.match(ust.description, /, so the plan cannot sell it\. Breaks this deep rarely heal quickly, so Ribbit would move all of it into a stablecoin/);
    const off = recommend(wallet(0.95));
    assert.deepEqual(
      [cardOf(off, 'UST').action, whyOf(off, 'UST')],
      [
        'hold',
        [
          [
            'depeg-nowhere-to-sell',
            'distance from $1 5.0% ≥ 3.0% (the line from which Ribbit sells all of it; no stablecoin on its peg is known on its chain to sell it into)',
          ],
        ],
      ],
    );
    assert.doesNotMatch(cardOf(off, 'UST').result, /^Keep it/);
  });

  // Found with engine 4.0.0: a broken stablecoin worth under MIN_TRADE_SHARE of the wallet (a few cents of UST beside
  // $10,000) is not sold, as no trade that small is made, and its card said "Keep it" under a `depeg-collapse`
  // (strongly sell) entry. It says why the plan leaves it, in a hold of its own.
  it('a broken stablecoin too small to trade: its "Why?" agrees with its badge', () => {
    const output = recommend({
      holdings: [held('UST', flat(), 0.5, STABLE, 0.85), worth('ETH', sideways(), 5_000), worth('USDC', flat(), 5_000, STABLE)],
      universe: [],
    });
    const ust = cardOf(output, 'UST');
    assert.deepEqual(output.plan.steps, []);
    assert.ok(
      ust.rules.every((rule) => rule.action === ust.action),
      ust.rules.map((rule) => `${rule.id} ${rule.action}`).join(', '),
    );
    assert.equal(
      ust.result,
      'The plan leaves it: it should be worth $1 but trades at $0.8500, 15.0% away; at under one ten-thousandth of your money it is smaller than any trade the plan makes.',
    );
    assert.match(
      ust.description,
      /, so the plan leaves it\. Off its peg it is no longer cash; swap it for a stablecoin that holds its peg whenever you next trade/,
    );
    assert.deepEqual(whyOf(output, 'UST'), [
      ['depeg-too-small', 'distance from $1 15.0% ≥ 3.0% (the line from which Ribbit sells it)'],
      ['depeg-too-small', 'share of portfolio 0.00% < 0.01% (the smallest trade the plan makes)'],
    ]);
  });

  // Found with engine 4.1.0: a broken stablecoin held only as a loan's collateral (which the plan never withdraws) said
  // "Keep it: … its peg has broken." under a `depeg-collapse` (strongly sell) entry. It says the plan cannot sell it, and why.
  it('a broken stablecoin held only as collateral: its "Why?" agrees with its badge, and says where it sits', () => {
    const wallet = (price: number): EngineInput => ({
      holdings: [
        { ...held('UST', flat(), 1_000, STABLE, price), position: { protocol: 'aave-v3', protocolName: 'Aave', kind: 'deposit', loan: 0 } },
        { ...held('USDC', flat(), 300, STABLE), position: { protocol: 'aave-v3', protocolName: 'Aave', kind: 'debt', loan: 0 } },
        worth('ETH', sideways(), 5_000),
        worth('USDC', flat(), 5_000, STABLE),
      ],
      universe: [],
      loans: [
        {
          protocol: 'aave-v3',
          protocolName: 'Aave',
          chainId: 31337,
          market: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2',
          collateralUsd: 1_000 * price,
          debtUsd: 300,
          healthFactor: (1_000 * price * 0.8) / 300,
          liquidationThreshold: 0.8,
          collateralSymbols: ['UST'],
          debtSymbols: ['USDC'],
        },
      ],
    });
    const output = recommend(wallet(0.85));
    const ust = cardOf(output, 'UST');
    assert.ok(!output.plan.steps.some((step) => step.symbol === 'UST'), 'collateral is never sold');
    assert.equal(ust.action, 'hold');
    assert.deepEqual(whyOf(output, 'UST'), [
      [
        'depeg-collapse-not-movable',
        'distance from $1 15.0% ≥ 10.0% (the line from which Ribbit sells all of it; the plan does not move a loan’s collateral or one side of a liquidity position)',
      ],
    ]);
    assert.equal(
      ust.result,
      'The plan cannot sell it: it should be worth $1 but trades at $0.8500, 15.0% away; its peg has broken, and it sits where the plan does not move it, as a loan’s collateral or in a liquidity position.',
    );
    assert.match(ust.description, /so that move is yours to weigh\.$/);
    const off = recommend(wallet(0.95));
    assert.deepEqual([cardOf(off, 'UST').action, whyOf(off, 'UST').map(([id]) => id)], ['hold', ['depeg-not-movable']]);
    assert.doesNotMatch(cardOf(off, 'UST').result, /^Keep it/);
  });

  // Found with engine 4.1.0: a token the trim would sell, on a chain with no stablecoin to sell it into, or held only as
  // a loan's collateral, fell past every hold reason: "Keep it: it moves in a way Ribbit cannot measure against the rest
  // yet.", with no "Why?" at all, for a token that was 90% of the wallet. It says the sale it wanted and what stopped it.
  it('a token the rules would sell that the plan cannot: the sell rule’s figures, and what stopped the sale', () => {
    const nowhere = recommend({ holdings: [worth('PEPE', choppy(), 9_000), worth('ETH', sideways(), 1_000)], universe: [] });
    const pepe = cardOf(nowhere, 'PEPE');
    assert.deepEqual(nowhere.plan.steps, []);
    assert.equal(pepe.action, 'hold');
    assert.equal(
      pepe.result,
      'The plan cannot sell it: it is 90% of your money and causes 100% of its ups and downs, over twice its fair share, in a wallet that swings more than its level, but Ribbit knows no stablecoin on its chain to sell it into.',
    );
    assert.deepEqual(
      pepe.rules.map((rule) => [rule.id, rule.action]),
      [
        ['trim-nowhere-to-sell', 'hold'],
        ['trim-nowhere-to-sell', 'hold'],
      ],
    );
    assert.match(pepe.rules[0].text, /≥ 30\.0 points \(twice its budget of 15\.0 points, /);
    assert.match(pepe.rules[1].text, /> 30\.0% \(.*; no stablecoin on its peg is known on its chain to sell it into\)$/);
    assert.match(pepe.description, /, so the plan cannot sell it\. Too much of your risk rides on one token; Ribbit would sell until/);

    const aave = { protocol: 'aave-v3' as const, protocolName: 'Aave' };
    const collateral = recommend({
      holdings: [
        { ...worth('PEPE', choppy(), 9_000), position: { ...aave, kind: 'deposit', loan: 0 } },
        { ...held('USDC', flat(), 300, STABLE), position: { ...aave, kind: 'debt', loan: 0 } },
        worth('ETH', sideways(), 1_000),
        worth('USDC', flat(), 2_000, STABLE),
      ],
      universe: [],
      loans: [
        {
          ...aave,
          chainId: 31337,
          market: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2',
          collateralUsd: 9_000,
          debtUsd: 300,
          healthFactor: 24,
          liquidationThreshold: 0.8,
          collateralSymbols: ['PEPE'],
          debtSymbols: ['USDC'],
        },
      ],
    });
    const locked = cardOf(collateral, 'PEPE');
    assert.ok(!collateral.plan.steps.some((step) => step.symbol === 'PEPE'), 'collateral is never sold');
    assert.deepEqual([locked.action, locked.rules.map((rule) => rule.id)], ['hold', ['trim-not-movable', 'trim-not-movable']]);
    assert.match(locked.result, /^The plan cannot sell it: it is 77% of your money .*, but it sits where the plan does not move it, as a loan’s collateral/);
  });
});
