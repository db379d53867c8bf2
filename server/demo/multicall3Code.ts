/**
 * Multicall3 as Ethereum mainnet runs it: the runtime code its canonical
 * deployment left at 0xcA11bde05977b3631167028862bE2a173976CA11, kept in
 * server/contracts/vendor/Multicall3.mainnet-runtime.hex. It is what the
 * pre-signed deployment transaction in mds1/multicall's README (signer
 * 0x05f32b3c…63f2, nonce 0, so that address on every chain that took it)
 * creates, and its keccak is the code hash public tables list for chain 1. The
 * local chains and the tests put exactly this code there, so the gas the tests
 * measure is mainnet's: a compile of the Solidity source costs less per call.
 * docs/local-chain.md names the sources.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { keccak256, type Hex } from 'viem';
import { CONTRACTS_DIR } from './compile';

export const MULTICALL3_RUNTIME_FILE = path.join(CONTRACTS_DIR, 'vendor', 'Multicall3.mainnet-runtime.hex');
/** keccak256 of mainnet's Multicall3 runtime code (eth_getCode at the canonical address on chain 1). */
export const MULTICALL3_RUNTIME_CODE_HASH: Hex = '0xd5c15df687b16f2ff992fc8d767b4216323184a2bbc6ee2f9c398c318e770891';

let cached: Hex | undefined;

/** The runtime code, checked against the code hash: a damaged file stops the start rather than seed another contract. */
export function mainnetMulticall3Code(): Hex {
  if (cached) return cached;
  const code = readFileSync(MULTICALL3_RUNTIME_FILE, 'utf8').trim() as Hex;
  if (!/^0x[0-9a-f]+$/.test(code) || keccak256(code) !== MULTICALL3_RUNTIME_CODE_HASH)
    throw new Error(`${MULTICALL3_RUNTIME_FILE} is not mainnet's Multicall3 runtime code (keccak256 ≠ ${MULTICALL3_RUNTIME_CODE_HASH})`);
  cached = code;
  return code;
}
