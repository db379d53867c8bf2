import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TokenInfo } from '../../src/domain/types';
import { recommend, type EngineAsset } from '../../src/engine';
import { cardOf } from './answer';
import { candidate, crash, flat, history, onChain, sideways, STABLE, token, uptrend } from './fixtures';

function holding(tokenInfo: TokenInfo, closes: number[], amount: number, priceUsd?: number): EngineAsset {
  return { token: tokenInfo, amount, prices: history(closes, priceUsd) };
}

const usdcL1 = onChain(token('USDC', STABLE), 1);
const usdcBase = onChain(token('USDC', STABLE), 8453);
const pepe = onChain(token('PEPE'), 1);

describe('one portfolio across chains', () => {
  it('weighs an asset held on two chains as one exposure: its weight, the counts and the holdings', () => {
    const output = recommend({
      holdings: [holding(usdcL1, flat(), 300), holding(usdcBase, flat(), 200), holding(pepe, crash(180, 20, 30), 500)],
      universe: [],
    });
    const usdc = output.tokens.filter((advice) => advice.symbol === 'USDC');
    const pepeValue = cardOf(output, 'PEPE', 1).valueUsd;
    assert.deepEqual(
      usdc.map((advice) => [advice.chainId, advice.count, advice.action]),
      [
        [1, 300, 'hold'],
        [8453, 200, 'hold'],
      ],
    );
    assert.ok(Math.abs(usdc[0].signals.weight - 500 / (500 + pepeValue)) < 1e-9, 'one exposure of 500');
    assert.equal(usdc[0].signals.weight, usdc[1].signals.weight);
    assert.deepEqual([output.portfolio.tokenCount, output.portfolio.chainCount], [2, 2]);
    assert.equal(output.portfolio.hhi, 1, 'all the crypto is PEPE');
    assert.equal(output.totalValueUsd, 500 + pepeValue);
    assert.match(output.overview, / in 3 holdings on 2 chains\. /);
    assert.match(output.overview, /Of these, 1 is to sell and 2 to hold\./, 'the counts are the cards');
  });

  it('tells an asset once, from its largest holding: the others say the same or point to it', () => {
    const ethL1 = onChain(token('ETH'), 1);
    const ethBase = onChain(token('ETH'), 8453);
    const output = recommend({
      holdings: [holding(ethL1, sideways(), 30), holding(ethBase, sideways(), 10), holding(usdcL1, flat(), 300), holding(usdcBase, flat(), 200)],
      universe: [],
    });
    const [lead, other] = [cardOf(output, 'ETH', 1), cardOf(output, 'ETH', 8453)];
    assert.deepEqual([lead.action, other.action], ['hold', 'hold']);
    assert.equal(lead.adviceOn, undefined);
    assert.deepEqual(other.adviceOn, { chainId: 1, address: ethL1.address });
    assert.equal(other.result, 'Keep it: see ETH on Ethereum.');
    assert.equal(other.description, 'ETH on Base is the same asset as ETH on Ethereum, where its advice is: keep it.');
    assert.deepEqual(other.rules, lead.rules);
    assert.equal(cardOf(output, 'USDC', 8453).adviceOn, undefined, 'each chain’s stablecoin is that chain’s money');
    assert.match(cardOf(output, 'USDC', 8453).description, / The plan leaves it at \$200\. /);
  });

  it('sells all of a broken stablecoin on every chain, each into its own chain’s stablecoin, each card with its own trade', () => {
    const ustL1 = onChain(token('UST', STABLE), 1);
    const ustBase = onChain(token('UST', STABLE), 8453);
    const output = recommend({
      holdings: [holding(usdcL1, flat(), 300), holding(usdcBase, flat(), 200), holding(ustL1, flat(), 800, 0.85), holding(ustBase, flat(), 200, 0.85)],
      universe: [],
    });
    assert.deepEqual(
      output.plan.steps.map((step) => [step.action, step.symbol, step.chainId, step.usd, step.cash?.address]),
      [
        ['strongly sell', 'UST', 1, 680, usdcL1.address],
        ['strongly sell', 'UST', 8453, 170, usdcBase.address],
      ],
    );
    const [l1, base] = [cardOf(output, 'UST', 1), cardOf(output, 'UST', 8453)];
    assert.match(l1.result, /^Sell all of it, 800 UST on Ethereum, for USDC \(\$680\): /);
    assert.match(base.result, /^Sell all of it, 200 UST on Base, for USDC \(\$170\): /);
    assert.deepEqual(base.trade, { side: 'sell', units: 200, usd: 170, sizeUsd: 170 });
    assert.match(output.overview, /Of these, 2 are to strongly sell and 2 to hold\./);
  });

  it('judges an asset once even when two chains price it a little differently', () => {
    const eth1 = onChain(token('ETH'), 1);
    const ethBase = onChain(token('ETH'), 8453);
    const output = recommend({
      holdings: [
        holding(eth1, uptrend(), 1),
        holding(
          ethBase,
          uptrend().map((close) => close * 1.001),
          3,
        ),
      ],
      universe: [],
    });
    const [base, l1] = [cardOf(output, 'ETH', 8453), cardOf(output, 'ETH', 1)];
    assert.deepEqual(base.rules, l1.rules);
    assert.deepEqual(base.signals, l1.signals);
  });

  it('does not buy an asset the wallet holds on another chain, and buys a new one once, on one chain', () => {
    const output = recommend({
      holdings: [holding(pepe, sideways(), 1_000), holding(usdcL1, flat(), 100_000)],
      risk: 'balanced',
      universe: [
        { token: onChain(token('ETH'), 1), prices: history(uptrend()) },
        { token: onChain(token('ETH'), 8453), prices: history(uptrend()) },
        { token: onChain(token('PEPE'), 8453), prices: history(uptrend(180, 0.01)) },
        candidate('AAVE', uptrend(180, 0.003)),
      ],
    });
    const bought = output.plan.steps.filter((step) => step.action === 'buy').map((step) => `${step.chainId}:${step.symbol}`);
    assert.deepEqual(
      bought.filter((entry) => entry.endsWith(':ETH')),
      ['1:ETH'],
      `ETH bought once: ${bought.join(', ')}`,
    );
    assert.ok(!bought.includes('8453:PEPE'), 'PEPE is held already');
  });

  it('says nothing of chains for a wallet on one chain', () => {
    const output = recommend({ holdings: [holding(pepe, sideways(), 1_000), holding(usdcL1, flat(), 10)], universe: [] });
    assert.match(output.overview, / in 2 holdings\. /);
  });

  it('says which chains could not be read', () => {
    const output = recommend({ holdings: [holding(pepe, sideways(), 1_000)], universe: [], unreadableChains: ['Base'] });
    assert.match(output.overview, /Base could not be read, so its tokens are not included\./);
    const none = recommend({ holdings: [], universe: [], unreadableChains: ['Base', 'Arbitrum One'] });
    assert.match(none.overview, /Base and Arbitrum One could not be read, so their tokens are not included\./);
  });
});

