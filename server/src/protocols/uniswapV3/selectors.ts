/** The calls the Uniswap v3 reader makes, by the signatures of v3-core 1.0.1 and v3-periphery 1.4.4. */
import { selector } from '../abiWords';

export const SELECTORS = {
  balanceOf: selector('function balanceOf(address owner)'),
  tokenOfOwnerByIndex: selector('function tokenOfOwnerByIndex(address owner, uint256 index)'),
  positions: selector('function positions(uint256 tokenId)'),
  slot0: selector('function slot0()'),
  feeGrowthGlobal0X128: selector('function feeGrowthGlobal0X128()'),
  feeGrowthGlobal1X128: selector('function feeGrowthGlobal1X128()'),
  ticks: selector('function ticks(int24 tick)'),
  decimals: selector('function decimals()'),
  symbol: selector('function symbol()'),
} as const;
