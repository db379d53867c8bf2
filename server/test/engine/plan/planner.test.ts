/**
 * The plan worked out on the wallet it leaves (plan/planner.ts, decide.ts): sales first, then the reserve floor,
 * then the buys measured on what the sales leave, round after round until one trades nothing. What a person
 * relies on: followed at the same prices and asked again, the plan is empty; each chain's money stays on its
 * chain; the floor is kept; the swing is never raised past the target.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend, type EngineInput, type EngineOutput } from '../../../src/engine';
import { workOutPlan } from '../../../src/engine/plan';
import { readRisk } from '../../../src/engine/plan/risk';
import { budgetLevel } from '../../../src/engine/plan/level';
import { RISK_LEVEL_IDS } from '../../../../contract/risk';

/** The balanced level, as a wallet with it chosen is read. */
const BALANCED = budgetLevel('balanced');
import { BUY_WALLET_SHARE, MAX_PLAN_ROUNDS, TRIM_BUDGETS } from '../../../src/engine/thresholds';
import { DEMO_LIKE_WALLETS } from '../demoLike';
import { candidate, choppy, crash, downtrend, flat, history, onChain, sideways, STABLE, token, uptrend, worth } from '../fixtures';
import { cardOf } from '../answer';
import { follow } from '../follow';
import { plannerInput } from './planned';

const on = (symbol: string, chainId: number, closes: number[], usd: number, tags?: string[], priceUsd?: number) => ({
  token: onChain(token(symbol, tags), chainId),
  amount: usd / (priceUsd ?? closes[closes.length - 1]),
  prices: history(closes, priceUsd),
});

const stepsOf = (output: EngineOutput) => output.plan.steps.map((step) => [step.action, step.symbol, step.chainId, step.cash?.symbol]);

/** PEPE wild and 90% of the wallet, ETH and LINK small, no stablecoin held; USDC, two risers and a faller in the universe. */
const concentrated = (): EngineInput => ({
  holdings: [worth('PEPE', choppy(), 90_000), worth('ETH', sideways(), 6_000), worth('LINK', uptrend(), 4_000)],
  universe: [candidate('USDC', flat(), STABLE), candidate('AAVE', uptrend(180, 0.006)), candidate('UNI', uptrend(180, 0.003)), candidate('FALL', downtrend())],
});

/** UST off its peg on Ethereum and on Base, USDC held on Ethereum only, DAI in the universe on Base. */
const brokenOnTwoChains = (): EngineInput => ({
  holdings: [
    on('UST', 1, flat(), 8_500, STABLE, 0.85),
    on('UST', 8453, flat(), 1_700, STABLE, 0.85),
    on('USDC', 1, flat(), 3_000, STABLE),
    on('ETH', 1, sideways(), 6_000),
  ],
  universe: [{ token: onChain(token('DAI', STABLE), 8453), prices: history(flat()) }],
});

describe('followed and asked again, the plan is empty', () => {
  const wallets: Array<[string, EngineInput]> = [
    ['a concentrated wallet trimmed over several rounds', concentrated()],
    ['a broken stablecoin on two chains', brokenOnTwoChains()],
    ...DEMO_LIKE_WALLETS.filter((wallet) => wallet.profile !== 'empty').map((wallet): [string, EngineInput] => [
      `the ${wallet.profile} demo wallet`,
      wallet.input,
    ]),
  ];
  // At every level and with none chosen: the level's lines do not move when the plan is followed (plan/level.ts).
  for (const [label, wallet] of wallets)
    for (const risk of [undefined, ...RISK_LEVEL_IDS]) {
      it(`${label}, ${risk ?? 'no level chosen'}`, () => {
        const input: EngineInput = risk === undefined ? wallet : { ...wallet, risk };
        const output = recommend(input);
        if (risk === 'bold') assert.ok(output.plan.steps.length > 0, 'the wallet has something to do');
        const again = recommend(follow(input, output));
        assert.deepEqual(stepsOf(again), [], again.overview);
        assert.match(again.overview, /^The plan: keep everything as it is\./);
        assert.equal(again.totalValueUsd.toFixed(2), output.totalValueUsd.toFixed(2), 'trades at the answer’s prices, no fees: the same money');
      });
    }

  it('settles in a few rounds, well within the cap', () => {
    const { rounds } = workOutPlan(plannerInput(concentrated()));
    assert.ok(rounds >= 2 && rounds <= MAX_PLAN_ROUNDS, `${rounds} rounds`);
  });
});