describe('prices that cannot be used', () => {
  it('sets aside a token whose feed failed and one whose price is stale, saying how old', () => {
    const output = recommend({
      holdings: [
        holding(pepe, sideways(), 1_000),
        { token: onChain(token('LINK'), 1), amount: 5, prices: null, problem: { reason: 'price-unavailable' } },
        { token: onChain(token('UNI'), 8453), amount: 5, prices: null, problem: { reason: 'stale-price', ageSeconds: 200_000 } },
      ],
      universe: [],
    });
    assert.deepEqual(output.setAside, [
      { chainId: 1, symbol: 'LINK', name: 'LINK Token', reason: 'price-unavailable' },
      { chainId: 8453, symbol: 'UNI', name: 'UNI Token', reason: 'stale-price', priceAgeSeconds: 200_000 },
    ]);
    assert.match(output.overview, /1 whose price could not be read, 1 whose latest price is too old/);
  });

  it('judges a EUR stablecoin as a plain token, never against $1', () => {
    const eurc = { ...onChain(token('EURC', STABLE), 1), extensions: { asset: 'EURC', peg: 'EUR' as const } };
    const output = recommend({ holdings: [holding(eurc, flat(180, 1.08), 100)], universe: [] });
    assert.equal(output.tokens[0].action, 'hold');
    assert.equal(output.tokens[0].signals.pegDeviation, null);
    assert.equal(output.portfolio.stableShare, 0);
  });
});

describe('price notes', () => {
  it('says when a price comes from DefiLlama, and when two sources disagree by more than 2 %', () => {
    const llama = { ...holding(onChain(token('AERO'), 8453), sideways(), 10), prices: { ...history(sideways()), source: 'defillama' as const } };
    const disputed: EngineAsset = { ...holding(pepe, sideways(), 10), otherPrice: { source: 'defillama', priceUsd: 100 * 1.05 } };
    const agreed: EngineAsset = {
      ...holding(onChain(token('LINK'), 1), sideways(), 10),
      otherPrice: { source: 'defillama', priceUsd: sideways()[179] * 1.01 },
    };
    const output = recommend({ holdings: [llama, disputed, agreed], universe: [] });
    const notesOf = (symbol: string) => output.tokens.find((advice) => advice.symbol === symbol)?.notes;
    assert.deepEqual(notesOf('AERO'), ['Priced by DefiLlama: no Chainlink feed is known for this token.']);
    assert.match(
      notesOf('PEPE')?.[0] ?? '',
      /^Chainlink \(\$[\d.,]+\) and DefiLlama \(\$105\.00\) disagree by [\d.]+%, more than 2\.0%; the advice uses Chainlink's price\.$/,
    );
    assert.deepEqual(notesOf('LINK'), []);
  });
});
