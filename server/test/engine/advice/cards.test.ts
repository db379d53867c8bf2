/**
 * The answer's cards (advice/cards.ts): one per holding, and one per token the plan buys where it is not held;
 * a card's badge is the direction of its own plan lines, its trade their sum, its words the rule that decided its
 * asset with the lines' own figures.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatUnits, formatUsd } from '../../../../contract/format';
import { recommend, type EngineInput, type EngineOutput } from '../../../src/engine';
import { cardOf } from '../answer';
import { DEMO_LIKE_WALLETS } from '../demoLike';
import type { RiskChoice } from '../../../../contract/risk';
import { candidate, choppy, flat, held, history, onChain, sideways, STABLE, token, uptrend, worth } from '../fixtures';

/** A demo wallet's answer at a level (none: the wallet's own swing is kept). */
const demo = (profile: string, risk?: RiskChoice): EngineOutput => {
  const wallet = DEMO_LIKE_WALLETS.find((entry) => entry.profile === profile);
  assert.ok(wallet, profile);
  return recommend(risk ? { ...wallet.input, risk } : wallet.input);
};

const linesOf = (output: EngineOutput, symbol: string, chainId: number) =>
  output.plan.steps.filter((step) => step.symbol === symbol && step.chainId === chainId);
const cents = (usd: number) => Math.round(usd * 100);

describe('one card per holding', () => {
  it('held assets largest first, each asset’s holdings largest first, then what the plan buys that is not held', () => {
    const { tokens } = demo('whale');
    const held = tokens.filter((card) => card.count > 0);
    assert.deepEqual(
      tokens.slice(0, 3).map((card) => [card.symbol, card.chainId]),
      [
        ['ETH', 1],
        ['ETH', 8453],
        ['WETH', 1],
      ],
      'ETH, WETH included, is one asset',
    );
    assert.deepEqual(tokens.slice(0, held.length), held, 'held cards first');
    const assetValue = (symbol: string) =>
      held.filter((card) => (card.symbol === 'WETH' ? 'ETH' : card.symbol) === symbol).reduce((sum, card) => sum + card.valueUsd, 0);
    const leads = [...new Set(held.map((card) => (card.symbol === 'WETH' ? 'ETH' : card.symbol)))];
    assert.deepEqual(
      leads.map(assetValue),
      leads.map(assetValue).sort((a, b) => b - a),
    );
  });

  it('the stablecoin a chain’s sales go into, where none is held, is a buy card worth nothing yet, paid from the sales', () => {
    const output = recommend({ holdings: [worth('PEPE', choppy(), 9_000), worth('ETH', sideways(), 1_000)], universe: [candidate('USDC', flat(), STABLE)] });
    const usdc = cardOf(output, 'USDC');
    const raised = output.plan.steps.filter((step) => step.action === 'sell').reduce((sum, step) => sum + step.usd, 0);
    assert.deepEqual([usdc.action, usdc.count, usdc.valueUsd], ['buy', 0, 0]);
    assert.deepEqual(usdc.trade, { side: 'buy', units: raised, usd: raised, sizeUsd: raised, paidFrom: 'holdings' });
    assert.equal(usdc.result.split(':')[0], `Buy ${formatUnits(raised)} USDC with the plan’s sales (${formatUsd(raised)})`);
    assert.equal(output.tokens.at(-1), usdc, 'after the held cards');
  });
});

