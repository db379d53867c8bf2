import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { chainDefinition, type ChainDefinition } from '../../../src/domain/chains';
import { RegistrySchema } from '../../../src/chains/registry/schema';
import { NATIVE_TOKEN_ADDRESS, type TokenInfo } from '../../../src/domain/types';
import { buildRegistry, pickFeed, type RegistryInputs } from '../../../scripts/registry/buildRegistry';
import { FeedListError, toChainlinkFeedList, type ChainlinkFeed } from '../../../scripts/registry/chainlinkFeeds';
import type { SelectedToken } from '../../../scripts/registry/selection';

const BASE = chainDefinition(8453) as ChainDefinition;
const WETH = '0x4200000000000000000000000000000000000006';
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const CBETH = '0x2Ae3F1Ec7F1F5012CFEab0185bfc7aa3cf0DEc22';

const listed = (address: `0x${string}`, symbol: string, name: string, decimals: number): TokenInfo => ({ chainId: 8453, address, symbol, name, decimals });
const feed = (description: string, address: `0x${string}`, heartbeatSeconds = 86_400, decimals = 8): ChainlinkFeed => {
  const [base, quote] = description.split(' / ') as [string, string];
  return { address, description, base, quote, decimals, heartbeatSeconds };
};
const ETH_USD = feed('ETH / USD', '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70', 1200);
const CBETH_ETH = feed('CBETH / ETH', '0x806b4Ac04501c29769051e42783cF04dCE41440b', 86_400, 18);

const source = (id: string) => ({ id, title: id, url: `https://example.org/${id}`, retrieved: '2026-11-23' });

function inputs(overrides: Partial<RegistryInputs> = {}): RegistryInputs {
  const selection: SelectedToken[] = [
    { symbol: 'WETH', address: WETH, asset: 'ETH', tags: ['wrapped'], feedBase: 'ETH' },
    { symbol: 'USDC', address: USDC, asset: 'USDC', tags: ['stablecoin'], peg: 'USD' },
    { symbol: 'cbETH', address: CBETH, asset: 'cbETH', tags: [] },
  ];
  return {
    chain: BASE,
    selection,
    tokenList: [listed(WETH, 'WETH', 'Wrapped Ether', 18), listed(USDC, 'USDC', 'USD Coin', 6), listed(CBETH, 'cbETH', 'Coinbase Wrapped Staked ETH', 18)],
    feedList: {
      feeds: [ETH_USD, feed('USDC / USD', '0x7e860098F58bBFC8648a4311b374B1D669a2bc6B'), CBETH_ETH],
      sequencerUptimeFeed: '0xBCF85224fc0756B9Fa45aA7892530B47e10b6433',
    },
    sources: { chain: source('chainlist'), tokenList: source('uniswap-default-list'), feedList: source('chainlink-feed-list') },
    iconExists: (fileName) => ['eth.svg', 'usdc.svg'].includes(fileName),
    ...overrides,
  };
}

describe('pickFeed', () => {
  it('prefers the USD feed and falls back to the ETH one', () => {
    const feeds = [feed('LINK / ETH', '0xc5E65227fe3385B88468F9A01600017cDC9F3A12'), feed('LINK / USD', '0x17CAb8FE31E32f08326e5E27412894e49B0f9D65')];
    assert.equal(pickFeed(feeds, 'link')?.description, 'LINK / USD');
    assert.equal(pickFeed(feeds.slice(0, 1), 'LINK')?.description, 'LINK / ETH');
    assert.equal(pickFeed(feeds, 'UNI'), undefined);
  });
});