describe('each chain’s money', () => {
  it('sells a broken stablecoin whole on every chain, each into a stablecoin on its own chain', () => {
    const output = recommend(brokenOnTwoChains());
    const ust = output.plan.steps.filter((step) => step.symbol === 'UST');
    assert.deepEqual(
      ust.map((step) => [step.action, step.chainId, step.cash?.symbol, step.units]),
      [
        ['strongly sell', 1, 'USDC', 10_000],
        ['strongly sell', 8453, 'DAI', 2_000],
      ],
    );
    const dai = cardOf(output, 'DAI', 8453);
    assert.deepEqual([dai.action, dai.count], ['buy', 0], 'the stablecoin Base’s sale goes into has a card of its own');
    assert.equal(ust[1].cash?.address, dai.address);
  });

  it('never pays a buy on one chain with another chain’s stablecoins', () => {
    const output = recommend({
      holdings: [on('USDC', 8453, flat(), 5_000, STABLE), on('LINK', 1, uptrend(), 100), on('ETH', 8453, sideways(), 1_000)],
      universe: [],
      risk: 'balanced',
    });
    assert.deepEqual(stepsOf(output), [['buy more', 'ETH', 8453, 'USDC']]);
    const link = cardOf(output, 'LINK', 1);
    assert.equal(link.action, 'hold');
    assert.deepEqual(
      link.rules.map((rule) => rule.id),
      ['unfunded'],
    );
    assert.match(link.result, /^Keep it: it wants more, but the plan has no money left for it on its chain/);
    assert.deepEqual(
      output.plan.chains?.map((chain) => [chain.chainId, chain.spentUsd > 0]),
      [[8453, true]],
    );
  });
});

describe('the reserve floor', () => {
  it('is filled first, from the token causing the most swing for its share, when the wallet holds too few stablecoins', () => {
    // Each token within its band, so no token rule sells; X swings the most for its share.
    const steady = sideways().map((close, i) => close * (1 + 0.01 * Math.cos(i)));
    const output = recommend({
      holdings: [worth('X', choppy(180, 0.02), 3_000), worth('Y', sideways(), 3_500), worth('Z', steady, 3_500)],
      universe: [candidate('USDC', flat(), STABLE)],
    });
    assert.deepEqual(stepsOf(output), [['sell', 'X', 31337, 'USDC']]);
    const x = cardOf(output, 'X');
    assert.deepEqual(
      x.rules.map((rule) => rule.text),
      ['stablecoin share 0.0% < 10.0% (the reserve Ribbit keeps)'],
    );
    assert.match(x.result, /^Sell 33% of it, [\d.]+ X, for USDC \(\$1,000\): you hold no stablecoins, under the 10% of your money Ribbit keeps in stablecoins/);
    assert.equal(output.plan.reserveAfterUsd, 1_000);
    assert.equal(output.plan.reserveTargetUsd, 1_000);
  });

  it('is never spent: buys stop where the stablecoins would fall under 10% of the wallet', () => {
    const output = recommend({
      // Six small tokens, each doubled within a quarter of the wallet: the floor, not the quarter, stops the buys.
      holdings: [...['A', 'B', 'C', 'D', 'E', 'F'].map((symbol, i) => worth(symbol, uptrend(180, 0.001 + 0.0002 * i), 60)), worth('USDC', flat(), 200, STABLE)],
      universe: [],
      risk: 'balanced',
    });
    assert.ok(output.plan.spentUsd > 0);
    assert.equal(output.plan.reserveAfterUsd, output.plan.reserveTargetUsd);
    assert.equal(output.plan.reserveTargetUsd, 56);
  });
});

