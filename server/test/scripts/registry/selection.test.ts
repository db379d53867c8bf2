import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { RegistrySchema } from '../../../src/chains/registry/schema';
import { L2_SELECTION } from '../../../scripts/registry/selection';

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