describe('buildRegistry', () => {
  it('writes a valid registry: native coin first, curated tokens with list facts and their feed', () => {
    const { registry, notes } = buildRegistry(inputs());
    assert.ok(Value.Check(RegistrySchema, registry), JSON.stringify([...Value.Errors(RegistrySchema, registry)][0]));
    assert.deepEqual(notes, []);
    assert.deepEqual(
      registry.tokens.map((token) => [token.symbol, token.asset, token.feed?.description ?? null, token.icon ?? null]),
      [
        ['ETH', 'ETH', 'ETH / USD', '/icons/eth.svg'],
        ['WETH', 'ETH', 'ETH / USD', null],
        ['USDC', 'USDC', 'USDC / USD', '/icons/usdc.svg'],
        ['cbETH', 'cbETH', 'CBETH / ETH', null],
      ],
    );
    assert.equal(registry.tokens[0]?.address, NATIVE_TOKEN_ADDRESS);
    assert.deepEqual(registry.tokens[0]?.sources, ['chainlist']);
    assert.deepEqual(registry.tokens[2]?.sources, ['uniswap-default-list']);
    assert.equal(registry.tokens[2]?.peg, 'USD');
    assert.equal(registry.tokens[3]?.feed?.decimals, 18);
    assert.equal(registry.ethUsdFeed?.address, ETH_USD.address);
    assert.equal(registry.sequencerUptimeFeed?.address, '0xBCF85224fc0756B9Fa45aA7892530B47e10b6433');
  });

  it('leaves out, with a note, a token the list lacks and a feed beating faster than the schema allows', () => {
    // Chainlink's list format allows a 0 s heartbeat; the registry schema starts at 1 s.
    const broken = feed('USDC / USD', '0x7e860098F58bBFC8648a4311b374B1D669a2bc6B', 0);
    const { registry, notes } = buildRegistry(
      inputs({ tokenList: [listed(USDC, 'USDC', 'USD Coin', 6)], feedList: { feeds: [broken], sequencerUptimeFeed: null } }),
    );
    assert.deepEqual(
      registry.tokens.map((token) => token.symbol),
      ['ETH', 'USDC'],
    );
    assert.equal(registry.tokens[1]?.feed, undefined);
    assert.equal(registry.ethUsdFeed, undefined);
    assert.equal(registry.sequencerUptimeFeed, undefined);
    assert.ok(notes.some((note) => note.startsWith('WETH 0x4200') && note.endsWith('left out')));
    assert.ok(notes.some((note) => note.includes('every 0 s')));
    assert.ok(notes.some((note) => note.includes('no sequencer uptime feed')));
  });

  it("keeps Polygon's 27 s feeds and prices the native coin with the feed its nativeFeedBase names", () => {
    const polygon = chainDefinition(137) as ChainDefinition;
    const WMATIC = '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270';
    const maticUsd = feed('MATIC / USD', '0xAB594600376Ec9fD91F8e885dADF0CE036862dE0', 27);
    const polygonInputs = (nativeFeedBase?: string) =>
      inputs({
        chain: polygon,
        selection: [{ symbol: 'WMATIC', address: WMATIC, asset: 'POL', tags: ['wrapped'], feedBase: 'MATIC' }],
        ...(nativeFeedBase ? { nativeFeedBase } : {}),
        tokenList: [{ chainId: 137, address: WMATIC, symbol: 'WMATIC', name: 'Wrapped Matic', decimals: 18 }],
        feedList: { feeds: [maticUsd], sequencerUptimeFeed: null },
      });
    const { registry } = buildRegistry(polygonInputs('MATIC'));
    assert.ok(Value.Check(RegistrySchema, registry), JSON.stringify([...Value.Errors(RegistrySchema, registry)][0]));
    assert.deepEqual(
      registry.tokens.map((token) => [token.symbol, token.feed?.description ?? null, token.feed?.heartbeatSeconds ?? null]),
      [
        ['POL', 'MATIC / USD', 27],
        ['WMATIC', 'MATIC / USD', 27],
      ],
    );
    // Without it the native coin looks for a "POL / …" feed, which this list does not have.
    assert.equal(buildRegistry(polygonInputs()).registry.tokens[0]?.feed, undefined);
  });

  it('notes a selection whose symbol the list contradicts (a likely address typo)', () => {
    const { notes } = buildRegistry(inputs({ tokenList: [listed(WETH, 'WETH', 'Wrapped Ether', 18), listed(USDC, 'USDT', 'Tether USD', 6)] }));
    assert.ok(notes.includes(`${USDC}: the list says USDT, the selection USDC`));
  });
});

describe('toChainlinkFeedList', () => {
  const entry = (name: string, proxyAddress: string | null, extra: Record<string, unknown> = {}) => ({
    name,
    proxyAddress,
    decimals: 8,
    heartbeat: 86_400,
    ...extra,
  });

  it('keeps pairs served by a proxy, skips SVR twins and retired feeds, and finds the sequencer feed', () => {
    const list = toChainlinkFeedList([
      entry('ETH / USD', '0x71041dddad3595f9ced3dccfbe3d1f4b0a16bb70', { path: 'eth-usd', feedCategory: 'low' }),
      entry('ETH / USD', '0x1111111111111111111111111111111111111111', { path: 'eth-usd-svr' }),
      entry('OLD / USD', '0x2222222222222222222222222222222222222222', { feedCategory: 'deprecating' }),
      entry('NEW / USD', null),
      entry('L2 Sequencer Uptime Status Feed', '0xbcf85224fc0756b9fa45aa7892530b47e10b6433', { decimals: 0 }),
    ]);
    assert.deepEqual(
      list.feeds.map((feedEntry) => [feedEntry.description, feedEntry.address]),
      [['ETH / USD', '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70']],
    );
    assert.equal(list.sequencerUptimeFeed, '0xBCF85224fc0756B9Fa45aA7892530B47e10b6433');
  });

  it('rejects a document that is not a feed list, naming the field', () => {
    assert.throws(
      () => toChainlinkFeedList([{ name: 'ETH / USD', proxyAddress: 'nope', decimals: 8, heartbeat: 60 }]),
      (error: unknown) => error instanceof FeedListError && /proxyAddress/.test(error.message),
    );
  });
});
