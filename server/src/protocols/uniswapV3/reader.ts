/**
 * A wallet's Uniswap v3 liquidity, from the NonfungiblePositionManager (NPM):
 * 1. with the holdings: the NPM's `balanceOf(wallet)` and `tokenOfOwnerByIndex(wallet, i)` for the first
 *    FIRST_IDS positions (the calls past the wallet's count revert, harmlessly, inside the multicall);
 *    a wallet with no position ends here;
 * 2. (only past FIRST_IDS positions) the other token ids;
 * 3. `positions(id)` of each: its pool's key, its range, its liquidity, its fee growth last settled and
 *    what it is owed;
 * 4. each pool's `slot0` and fee growth, and the fee growth outside each range's two ticks (the pool's
 *    address is computed, not read), with the decimals and symbol of any token not on the chain's list.
 * Each half of a position is a holding of its token: the liquidity's amount at the pool's price plus
 * the uncollected fees, exactly as `decreaseLiquidity` + `collect` would pay them out.
 */
import type { Address } from 'viem';
import { addressOf, call, signed, uint, WALLET, words } from '../abiWords';
import type { Call, CallResult } from '../../chains/multicall/multicall';
import type { TokenInfo } from '../../domain/types';
import { listedToken, type PositionHolding, type ProtocolChain, type ProtocolChainReader, type ReadStep } from '../protocol';
import { amountsForLiquidity, feeGrowthInside, uncollectedFees, type FeeGrowth } from './liquidityAmounts';
import { poolAddress } from './poolAddress';
import { sqrtRatioAtTick } from './tickMath';
import { SELECTORS } from './selectors';
import { unlistedToken } from './unlistedToken';

/** Token ids asked with the holdings: most liquidity providers hold a few positions. */
export const FIRST_IDS = 8;
/** The NPM's ERC-721 symbol: what the wallet holds for a position. */
const RECEIPT_SYMBOL = 'UNI-V3-POS';

export interface UniswapV3Deployment {
  factory: Address;
  positionManager: Address;
}

interface OpenPosition {
  id: bigint;
  token0: Address;
  token1: Address;
  fee: number;
  tickLower: number;
  tickUpper: number;
  liquidity: bigint;
  insideLast: FeeGrowth;
  owed: FeeGrowth;
}

interface PoolState {
  sqrtPrice: bigint;
  tick: number;
  global: FeeGrowth;
}

const done = (holdings: PositionHolding[]): ReadStep => ({ positions: { holdings, loans: [] } });

function decodePosition(id: bigint, result: CallResult | undefined): OpenPosition | null {
  const w = words(result, 12);
  if (!w) return null;
  const position = {
    id,
    token0: addressOf(w[2]),
    token1: addressOf(w[3]),
    fee: Number(w[4]),
    tickLower: Number(signed(w[5], 24)),
    tickUpper: Number(signed(w[6], 24)),
    liquidity: w[7],
    insideLast: [w[8], w[9]] as const,
    owed: [w[10], w[11]] as const,
  };
  // A closed position (liquidity withdrawn, fees collected) is an empty NFT: nothing to show.
  return position.liquidity === 0n && position.owed[0] === 0n && position.owed[1] === 0n ? null : position;
}

/** One round of calls built from a list of parts, each part taking its results back in order. */
class Batch {
  readonly calls: Call[] = [];
  private readonly parts: { count: number; take: (results: readonly CallResult[]) => void }[] = [];

  add(calls: readonly Call[], take: (results: readonly CallResult[]) => void): void {
    this.calls.push(...calls);
    this.parts.push({ count: calls.length, take });
  }

  deliver(results: readonly CallResult[]): void {
    let at = 0;
    for (const part of this.parts) {
      part.take(results.slice(at, at + part.count));
      at += part.count;
    }
  }
}

