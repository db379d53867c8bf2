import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keccak256 } from 'viem';
import { uniswapArtifacts } from '../../../demo/seed/protocols/uniswapV3Artifacts';
import { POOL_INIT_CODE_HASH } from '../../../src/protocols/uniswapV3/poolAddress';

describe('Uniswap v3 pool addresses', () => {
  it('uses the init code hash that v3-core 1.0.1’s pool creation code hashes to', () => {
    assert.equal(keccak256(uniswapArtifacts().pool.bytecode), POOL_INIT_CODE_HASH);
  });
});
