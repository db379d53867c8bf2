/**
 * What a Uniswap v3 position is worth in its two tokens, in exact integer arithmetic:
 * - its liquidity's amounts at the pool's price: v3-periphery 1.4.4's LiquidityAmounts
 *   (getAmount0ForLiquidity, getAmount1ForLiquidity, getAmountsForLiquidity), which round down as
 *   the pool does when a position is burnt (SqrtPriceMath with roundUp false);
 * - its uncollected fees: the fee growth inside its range (v3-core's Tick.getFeeGrowthInside) since
 *   the position last settled, times its liquidity, plus what it is already owed, as the position
 *   manager computes them (NonfungiblePositionManager.decreaseLiquidity and collect).
 * Uint256 arithmetic wraps where Solidity 0.7 wraps (fee growth differences).
 */
const Q96 = 1n << 96n;
const Q128 = 1n << 128n;
const UINT256 = 1n << 256n;

const wrap = (value: bigint): bigint => ((value % UINT256) + UINT256) % UINT256;

export function amount0ForLiquidity(sqrtA: bigint, sqrtB: bigint, liquidity: bigint): bigint {
  const [low, high] = sqrtA > sqrtB ? [sqrtB, sqrtA] : [sqrtA, sqrtB];
  return ((liquidity << 96n) * (high - low)) / high / low;
}

export function amount1ForLiquidity(sqrtA: bigint, sqrtB: bigint, liquidity: bigint): bigint {
  const [low, high] = sqrtA > sqrtB ? [sqrtB, sqrtA] : [sqrtA, sqrtB];
  return (liquidity * (high - low)) / Q96;
}

/** The token amounts of `liquidity` between sqrtA and sqrtB at the price sqrtPrice (all Q64.96). */
export function amountsForLiquidity(sqrtPrice: bigint, sqrtA: bigint, sqrtB: bigint, liquidity: bigint): [bigint, bigint] {
  const [low, high] = sqrtA > sqrtB ? [sqrtB, sqrtA] : [sqrtA, sqrtB];
  if (sqrtPrice <= low) return [amount0ForLiquidity(low, high, liquidity), 0n];
  if (sqrtPrice < high) return [amount0ForLiquidity(sqrtPrice, high, liquidity), amount1ForLiquidity(low, sqrtPrice, liquidity)];
  return [0n, amount1ForLiquidity(low, high, liquidity)];
}

/** A pool's fee growth, per token, as Q128.128 fees per unit of liquidity. */
export type FeeGrowth = readonly [token0: bigint, token1: bigint];

/** The fee growth inside [tickLower, tickUpper) with the pool at tickCurrent (Tick.getFeeGrowthInside). */
export function feeGrowthInside(
  tickLower: number,
  tickUpper: number,
  tickCurrent: number,
  global: FeeGrowth,
  lowerOutside: FeeGrowth,
  upperOutside: FeeGrowth,
): FeeGrowth {
  const side = (index: 0 | 1): bigint => {
    const below = tickCurrent >= tickLower ? lowerOutside[index] : wrap(global[index] - lowerOutside[index]);
    const above = tickCurrent < tickUpper ? upperOutside[index] : wrap(global[index] - upperOutside[index]);
    return wrap(global[index] - below - above);
  };
  return [side(0), side(1)];
}

/** The fees a position has earned and not collected: owed plus (growth inside now − at its last settlement) × liquidity. */
export function uncollectedFees(liquidity: bigint, inside: FeeGrowth, insideLast: FeeGrowth, owed: FeeGrowth): FeeGrowth {
  const earned = (index: 0 | 1): bigint => (wrap(inside[index] - insideLast[index]) * liquidity) / Q128;
  return [owed[0] + earned(0), owed[1] + earned(1)];
}