describe('the swing', () => {
  it('is never raised in a wallet already past its level: a buy the rules want is held, saying why', () => {
    // A and B move as one and carry the swing past 30%, each within its band; C moves with them, under its budget.
    const wild = choppy();
    const output = recommend({
      holdings: [worth('A', wild, 12_400), worth('B', choppy(), 12_400), worth('C', choppy(), 2_000), worth('USDC', flat(), 73_200, STABLE)],
      universe: [],
      risk: 'balanced',
    });
    assert.ok((output.portfolio.volatilityAnnual ?? 0) > 0.3);
    assert.deepEqual(output.plan.steps, []);
    const c = cardOf(output, 'C');
    assert.deepEqual([c.action, c.rules.map((rule) => rule.id)], ['hold', ['over-target']]);
    assert.match(
      c.description,
      /your wallet already swings 39% a year, and Ribbit adds no risk you did not ask for, so keep it\. The plan never raises the swing past the 30\.0% of the balanced level\./,
    );
  });

  it('is never taken past its level by the buys of a wallet under it: the buy stops at 30%', () => {
    // Four tokens that move as one; B, C and D within their band, A under it. Doubled, A would lift the swing past 30%.
    const output = recommend({
      holdings: [
        worth('A', choppy(), 120),
        worth('B', choppy(), 600),
        worth('C', choppy(), 600),
        worth('D', choppy(), 600),
        worth('USDC', flat(), 8_080, STABLE),
      ],
      universe: [],
      risk: 'balanced',
    });
    assert.deepEqual(stepsOf(output), [['buy more', 'A', 31337, 'USDC']]);
    assert.ok((output.portfolio.volatilityAnnual ?? 1) < 0.3);
    const after = output.plan.after?.volatilityAnnual ?? Infinity;
    assert.ok(after <= 0.3 && after > 0.3 - 1e-4, `after the plan it swings ${after}`);
    assert.match(output.overview, / Its value swings about 28% a year, within the 30% of your balanced level; after the plan, about 30%\. /);
  });

  it('with no level chosen, is kept: the same wallet buys nothing, and says why', () => {
    const holdings = [
      worth('A', choppy(), 120),
      worth('B', choppy(), 600),
      worth('C', choppy(), 600),
      worth('D', choppy(), 600),
      worth('USDC', flat(), 8_080, STABLE),
    ];
    const output = recommend({ holdings, universe: [] });
    assert.deepEqual(output.plan.steps, []);
    assert.equal(output.portfolio.risk, 'current');
    assert.equal(output.plan.after?.volatilityAnnual, output.portfolio.volatilityAnnual);
    assert.match(
      output.overview,
      / Its value swings about 28% a year; with no risk level chosen, Ribbit does not raise it, and the plan leaves that as it is\. /,
    );
    assert.match(cardOf(output, 'A').description, /Ribbit adds no risk you did not ask for.* past the 28\.\d% it swings now \(no level chosen\)/);
  });

  it('careful holds the same wallet to 15%: it sells, and buys nothing', () => {
    const holdings = [
      worth('A', choppy(), 120),
      worth('B', choppy(), 600),
      worth('C', choppy(), 600),
      worth('D', choppy(), 600),
      worth('USDC', flat(), 8_080, STABLE),
    ];
    const careful = recommend({ holdings, universe: [], risk: 'careful' });
    assert.equal(careful.portfolio.risk, 'careful');
    assert.equal(careful.portfolio.targetVolatility, 0.15);
    assert.ok(
      careful.plan.steps.every((step) => step.action === 'sell'),
      careful.overview,
    );
    assert.ok((careful.plan.after?.volatilityAnnual ?? 1) <= (careful.portfolio.volatilityAnnual ?? 0));
  });
});

