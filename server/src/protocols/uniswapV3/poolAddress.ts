/**
 * A Uniswap v3 pool's address without asking the chain: CREATE2 from the factory, salted with the
 * pool's key, over the pool's init code hash (v3-periphery's PoolAddress.computeAddress).
 */
import { encodeAbiParameters, getContractAddress, keccak256, type Address, type Hex } from 'viem';

/**
 * keccak256 of UniswapV3Pool's creation code: v3-periphery 1.4.4's PoolAddress.POOL_INIT_CODE_HASH, which
 * the npm artifact of v3-core 1.0.1's pool hashes to (tested). The Base deployment runs the same pool
 * code, so its pools sit at the same hash.
 */
export const POOL_INIT_CODE_HASH: Hex = '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54';

export function poolAddress(factory: Address, token0: Address, token1: Address, fee: number): Address {
  const salt = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint24' }], [token0, token1, fee]));
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecodeHash: POOL_INIT_CODE_HASH });
}
