/**
 * What protocols.test.ts does not walk: each Comet's collateral list (its own sources, every asset a
 * checksummed token of the chain's bundled registry).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getAddress } from 'viem';
import { bundledRegistry } from '../../../src/chains/registry/load';
import { COMPOUND_ON_BASE, COMPOUND_ON_ETHEREUM, COMPOUND_V3_SOURCES } from '../../../src/protocols/compoundV3/deployments';

describe('the Comets’ collateral lists', () => {
  const declared = new Set(COMPOUND_V3_SOURCES.map((source) => source.id));
  for (const [chainId, deployment] of [
    [1, COMPOUND_ON_ETHEREUM],
    [8453, COMPOUND_ON_BASE],
  ] as const) {
    for (const market of deployment.markets) {
      it(`${market.symbol} on ${chainId}: two declared sources, every asset a registry token`, () => {
        assert.ok(new Set(market.collateralSources).size >= 2);
        for (const source of market.collateralSources) assert.ok(declared.has(source), source);
        const registry = bundledRegistry(chainId);
        for (const asset of market.collateral) {
          assert.equal(asset, getAddress(asset));
          assert.ok(
            registry?.tokens.some((token) => token.address === asset),
            `${asset} is not in the registry of ${chainId}`,
          );
        }
      });
    }
  }
});
