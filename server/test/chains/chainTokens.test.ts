import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chainTokens } from '../../src/chains/chainTokens';
import { bundledTokens } from '../../src/chains/registry/load';
import { NATIVE_TOKEN_ADDRESS, type TokenInfo } from '../../src/domain/types';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('chainTokens', () => {
  it("overlays a plain list's entry on the registry's: what the list says wins, the feed, asset, peg and tags stay", () => {
    const registryUsdc = bundledTokens(1).find((token) => token.address === USDC);
    assert.ok(registryUsdc?.extensions?.priceFeed, 'the registry knows USDC and its feed');
    const listed: TokenInfo = {
      chainId: 1,
      address: USDC,
      symbol: 'USDC',
      name: 'USD Coin (from the list)',
      decimals: 6,
      logoURI: 'https://example.org/usdc.png',
    };
    const usdc = chainTokens(1, [listed]).find((token) => token.address === USDC);
    assert.equal(usdc?.name, 'USD Coin (from the list)');
    assert.equal(usdc.logoURI, 'https://example.org/usdc.png');
    assert.deepEqual(usdc.extensions, registryUsdc.extensions);
    assert.ok(usdc.tags?.includes('stablecoin'));
  });

  it('adds list entries the registry lacks, only for the chain asked for', () => {
    const extra: TokenInfo = { chainId: 1, address: '0x1111111111111111111111111111111111111111', symbol: 'NEW', name: 'New', decimals: 18 };
    const elsewhere: TokenInfo = { ...extra, chainId: 10 };
    const tokens = chainTokens(1, [extra, elsewhere]);
    assert.equal(tokens.length, bundledTokens(1).length + 1);
    assert.equal(tokens.filter((token) => token.symbol === 'NEW').length, 1);
  });

  it("adds the chain's native coin from its definition when neither the registry nor the list has it", () => {
    const [native] = chainTokens(100, [{ chainId: 100, address: '0x1111111111111111111111111111111111111111', symbol: 'X', name: 'X', decimals: 18 }]).filter(
      (token) => token.address === NATIVE_TOKEN_ADDRESS,
    );
    assert.deepEqual(native, {
      chainId: 100,
      address: NATIVE_TOKEN_ADDRESS,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      tags: ['native'],
      extensions: { asset: 'ETH' },
    });
    const polygon = chainTokens(137).filter((token) => token.address === NATIVE_TOKEN_ADDRESS);
    assert.deepEqual(
      polygon.map((token) => token.symbol),
      ['POL'],
      'the registry has it once, as POL',
    );
  });
});
