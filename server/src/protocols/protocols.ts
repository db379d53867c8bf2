/**
 * Every protocol Ribbit reads positions in, one record each (protocol.ts), keyed by the contract's
 * protocol ids: a protocol id without its record does not compile.
 */
import { PROTOCOL_IDS, type ProtocolId } from '../../../contract';
import type { Protocol } from './protocol';
import { aaveV3 } from './aaveV3';
import { compoundV3 } from './compoundV3';
import { uniswapV3 } from './uniswapV3';
import { lido } from './staking/lido';
import { etherFi } from './staking/etherFi';
import { rocketPool } from './staking/rocketPool';
import { sky } from './vaults/sky';
import { ethena } from './vaults/ethena';

export const PROTOCOLS: Readonly<Record<ProtocolId, Protocol>> = {
  'aave-v3': aaveV3,
  'compound-v3': compoundV3,
  'uniswap-v3': uniswapV3,
  lido,
  'ether-fi': etherFi,
  'rocket-pool': rocketPool,
  sky,
  ethena,
};

/** In the contract's order, which is the order positions are read and listed in. */
export const PROTOCOL_LIST: readonly Protocol[] = PROTOCOL_IDS.map((id) => PROTOCOLS[id]);