describe('a card’s badge, trade and words', () => {
  it('the badge is the direction of the card’s own lines, and its trade their sum', () => {
    // A buy more larger than the largest stablecoin is paid from the next one too: two lines, one card.
    const output = recommend({
      holdings: [worth('A', uptrend(180, 0.001), 800), worth('B', sideways(), 4_200), worth('GUSD', flat(), 700, STABLE), worth('DAI', flat(), 700, STABLE)],
      universe: [],
      risk: 'balanced',
    });
    const a = cardOf(output, 'A');
    const lines = linesOf(output, 'A', a.chainId);
    assert.deepEqual(
      lines.map((step) => [step.action, step.cash?.symbol]),
      [
        ['buy more', 'DAI'],
        ['buy more', 'GUSD'],
      ],
    );
    assert.equal(a.action, 'buy more');
    assert.equal(
      cents(a.trade?.usd ?? 0),
      lines.reduce((sum, step) => sum + cents(step.usd), 0),
    );
    assert.equal(a.result.split(':')[0], `Buy ${formatUnits(a.trade?.units ?? 0)} A more with DAI and GUSD (${formatUsd(a.trade?.usd ?? 0)})`);
  });

  it('a holding of a traded asset without lines of its own is hold, and points to the holding that trades', () => {
    const output = demo('stable-heavy', 'balanced');
    const [lead, other] = [cardOf(output, 'ETH', 1), cardOf(output, 'ETH', 8453)];
    assert.equal(lead.action, 'buy more');
    assert.equal(lead.adviceOn, undefined);
    assert.deepEqual([other.action, other.adviceOn, other.trade], ['hold', { chainId: 1, address: lead.address }, undefined]);
    assert.equal(other.result, 'Keep this one as it is: the plan buys ETH on Ethereum.');
    assert.equal(other.description, 'ETH on Base is the same asset as ETH on Ethereum, where its advice is: the plan buys it there. Keep this one as it is.');
    assert.deepEqual(other.rules, lead.rules, 'the same "Why?" on every card of an asset');
    assert.match(lead.result, /^Buy [\d.]+ ETH more on Ethereum with USDC /, 'an asset on several chains names the chain');
  });

  it('every holding of an asset sold on several chains is a sell card of its own, naming its chain', () => {
    const on = (symbol: string, chainId: number, closes: number[], usd: number, tags?: string[]) => ({
      token: onChain(token(symbol, tags), chainId, symbol),
      amount: usd / closes[closes.length - 1],
      prices: history(closes),
    });
    const output = recommend({
      holdings: [on('PEPE', 1, choppy(), 6_000), on('PEPE', 8453, choppy(), 3_000), on('USDC', 1, flat(), 500, STABLE), on('USDC', 8453, flat(), 500, STABLE)],
      universe: [],
    });
    const [ethereum, base] = [cardOf(output, 'PEPE', 1), cardOf(output, 'PEPE', 8453)];
    assert.deepEqual([ethereum.action, base.action], ['sell', 'sell']);
    assert.match(ethereum.result, /^Sell 75% of it, 41\.7 PEPE on Ethereum, for USDC \(\$4,500\): /);
    assert.match(base.result, /^Sell 75% of it, 20\.8 PEPE on Base, for USDC \(\$2,250\): /);
  });

  it('says half when the plan sells half, all of it for a broken stablecoin, and its share otherwise', () => {
    const output = recommend({
      holdings: [
        held('UST', flat(), 1_000, STABLE, 0.85),
        worth('PEPE', choppy(), 3_000),
        worth('ETH', choppy(180, 0.03), 3_000),
        worth('USDC', flat(), 4_000, STABLE),
      ],
      universe: [],
    });
    assert.match(
      cardOf(output, 'UST').result,
      /^Sell all of it, 1,000 UST, for USDC \(\$850\): it should be worth \$1 but trades at \$0\.8500, 15\.0% away: its peg has broken\.$/,
    );
    assert.match(cardOf(output, 'PEPE').result, /^Sell half of it, [\d.]+ PEPE, for USDC \(\$1,500\): /);
    assert.match(demo('concentrated').tokens[0].result, /^Sell 75% of it, 6\.8B PEPE, for USDC \(\$64,125\): /);
  });

  it('a held dust token is a small share of the money, never "too little to matter"', () => {
    // 0.9958% of the wallet: "1.0%" would contradict "under 1%", so both the words and the "Why?" give it more decimals.
    const output = recommend({
      holdings: [worth('DUST', sideways(), 12.07), worth('ETH', sideways(), 1_000), worth('USDC', flat(), 200, STABLE)],
      universe: [],
    });
    const dust = cardOf(output, 'DUST');
    assert.equal(dust.action, 'hold');
    assert.equal(dust.result, 'Keep it: it is only 0.996% of your money, too small a share to change how much the wallet swings.');
    assert.match(dust.description, /Below 1\.0% of your money a token takes no share of the risk, so Ribbit neither adds to it nor trims it\./);
    assert.doesNotMatch(dust.description, /too little to matter/);
    assert.deepEqual(
      dust.rules.map((rule) => rule.text),
      ['share of portfolio 0.996% < 1.000% (too small a share to take a part of the risk)'],
      'the same figure under "Why?"',
    );
  });

  it('a stablecoin the plan pays from says what goes in, what is spent and what is left', () => {
    const output = demo('balanced', 'balanced');
    assert.match(cardOf(output, 'USDC', 1).description, / The plan’s sales put \$5,850 into it and its buys spend \$9,350 of it, leaving \$4,500\. /);
    assert.match(cardOf(output, 'USDC', 8453).description, / The plan leaves it at \$3,000\. /);
  });
});

describe('what a card carries', () => {
  it('the token’s count, price, value, icon, signals, price line and notes', () => {
    const input: EngineInput = {
      holdings: [
        { ...worth('LINK', uptrend(), 1_800), token: { ...token('LINK'), logoURI: '/icons/link.svg' }, otherPrice: { source: 'defillama', priceUsd: 1 } },
        { token: onChain(token('AERO'), 8453), amount: 10, prices: { ...history(sideways()), source: 'defillama' } },
        worth('USDC', flat(), 200, STABLE),
      ],
      universe: [],
    };
    const output = recommend(input);
    const link = cardOf(output, 'LINK');
    assert.equal(link.icon, '/icons/link.svg');
    assert.equal(link.price, uptrend()[179]);
    assert.ok(Math.abs(link.count * link.price - 1_800) < 1e-9);
    assert.equal(link.valueUsd, link.count * link.price);
    assert.equal(link.sparkline.length, 90);
    assert.equal(link.signals.weight, link.valueUsd / output.totalValueUsd);
    assert.match(link.notes[0], /^Chainlink \(\$[\d,.]+\) and DefiLlama \(\$1\.00\) disagree by /);
    assert.deepEqual(cardOf(output, 'AERO', 8453).notes, ['Priced by DefiLlama: no Chainlink feed is known for this token.']);
    assert.equal(cardOf(output, 'AERO', 8453).icon, undefined);
  });
});
