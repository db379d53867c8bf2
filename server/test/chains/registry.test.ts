import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Registry } from '../../src/chains/registry/schema';
import { ICONS_DIR } from '../../src/plugins/staticFiles';
import { iconsIn, registryProblems } from '../helpers/registryProblems';

const REGISTRY_DIR = path.join(__dirname, '../../src/chains/registry');
const iconExists = iconsIn(ICONS_DIR);

/** Every bundled registry present, whoever wrote it: {chainId}.json. */
const registryFiles = readdirSync(REGISTRY_DIR)
  .filter((name) => /^\d+\.json$/.test(name))
  .sort((a, b) => parseInt(a) - parseInt(b));

function readRegistry(fileName: string): unknown {
  return JSON.parse(readFileSync(path.join(REGISTRY_DIR, fileName), 'utf8'));
}

describe('bundled token registries', () => {
  it('ship at least the Ethereum registry', () => {
    assert.ok(registryFiles.includes('1.json'), `no 1.json in ${REGISTRY_DIR}: ${registryFiles.join(', ')}`);
  });

  for (const fileName of registryFiles) {
    it(`${fileName} follows every registry rule`, () => {
      assert.deepEqual(registryProblems(readRegistry(fileName), parseInt(fileName), iconExists), []);
    });
  }
});

describe('registryProblems', () => {
  /** A fresh copy of the Ethereum registry to break one rule at a time. */
  const ethereum = (): Registry => readRegistry('1.json') as Registry;
  const token = (registry: Registry, symbol: string) => {
    const found = registry.tokens.find((entry) => entry.symbol === symbol);
    assert.ok(found, `1.json lists no ${symbol}`);
    return found;
  };

  it('reports a schema violation with its path', () => {
    const registry = ethereum();
    token(registry, 'USDC').decimals = -1;
    const problems = registryProblems(registry, 1, iconExists);
    assert.ok(problems.length > 0);
    assert.match(problems[0], /^chain 1: token USDC \/tokens\/\d+\/decimals /);
  });

  it('names a lower-case address and the token that carries it', () => {
    const registry = ethereum();
    token(registry, 'USDC').address = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
    assert.deepEqual(registryProblems(registry, 1, iconExists), [
      'chain 1: token USDC address 0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48 is not EIP-55 checksummed (0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48)',
    ]);
  });

  it('reports a token listed twice, by address and by symbol', () => {
    const registry = ethereum();
    registry.tokens.push(
      { ...token(registry, 'USDC'), symbol: 'USDC.e' },
      { ...token(registry, 'DAI'), address: '0x0000000000000000000000000000000000000001' },
    );
    assert.deepEqual(registryProblems(registry, 1, iconExists), [
      'chain 1: address 0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48 is listed twice',
      'chain 1: symbol DAI is listed twice',
    ]);
  });

  it('reads the EUR / USD peg feed on Ethereum, from two declared sources', () => {
    const feed = ethereum().pegFeeds?.EUR;
    assert.ok(feed, '1.json has no pegFeeds.EUR');
    assert.equal(feed.description, 'EUR / USD');
    assert.ok(feed.sources.length >= 2);
  });

  it('refuses a peg feed that is not EUR / USD, cites one source, or cites an undeclared one', () => {
    const registry = ethereum();
    const feed = registry.pegFeeds?.EUR;
    assert.ok(feed);
    feed.description = 'USD / EUR';
    feed.sources = ['a-blog-post'];
    assert.deepEqual(registryProblems(registry, 1, iconExists), [
      'chain 1: pegFeeds.EUR cites source "a-blog-post", which the registry does not declare',
      'chain 1: pegFeeds.EUR reads "USD / EUR", not "EUR / USD"',
      'chain 1: pegFeeds.EUR cites 1 source, not two independent ones',
    ]);
  });

  it('names a peg feed address that is not checksummed', () => {
    const registry = ethereum();
    const feed = registry.pegFeeds?.EUR;
    assert.ok(feed);
    feed.address = feed.address.toLowerCase();
    assert.deepEqual(registryProblems(registry, 1, iconExists), [
      `chain 1: pegFeeds.EUR address ${feed.address} is not EIP-55 checksummed (0xb49f677943BC038e9857d61E7d053CaA2C1734C1)`,
    ]);
  });

  it('reports a cited source the registry does not declare', () => {
    const registry = ethereum();
    token(registry, 'LINK').feed?.sources.push('a-blog-post');
    assert.deepEqual(registryProblems(registry, 1, iconExists), ['chain 1: token LINK feed cites source "a-blog-post", which the registry does not declare']);
  });

  it('refuses a feed quoted in BTC, and an ETH-quoted feed without an ETH / USD feed to convert it', () => {
    const registry = ethereum();
    const wbtc = token(registry, 'WBTC');
    if (wbtc.feed) wbtc.feed.description = 'WBTC / BTC';
    delete registry.ethUsdFeed;
    const quotedInEth = registry.tokens.filter((entry) => entry.feed?.description.endsWith(' / ETH'));
    assert.ok(quotedInEth.length > 0, '1.json has no / ETH feed left to check');
    assert.deepEqual(registryProblems(registry, 1, iconExists), [
      'chain 1: token WBTC feed "WBTC / BTC" quotes neither USD nor ETH',
      ...quotedInEth.map((entry) => `chain 1: token ${entry.symbol} feed "${entry.feed?.description}" quotes ETH but the registry has no ethUsdFeed`),
    ]);
  });

  it('reports a stablecoin without a peg', () => {
    const registry = ethereum();
    delete token(registry, 'EURC').peg;
    assert.deepEqual(registryProblems(registry, 1, iconExists), ['chain 1: token EURC is a stablecoin without a peg']);
  });

  it("wants exactly one native coin, the chain's own", () => {
    const registry = ethereum();
    token(registry, 'WETH').tags.push('native');
    assert.deepEqual(registryProblems(registry, 1, iconExists), [
      'chain 1: has 2 tokens tagged native, not exactly one',
      'chain 1: native WETH is not at 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      "chain 1: native WETH is not ETH, the chain's coin",
    ]);
  });

  it("counts tokens against the chain's minimum and checks the file name", () => {
    const registry = ethereum();
    registry.tokens = registry.tokens.slice(0, 59);
    assert.deepEqual(registryProblems(registry, 1, iconExists), ['chain 1: has 59 tokens, fewer than 60']);
    assert.deepEqual(registryProblems(ethereum(), 10, iconExists).slice(0, 1), ['chain 10: chainId 1 does not match the file name']);
  });

  it('reports an icon that Ribbit does not serve', () => {
    const registry = ethereum();
    token(registry, 'PEPE').icon = '/icons/pepe.svg';
    assert.deepEqual(registryProblems(registry, 1, iconExists), ["chain 1: token PEPE icon /icons/pepe.svg is not in cryptocurrency-icons' svg/color"]);
  });
});