describe('the rules, round after round', () => {
  it('halves a token over twice its budget until it is under it, selling it whole never', () => {
    const input = concentrated();
    const outcome = workOutPlan(plannerInput(input));
    const risk = outcome.after;
    const pepe = outcome.ledger.assets.findIndex((asset) => asset.symbol === 'PEPE');
    assert.ok(risk.parts[pepe] < TRIM_BUDGETS * risk.budget, `PEPE's part ${risk.parts[pepe]} under ${TRIM_BUDGETS * risk.budget}`);
    assert.ok(risk.weights[pepe] > 0, 'some PEPE is kept');
    assert.equal(outcome.tradedBy.get(outcome.ledger.assets[pepe].key)?.[0].rule, 'trim-outsized');
  });

  it('cuts a falling token while its part is at least half its budget: twice in a quarter, not out', () => {
    const output = recommend({
      holdings: [worth('SHIB', crash(180, 30, 55), 5_000), worth('ETH', sideways(), 5_000), worth('USDC', flat(), 2_000, STABLE)],
      universe: [],
    });
    const shib = cardOf(output, 'SHIB');
    assert.equal(shib.action, 'sell');
    assert.deepEqual(
      shib.rules.map((rule) => rule.signal),
      ['priceVsSma50', 'return30d', 'riskContribution'],
    );
    assert.ok((shib.trade?.usd ?? 0) < shib.valueUsd, 'never the whole of it');
    const again = recommend(
      follow(
        { holdings: [worth('SHIB', crash(180, 30, 55), 5_000), worth('ETH', sideways(), 5_000), worth('USDC', flat(), 2_000, STABLE)], universe: [] },
        output,
      ),
    );
    assert.equal(cardOf(again, 'SHIB').rules[0].id, 'small-downtrend', 'asked again, it is held for being cut to its small target');
  });

  it('pays the buy more furthest under its budget first, each up to a quarter of the wallet', () => {
    // A and B move as one, both under half their budget; A, the smaller, is further under it, so it is paid first.
    // Each buy stops at a quarter of the wallet ($137.50 of $550): never a new concentration.
    const output = recommend({
      holdings: [worth('A', uptrend(180, 0.001), 60), worth('B', uptrend(180, 0.001), 110), worth('USDC', flat(), 380, STABLE)],
      universe: [],
      risk: 'balanced',
    });
    assert.deepEqual(
      output.plan.steps.map((step) => [step.action, step.symbol, step.usd]),
      [
        ['buy more', 'A', 77.5],
        ['buy more', 'B', 27.49],
      ],
    );
  });

  it('spreads a wallet whose crypto sits in fewer than 4 tokens: rising tokens it does not hold, best first, 10% of the wallet each', () => {
    const input: EngineInput = {
      holdings: [worth('PEPE', sideways(), 5_000), worth('USDC', flat(), 5_000, STABLE)],
      risk: 'balanced',
      universe: [
        candidate('AAVE', uptrend(180, 0.006)),
        candidate('UNI', uptrend(180, 0.003)),
        candidate('FALL', downtrend()),
        { ...candidate('CLAIM', uptrend(180, 0.01)), token: token('CLAIM', undefined, 'Claim at bonus.xyz') },
        { token: onChain(token('PEPE'), 8453, `31337:${token('PEPE').address}`), prices: history(uptrend(180, 0.01)) },
      ],
    };
    const outcome = workOutPlan(plannerInput(input));
    const firstBuy = (symbol: string) => {
      const asset = outcome.ledger.assets.find((entry) => entry.symbol === symbol);
      return outcome.ledger.flows.find((flow) => asset?.holdings.some((holding) => holding.index === flow.to))?.cents ?? 0;
    };
    assert.equal(firstBuy('AAVE'), BUY_WALLET_SHARE * 1_000_000);
    assert.equal(firstBuy('UNI'), BUY_WALLET_SHARE * 1_000_000);
    const output = recommend(input);
    const bought = output.plan.steps.filter((step) => step.action === 'buy').map((step) => step.symbol);
    assert.deepEqual(bought, ['AAVE', 'UNI'], 'never a falling token, a spam name, or a token held on another chain');
    assert.equal(cardOf(output, 'AAVE').rules[0].id, 'spread');
  });

  it('switches a rule off by id for the backtest’s ablation, and only that rule', () => {
    const input = concentrated();
    const without = workOutPlan(plannerInput(input), { disabledRules: ['trim-outsized'] });
    assert.ok(![...without.tradedBy.values()].some((rules) => rules.some((traded) => traded.rule === 'trim-outsized')));
    const pepe = without.ledger.assets.find((asset) => asset.symbol === 'PEPE');
    assert.ok(pepe && without.tradedBy.get(pepe.key)?.[0].rule === 'fund-reserve', 'PEPE is still sold for the reserve');
    assert.ok(readRisk(without.ledger, BALANCED).swing !== null);
  });

  // Found with engine 4.0.0: under-budget doubled a token from under half the wallet, so a buy could take it to 90%,
  // while its words said the plan buys "never ... past 50.0% of your money". Issue 37: never past a quarter.
  it('never buys a token past a quarter of the wallet, as its words promise', () => {
    const output = recommend({ holdings: [worth('ETH', sideways(), 2_000), worth('USDC', flat(), 8_000, STABLE)], universe: [], risk: 'balanced' });
    const eth = cardOf(output, 'ETH');
    assert.equal(eth.action, 'buy more');
    assert.match(eth.description, /nor past 25\.0% of your money/);
    const after = output.plan.after?.assets.find((entry) => entry.symbol === 'ETH')?.weight ?? 1;
    assert.ok(after <= 0.25 && after > 0.2499, `after the plan ETH is ${after} of the wallet`);
  });
});
