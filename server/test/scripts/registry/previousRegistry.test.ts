import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Registry } from '../../../src/chains/registry/schema';
import type { BuiltRegistry } from '../../../scripts/registry/buildRegistry';
import { mergeWithPrevious } from '../../../scripts/registry/previousRegistry';
import type { SelectedToken } from '../../../scripts/registry/selection';

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const BRETT = '0x532f27101965dd16442E59d40670FaF5eBB142E4';
const USDC_FEED = '0x7e860098F58bBFC8648a4311b374B1D669a2bc6B';
const source = (id: string) => ({ id, title: id, url: `https://example.org/${id}`, retrieved: '2026-11-23' });
const usdcFeed = (sources: string[]) => ({ address: USDC_FEED, description: 'USDC / USD', decimals: 8, heartbeatSeconds: 86_400, sources });

const selection: SelectedToken[] = [
  { symbol: 'USDC', address: USDC, asset: 'USDC', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'BRETT', address: BRETT, asset: 'BRETT', tags: [] },
];

const built: BuiltRegistry = {
  notes: [`BRETT ${BRETT} is not in the token list: left out`],
  registry: {
    chainId: 8453,
    name: 'Base',
    sources: [source('chainlist'), source('uniswap-default-list'), source('chainlink-feed-list')],
    tokens: [
      { address: NATIVE, symbol: 'ETH', name: 'Ether', decimals: 18, tags: ['native'], asset: 'ETH', sources: ['chainlist'] },
      {
        address: USDC,
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
        tags: ['stablecoin'],
        asset: 'USDC',
        peg: 'USD',
        feed: usdcFeed(['chainlink-feed-list']),
        sources: ['uniswap-default-list'],
      },
    ],
  },
};

const previous: Registry = {
  chainId: 8453,
  name: 'Base',
  sources: [source('chainlist'), source('aave-address-book'), source('trustwallet-assets'), source('moonwell-addresses'), source('retired-list')],
  tokens: [
    { address: NATIVE, symbol: 'ETH', name: 'Ether', decimals: 18, tags: ['native'], asset: 'ETH', sources: ['chainlist'] },
    {
      address: USDC,
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      tags: ['stablecoin'],
      asset: 'USDC',
      peg: 'USD',
      feed: usdcFeed(['moonwell-addresses']),
      sources: ['aave-address-book'],
    },
    { address: BRETT, symbol: 'BRETT', name: 'Brett', decimals: 18, tags: [], asset: 'BRETT', sources: ['trustwallet-assets'] },
  ],
};

describe('mergeWithPrevious', () => {
  it('keeps the hand-made cross-checks of unchanged addresses and the entries the list lacks', () => {
    const { registry, notes } = mergeWithPrevious(built, previous, selection);
    const usdc = registry.tokens.find((token) => token.symbol === 'USDC');
    assert.deepEqual(usdc?.sources, ['uniswap-default-list', 'aave-address-book']);
    assert.deepEqual(usdc.feed?.sources, ['chainlink-feed-list', 'moonwell-addresses']);
    assert.deepEqual(
      registry.tokens.map((token) => token.symbol),
      ['ETH', 'USDC', 'BRETT'],
    );
    assert.ok(notes.includes('BRETT: kept from the previous registry (its sources: trustwallet-assets)'));
    assert.deepEqual(
      registry.sources.map((entry) => entry.id),
      ['chainlist', 'uniswap-default-list', 'chainlink-feed-list', 'aave-address-book', 'trustwallet-assets', 'moonwell-addresses'],
    );
  });

  it('does not carry a previous feed over to a different proxy', () => {
    const moved = structuredClone(built);
    const usdc = moved.registry.tokens[1];
    usdc.feed = { ...usdcFeed(['chainlink-feed-list']), address: '0x1111111111111111111111111111111111111111' };
    const { registry } = mergeWithPrevious(moved, previous, selection);
    assert.deepEqual(registry.tokens[1]?.feed?.sources, ['chainlink-feed-list']);
  });

  it('notes a hand-checked feed that Chainlink no longer lists, and drops it', () => {
    const unlisted = structuredClone(built);
    delete unlisted.registry.tokens[1].feed;
    const { registry, notes } = mergeWithPrevious(unlisted, previous, selection);
    assert.equal(registry.tokens[1]?.feed, undefined);
    assert.ok(notes.includes(`USDC: feed USDC / USD ${USDC_FEED} is no longer in Chainlink's list: dropped`));
  });

  it('returns the built registry as it is on a first build', () => {
    assert.equal(mergeWithPrevious(built, null, selection), built);
  });
});