export function uniswapV3Reader(deployment: UniswapV3Deployment, chain: ProtocolChain): ProtocolChainReader {
  const { positionManager: npm, factory } = deployment;
  const ids = (wallet: Address | typeof WALLET, from: number, to: number): Call[] =>
    Array.from({ length: to - from }, (_, index) => call(npm, SELECTORS.tokenOfOwnerByIndex, wallet, BigInt(from + index)));

  /** Round 4: the pools' state and each position's two halves. */
  const value = (positions: readonly OpenPosition[]): ReadStep => {
    if (positions.length === 0) return done([]);
    const batch = new Batch();
    const pools = new Map<Address, PoolState | null>();
    const ticks = new Map<string, FeeGrowth | null>();
    const tokens = new Map<Address, TokenInfo | null>();
    for (const position of positions) {
      const pool = poolAddress(factory, position.token0, position.token1, position.fee);
      if (!pools.has(pool)) {
        pools.set(pool, null);
        const calls = [call(pool, SELECTORS.slot0), call(pool, SELECTORS.feeGrowthGlobal0X128), call(pool, SELECTORS.feeGrowthGlobal1X128)];
        batch.add(calls, ([slot0, global0, global1]) => {
          const state = words(slot0, 2);
          const g0 = uint(global0);
          const g1 = uint(global1);
          if (state && g0 !== null && g1 !== null) pools.set(pool, { sqrtPrice: state[0], tick: Number(signed(state[1], 24)), global: [g0, g1] });
        });
      }
      for (const tick of [position.tickLower, position.tickUpper]) {
        const key = `${pool}:${tick}`;
        if (ticks.has(key)) continue;
        ticks.set(key, null);
        batch.add([call(pool, SELECTORS.ticks, BigInt(tick))], ([info]) => {
          const w = words(info, 4);
          if (w) ticks.set(key, [w[2], w[3]]);
        });
      }
      for (const address of [position.token0, position.token1]) {
        if (tokens.has(address)) continue;
        const listed = listedToken(chain, address);
        tokens.set(address, listed ?? null);
        if (listed) continue;
        batch.add([call(address, SELECTORS.decimals), call(address, SELECTORS.symbol)], ([decimals, symbol]) => {
          tokens.set(address, unlistedToken(chain.chainId, address, decimals, symbol));
        });
      }
    }
    return {
      calls: batch.calls,
      next: (results) => {
        batch.deliver(results);
        return done(
          positions.flatMap((position) => {
            const pool = pools.get(poolAddress(factory, position.token0, position.token1, position.fee));
            const lower = ticks.get(`${poolAddress(factory, position.token0, position.token1, position.fee)}:${position.tickLower}`);
            const upper = ticks.get(`${poolAddress(factory, position.token0, position.token1, position.fee)}:${position.tickUpper}`);
            const token0 = tokens.get(position.token0);
            const token1 = tokens.get(position.token1);
            // A pool or token that does not answer cannot be valued: the chain answered, the position is left out.
            if (!pool || !lower || !upper || !token0 || !token1) return [];
            return halves(position, pool, lower, upper, [token0, token1], npm);
          }),
        );
      },
    };
  };

  /** Round 3: each position's state. */
  const open = (tokenIds: readonly bigint[]): ReadStep => ({
    calls: tokenIds.map((id) => call(npm, SELECTORS.positions, id)),
    next: (results) => value(tokenIds.flatMap((id, index) => decodePosition(id, results[index]) ?? [])),
  });

  const tokenIdsOf = (results: readonly CallResult[]): bigint[] => results.flatMap((result) => uint(result) ?? []);

  return {
    walletCalls: [call(npm, SELECTORS.balanceOf, WALLET), ...ids(WALLET, 0, FIRST_IDS)],
    sharedCalls: [],
    claims: [],
    read(results, _shared, wallet) {
      const count = Number(uint(results[0]) ?? 0n);
      if (count === 0) return done([]);
      const first = tokenIdsOf(results.slice(1, 1 + Math.min(count, FIRST_IDS)));
      if (count <= FIRST_IDS) return open(first);
      // Round 2: the token ids past the first ones.
      return { calls: ids(wallet, FIRST_IDS, count), next: (more) => open([...first, ...tokenIdsOf(more)]) };
    },
  };
}

/** The position's two tokens, each its liquidity's amount plus its uncollected fees. */
function halves(
  position: OpenPosition,
  pool: PoolState,
  lowerOutside: FeeGrowth,
  upperOutside: FeeGrowth,
  tokens: readonly [TokenInfo, TokenInfo],
  npm: Address,
): PositionHolding[] {
  const { tickLower, tickUpper, liquidity } = position;
  const amounts = amountsForLiquidity(pool.sqrtPrice, sqrtRatioAtTick(tickLower), sqrtRatioAtTick(tickUpper), liquidity);
  const inside = feeGrowthInside(tickLower, tickUpper, pool.tick, pool.global, lowerOutside, upperOutside);
  const fees = uncollectedFees(liquidity, inside, position.insideLast, position.owed);
  // The pool's own test (UniswapV3Pool._modifyPosition): only then does the position earn fees.
  const inRange = pool.tick >= tickLower && pool.tick < tickUpper;
  const place = { kind: 'liquidity', receipt: { symbol: RECEIPT_SYMBOL, address: npm, units: 1 }, positionId: position.id.toString(), inRange } as const;
  return [0, 1].map((side) => ({ token: tokens[side], balance: amounts[side] + fees[side], place }));
}
