import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TokenInfo } from '../../src/domain/types';
import { recommend, type EngineAsset } from '../../src/engine';
import { candidate, crash, flat, history, sideways, token, uptrend } from './fixtures';

const STABLE = ['stablecoin'];

/** The same asset on another chain: another address, the registry's asset key joining them. */
function onChain(base: TokenInfo, chainId: number, asset = base.symbol): TokenInfo {
  const address = `0x${chainId.toString(16).padStart(4, '0')}${base.address.slice(6)}` as TokenInfo['address'];
  return { ...base, chainId, address, extensions: { ...base.extensions, asset } };
}

function holding(tokenInfo: TokenInfo, closes: number[], amount: number): EngineAsset {
  return { token: tokenInfo, amount, prices: history(closes) };
}

const usdcL1 = onChain(token('USDC', STABLE), 1);
const usdcBase = onChain(token('USDC', STABLE), 8453);
const pepe = onChain(token('PEPE'), 1);

describe('one portfolio across chains', () => {
  it('weighs an asset held on two chains as one exposure, and gives it one action on both', () => {
    const output = recommend({
      holdings: [holding(usdcL1, flat(), 300), holding(usdcBase, flat(), 200), holding(pepe, crash(180, 20, 30), 500)],
      universe: [],
    });
    const usdc = output.tokens.filter((advice) => advice.symbol === 'USDC');
    assert.deepEqual(
      usdc.map((advice) => [advice.chainId, advice.count, advice.action]),
      [
        [1, 300, 'hold'],
        [8453, 200, 'hold'],
      ],
    );
    // One exposure of 500 out of 500 + PEPE's value.
    const pepeValue = output.tokens.find((advice) => advice.symbol === 'PEPE')?.valueUsd ?? 0;
    assert.ok(Math.abs(usdc[0].signals.weight - 500 / (500 + pepeValue)) < 1e-9);
    assert.equal(usdc[0].signals.weight, usdc[1].signals.weight);
    assert.equal(output.portfolio.tokenCount, 2, 'two assets, three holdings');
    assert.equal(output.portfolio.chainCount, 2);
    assert.ok(Math.abs(output.portfolio.hhi - (usdc[0].signals.weight ** 2 + (1 - usdc[0].signals.weight) ** 2)) < 1e-9);
    assert.equal(output.totalValueUsd, 500 + pepeValue);
    assert.match(output.overview, /across 2 tokens on 2 chains/);
    assert.match(output.overview, /Of your tokens, 1 is to sell and 1 to hold\./, 'USDC on two chains is one call');
  });

  it('tells an asset once, on its largest holding; the others point to it, and all of a broken stablecoin goes', () => {
    const ustL1 = onChain(token('UST', STABLE), 1);
    const ustBase = onChain(token('UST', STABLE), 8453);
    const output = recommend({
      holdings: [
        holding(usdcL1, flat(), 300),
        holding(usdcBase, flat(), 200),
        { ...holding(ustL1, flat(), 800), prices: history(flat(), 0.85) },
        { ...holding(ustBase, flat(), 200), prices: history(flat(), 0.85) },
      ],
      universe: [],
    });
    const [usdcLead, usdcOther] = output.tokens.filter((advice) => advice.symbol === 'USDC');
    assert.equal(usdcLead.adviceOn, undefined);
    assert.deepEqual(usdcOther.adviceOn, { chainId: 1, address: usdcL1.address });
    assert.equal(usdcOther.result, 'Keep it: see USDC on Ethereum.');
    assert.equal(usdcOther.description, 'USDC on Base is the same asset as USDC on Ethereum, where its advice is: keep it.');
    const [ustLead, ustOther] = output.tokens.filter((advice) => advice.symbol === 'UST');
    assert.match(ustLead.result, /^Sell all of it, 800 UST on Ethereum \(≈ \$680\): /);
    assert.deepEqual(ustOther.trade, { side: 'sell', units: 200, usd: 170, sizeUsd: 170 });
    assert.equal(ustOther.result, 'Sell all of this one too, 200 UST (≈ $170): see UST on Ethereum.');
    assert.deepEqual(
      output.plan.steps.map((step) => [step.action, step.symbol, step.chainId, step.usd]),
      [['strongly sell', 'UST', 1, 680]],
    );
    assert.match(output.overview, /Of your tokens, 1 is to strongly sell and 1 to hold\./, 'one call per asset');
  });

  it('gives the same action on every chain even when the two chains price the asset a little differently', () => {
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
    const actions = new Set(output.tokens.map((advice) => advice.action));
    assert.equal(actions.size, 1);
    assert.deepEqual(output.tokens.map((advice) => advice.chainId).sort(), [1, 8453]);
  });

  it('does not suggest buying an asset the wallet holds on another chain', () => {
    // Concentrated in PEPE: up to three uptrends are suggested, so a second ETH would fit if assets were not joined.
    const output = recommend({
      holdings: [holding(pepe, sideways(), 1_000)],
      universe: [
        { token: onChain(token('ETH'), 1), prices: history(uptrend()) },
        { token: onChain(token('ETH'), 8453), prices: history(uptrend()) },
        candidate('AAVE', uptrend(180, 0.003)),
      ],
    });
    // Suggestions are the entries not held (no money to pay for them here: each is a hold that says so).
    const suggested = output.tokens.filter((advice) => advice.count === 0).map((advice) => `${advice.chainId}:${advice.symbol}`);
    assert.deepEqual(
      suggested.filter((entry) => entry.endsWith(':ETH')),
      ['1:ETH'],
      `ETH suggested once, not once per chain: ${suggested.join(', ')}`,
    );
    const heldUsdc = recommend({
      holdings: [holding(pepe, sideways(), 1_000), holding(usdcL1, flat(), 10)],
      universe: [{ token: usdcBase, prices: history(flat()) }],
    });
    assert.ok(!heldUsdc.tokens.some((advice) => advice.action === 'buy' && advice.symbol === 'USDC'));
  });

  it('keeps one wallet on one chain as before: no chain count in the overview', () => {
    const output = recommend({ holdings: [holding(pepe, sideways(), 1_000), holding(usdcL1, flat(), 10)], universe: [] });
    assert.match(output.overview, /across 2 tokens\./);
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
