/**
 * The transactions of a Uniswap v3 market on the local chain: prices as ticks, and the calls that open
 * positions and swap (the position manager's mint, the router's exactInputSingle), each from the
 * seeding account. The demo's seeding and the tests that check the reader build on them.
 */
import { encodeFunctionData, erc20Abi, maxUint256, type Address } from 'viem';
import { MAX_TICK, MIN_TICK, sqrtRatioAtTick } from '../../../src/protocols/uniswapV3/tickMath';
import type { Transaction } from '../blocks';
import { uniswapArtifacts } from './uniswapV3Artifacts';

/** Fee tier and its tick spacing (UniswapV3Factory's constructor enables 500 with spacing 10). */
export const FEE = 500;
export const TICK_SPACING = 10;
/** Far in the future: the deadlines of mint and swap. */
const DEADLINE = 2n ** 40n;
const MINT_GAS = 1_000_000n;
const SWAP_GAS = 1_000_000n;
const APPROVE_GAS = 100_000n;

/** The greatest tick whose sqrt ratio is at most `sqrtPrice` (TickMath.getTickAtSqrtRatio), by bisection. */
export function tickAtSqrtRatio(sqrtPrice: bigint): number {
  let low = MIN_TICK;
  let high = MAX_TICK;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (sqrtRatioAtTick(middle) <= sqrtPrice) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** floor(√value), by Newton's method. */
function sqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = value;
  let next = (x + 1n) / 2n;
  while (next < x) {
    x = next;
    next = (x + value / x) / 2n;
  }
  return x;
}

/** A pair's price as the pool keeps it: sqrt(token1 units per token0 unit) × 2^96. */
export interface Pair {
  token0: { address: Address; decimals: number };
  token1: { address: Address; decimals: number };
}

/**
 * sqrtPriceX96 for `usdPerToken1` dollars of token0 per whole token1 (token0 a dollar: "ETH at $3,400"
 * in a USDC/WETH pool), from exact integers: price = 10^d1 / (usd × 10^d0).
 */
export function sqrtPriceForUsd(pair: Pair, usdPerToken1: number): bigint {
  const cents = BigInt(Math.round(usdPerToken1 * 100));
  const numerator = 10n ** BigInt(pair.token1.decimals) * 100n;
  const denominator = cents * 10n ** BigInt(pair.token0.decimals);
  return sqrt((numerator << 192n) / denominator);
}

/** The usable tick (a multiple of the spacing) at or below the price of `usdPerToken1`. */
export function tickForUsd(pair: Pair, usdPerToken1: number): number {
  const tick = tickAtSqrtRatio(sqrtPriceForUsd(pair, usdPerToken1));
  return Math.floor(tick / TICK_SPACING) * TICK_SPACING;
}

export function approve(token: Address, spender: Address): Transaction {
  return { to: token, gas: APPROVE_GAS, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }) };
}

export function createPool(positionManager: Address, pair: Pair, sqrtPrice: bigint): Transaction {
  const { abi } = uniswapArtifacts().positionManager;
  return {
    to: positionManager,
    gas: 6_000_000n,
    data: encodeFunctionData({ abi, functionName: 'createAndInitializePoolIfNecessary', args: [pair.token0.address, pair.token1.address, FEE, sqrtPrice] }),
  };
}

export interface MintArgs {
  tickLower: number;
  tickUpper: number;
  amount0: bigint;
  amount1: bigint;
  recipient: Address;
}

export function mint(positionManager: Address, pair: Pair, args: MintArgs): Transaction {
  const { abi } = uniswapArtifacts().positionManager;
  const params = {
    token0: pair.token0.address,
    token1: pair.token1.address,
    fee: FEE,
    tickLower: args.tickLower,
    tickUpper: args.tickUpper,
    amount0Desired: args.amount0,
    amount1Desired: args.amount1,
    amount0Min: 0n,
    amount1Min: 0n,
    recipient: args.recipient,
    deadline: DEADLINE,
  };
  return { to: positionManager, gas: MINT_GAS, data: encodeFunctionData({ abi, functionName: 'mint', args: [params] }) };
}

/** Sells `amountIn` of `tokenIn` for the pair's other token; the proceeds go to the seller. */
export function swap(router: Address, tokenIn: Address, tokenOut: Address, amountIn: bigint, recipient: Address): Transaction {
  const { abi } = uniswapArtifacts().swapRouter;
  const params = { tokenIn, tokenOut, fee: FEE, recipient, deadline: DEADLINE, amountIn, amountOutMinimum: 0n, sqrtPriceLimitX96: 0n };
  return { to: router, gas: SWAP_GAS, data: encodeFunctionData({ abi, functionName: 'exactInputSingle', args: [params] }) };
}
