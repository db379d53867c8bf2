/** The plans for the bundled registries (server/src/chains/registry/{1,8453}.json). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getAddress } from 'viem';
import { loadRegistry } from '../../../demo/registries';
import { ERC20_TOKENS } from '../../../demo/seed/catalog';
import { planChain, type ChainPlan } from '../../../demo/seed/chainPlan';

const ethereum = planChain(1, loadRegistry(1));
const base = planChain(8453, loadRegistry(8453));
const bySymbol = (plan: ChainPlan, symbol: string) => {
  const token = plan.tokens.find((candidate) => candidate.spec.symbol === symbol);
  assert.ok(token, `${symbol} on ${plan.chainId}`);
  return token;
};

describe('planChain', () => {
  it('lists every catalog token on Ethereum, registry ones with the registry entry', () => {
    assert.equal(ethereum.tokens.length, 1 + ERC20_TOKENS.length);
    const registry = loadRegistry(1);
    for (const token of ethereum.tokens.filter((candidate) => candidate.registry)) {
      const entry = registry.tokens.find((candidate) => candidate.address === token.registry?.address);
      assert.ok(entry);
      assert.equal(token.decimals, entry.decimals, token.spec.symbol);
      if (entry.feed && token.feed) assert.equal(token.feed.realAddress, getAddress(entry.feed.address), token.spec.symbol);
    }
    for (const symbol of ['UST', 'LUNA', 'CLAIM', 'HOP']) assert.equal(bySymbol(ethereum, symbol).registry, null, `${symbol} is demo-only`);
  });

  it('prices WETH with the ETH / USD feed and makes it the hourly one; USDT / USD the phased one', () => {
    assert.equal(bySymbol(ethereum, 'WETH').feed, bySymbol(ethereum, 'ETH').feed);
    assert.equal(bySymbol(ethereum, 'ETH').feed?.layout, 'hourly');
    assert.equal(bySymbol(ethereum, 'USDT').feed?.layout, 'phased');
    assert.deepEqual(ethereum.feeds.filter((feed) => feed.layout !== 'daily').length, 2);
    assert.ok(base.feeds.every((feed) => feed.layout === 'daily'));
  });

  it('quotes the registry X / ETH feeds in ETH', () => {
    const ldo = bySymbol(ethereum, 'LDO').feed;
    assert.equal(ldo?.description, 'LDO / ETH');
    assert.equal(ldo.quote, 'ETH');
    assert.equal(bySymbol(ethereum, 'LINK').feed?.quote, 'USD');
  });

  it('gives a registry token without a Chainlink feed a demo feed, and leaves HOP and CLAIM unpriced', () => {
    const pepe = bySymbol(ethereum, 'PEPE');
    assert.ok(pepe.registry);
    assert.equal(pepe.feed?.realAddress, null);
    assert.equal(bySymbol(ethereum, 'HOP').feed, null);
    assert.equal(bySymbol(ethereum, 'CLAIM').feed, null);
  });

  it('lists on Base the registry tokens the catalog knows and what the wallets hold there, with the sequencer feed', () => {
    const registry = loadRegistry(8453);
    const known = new Set(['ETH', ...ERC20_TOKENS.map((token) => token.symbol)]);
    const expected = registry.tokens.filter((entry) => known.has(entry.symbol)).map((entry) => entry.symbol);
    assert.deepEqual(base.tokens.map((token) => token.spec.symbol).sort(), [...new Set([...expected, 'USDC'])].sort());
    assert.equal(base.sequencerUptimeFeed, registry.sequencerUptimeFeed ? getAddress(registry.sequencerUptimeFeed.address) : null);
    assert.equal(ethereum.sequencerUptimeFeed, null);
  });
});
