import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { RegistrySchema } from '../../../src/chains/registry/schema';
import { L2_SELECTION, parseSelection } from '../../../scripts/registry/selection';

const REGISTRY_DIR = path.join(__dirname, '..', '..', '..', 'src', 'chains', 'registry');

/** The rebuild keeps exactly the selected tokens: the bundled files must say the same. */
describe('L2 selection', () => {
  for (const [chainId, selection] of L2_SELECTION) {
    it(`matches the bundled registry of chain ${chainId} token for token`, async () => {
      const registry: unknown = JSON.parse(await readFile(path.join(REGISTRY_DIR, `${chainId}.json`), 'utf8'));
      if (!Value.Check(RegistrySchema, registry)) assert.fail(`${chainId}.json does not match the registry schema`);
      const bundled = registry.tokens
        .filter((token) => !token.tags.includes('native'))
        .map((token) => ({ symbol: token.symbol, address: token.address, asset: token.asset, tags: token.tags, peg: token.peg }));
      const selected = selection.map((token) => ({ symbol: token.symbol, address: token.address, asset: token.asset, tags: token.tags, peg: token.peg }));
      assert.deepEqual(bundled, selected);
    });
  }
});

describe('selection.json', () => {
  const WETH = { symbol: 'WETH', address: '0x4200000000000000000000000000000000000006', asset: 'ETH', tags: ['wrapped'], feedBase: 'ETH' };
  const chain = (token: object) => [{ chainId: 10, name: 'OP Mainnet', tokens: [token] }];

  it('is read as the selection by chain id, every chain the rebuild knows', () => {
    assert.deepEqual([...L2_SELECTION.keys()], [10, 137, 8453, 42161]);
    assert.deepEqual(parseSelection(chain(WETH)).get(10), [WETH]);
  });

  it('refuses an entry without its asset, naming where it is', () => {
    const { asset: _asset, ...withoutAsset } = WETH;
    assert.throws(() => parseSelection(chain(withoutAsset)), /selection\.json\/0\/tokens\/0\/asset: Expected required property/);
  });

  it('refuses an address whose mixed case is not its checksum', () => {
    const typo = { ...WETH, symbol: 'USDC', address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff86' };
    assert.throws(() => parseSelection(chain(typo)), /USDC's address 0x0b2C639c533813f4Aa9D7837CAf62653d097Ff86 is mixed case/);
  });
});
