/**
 * The local chain's purpose: each demo wallet, read and priced from anvil and
 * run through the real engine, shows the advice its description promises, and
 * every token follows the regime its feed was seeded with.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatUnits } from 'viem';
import { createChainClient } from '../../src/chain/client';
import { readHoldings } from '../../src/chain/holdings';
import { ERC20_TOKENS, NATIVE_TOKEN, feedOf } from '../../src/demoChain/seed/catalog';
import type { Regime } from '../../src/demoChain/seed/priceSeries';
import { NATIVE_TOKEN_ADDRESS, type Action, type PriceHistory, type TokenInfo } from '../../src/domain/types';
import { startLocalChains, type LocalChains } from '../../src/demoChain/localChains';
import { loadRegistry } from '../../src/demoChain/registries';
import { recommend, type EngineInput, type EngineOutput, type UniverseToken } from '../../src/engine';
import { createChainlinkPriceSource } from '../../src/prices/chainlinkSource';

let local: LocalChains | undefined;
before(async () => {
  local = await startLocalChains();
});
after(async () => {
  await local?.stop();
});

/**
 * The v0.1 reader takes every answer for USD; X / ETH feeds (LDO / ETH…) are
 * converted here with the chain's ETH / USD history until the reader does it.
 */
function inUsd(chainId: number, tokens: readonly TokenInfo[], histories: ReadonlyMap<string, PriceHistory | null>): Map<string, PriceHistory | null> {
  const ethQuoted = new Set(loadRegistry(chainId).tokens.flatMap((entry) => (entry.feed?.description.endsWith(' / ETH') ? [entry.feed.address.toLowerCase()] : [])));
  const eth = histories.get(NATIVE_TOKEN_ADDRESS);
  const converted = new Map<string, PriceHistory | null>(histories);
  for (const token of tokens) {
    const history = histories.get(token.address);
    if (!eth || !history || !ethQuoted.has(token.extensions?.priceFeed?.toLowerCase() ?? '')) continue;
    const offset = eth.dailyCloses.length - history.dailyCloses.length;
    converted.set(token.address, {
      ...history,
      priceUsd: history.priceUsd * eth.priceUsd,
      dailyCloses: history.dailyCloses.map((close, index) => close * eth.dailyCloses[index + offset]),
    });
  }
  return converted;
}

/** The action a small position in each regime must get. */
const REGIME_ACTION: Record<Regime, Action> = {
  uptrend: 'buy more',
  downtrend: 'sell',
  crash: 'strongly sell',
  sideways: 'hold',
  stable: 'hold',
  depeg: 'strongly sell',
};

const regimeOf = new Map(
  [NATIVE_TOKEN, ...ERC20_TOKENS].map((spec) => [spec.symbol, feedOf(spec)?.regime ?? null]),
);

describe('the demo wallets through the engine', () => {
  const advice = new Map<string, EngineOutput>();

  before(async () => {
    const assets = new Map<string, EngineInput['holdings']>();
    let universe: UniverseToken[] = [];
    for (const { chainId, rpcUrl, tokens, multicall3 } of local?.chains ?? []) {
      const client = createChainClient({ rpcUrl, chainId });
      const histories = inUsd(chainId, tokens, await createChainlinkPriceSource(client, { multicall3 }).getHistories(tokens));
      // Buy suggestions come from Ethereum's list, the one with every demo token.
      if (chainId === 1) universe = tokens.flatMap((token) => {
        const prices = histories.get(token.address);
        return prices ? [{ token, prices }] : [];
      });
      for (const wallet of local?.demoWallets ?? []) {
        const holdings = await readHoldings(client, { wallet: wallet.address, tokens, multicall3 });
        const held = assets.get(wallet.profile) ?? [];
        held.push(...holdings.map(({ token, balance }) => ({
          token,
          amount: Number(formatUnits(balance, token.decimals)),
          prices: histories.get(token.address) ?? (null satisfies PriceHistory | null),
        })));
        assets.set(wallet.profile, held);
      }
    }
    for (const [profile, holdings] of assets) advice.set(profile, recommend({ holdings, universe }));
  });

  const actionOf = (profile: string, symbol: string): Action | undefined =>
    advice.get(profile)?.tokens.find((token) => token.symbol === symbol && token.count > 0)?.action;
  const suggestions = (profile: string): string[] =>
    (advice.get(profile)?.tokens ?? []).filter((token) => token.action === 'buy').map((token) => token.symbol);

  it('concentrated: trims the outsized PEPE position and suggests buys', () => {
    assert.equal(actionOf('concentrated', 'PEPE'), 'sell');
    assert.ok(suggestions('concentrated').length > 0);
  });

  it('balanced: buy more on uptrends, sell on downtrends, hold the rest', () => {
    assert.equal(actionOf('balanced', 'ETH'), 'buy more');
    assert.equal(actionOf('balanced', 'UNI'), 'sell');
    assert.equal(actionOf('balanced', 'MKR'), 'hold');
    assert.equal(actionOf('balanced', 'USDC'), 'hold');
  });

  it('stable-heavy: strongly sell the depegged UST, hold the sound dollars', () => {
    assert.equal(actionOf('stable-heavy', 'UST'), 'strongly sell');
    assert.equal(actionOf('stable-heavy', 'USDC'), 'hold');
  });

  it('whale: 50+ advised tokens, each following its seeded regime; spam and unpriced set aside', () => {
    const whale = advice.get('whale');
    assert.ok(whale);
    const held = whale.tokens.filter((token) => token.count > 0);
    assert.ok(held.length >= 50, `${held.length} advised holdings`);
    for (const token of held) {
      const regime = regimeOf.get(token.symbol);
      assert.ok(regime, token.symbol);
      assert.equal(token.action, REGIME_ACTION[regime], `${token.symbol} (${regime})`);
    }
    assert.deepEqual(whale.setAside.map((token) => [token.symbol, token.reason]), [['CLAIM', 'spam-name'], ['HOP', 'unpriced']]);
  });

  it('degen: strongly sell the crash, sell the downtrend, and suggest a stablecoin', () => {
    assert.equal(actionOf('degen', 'LUNA'), 'strongly sell');
    assert.equal(actionOf('degen', 'OP'), 'sell');
    assert.ok(suggestions('degen').length > 0);
  });

  it('empty: nothing to advise', () => {
    assert.deepEqual(advice.get('empty')?.tokens, []);
  });

  it('shows all five actions across the demo wallets', () => {
    const actions = new Set([...advice.values()].flatMap((output) => output.tokens.map((token) => token.action)));
    assert.deepEqual([...actions].sort(), ['buy', 'buy more', 'hold', 'sell', 'strongly sell']);
  });
});
