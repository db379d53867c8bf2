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
 *
 * Bounds (docs/positions.md, "Bounds"): anyone can mint positions into any wallet, so only the first
 * MAX_POSITIONS of the wallet's token ids are read, in the NPM's own order (ERC721Enumerable: oldest first,
 * so dust minted later does not push out what the wallet had); the rest are counted, set aside as left-out.
 * Which are largest cannot be known without reading them all. A token that cannot say its decimals or
 * symbol, or a pool that does not answer, is set aside with why; the position's other half is still read.
 */
import type { Address } from 'viem';
import type { ReadFailure, SetAsideToken } from '../../../../contract';
import { unreadable } from '../../chains/unreadable';
import { addressOf, call, signed, uint, WALLET, words } from '../abiWords';
import type { Call, CallResult } from '../../chains/multicall/multicall';
import type { TokenInfo } from '../../domain/types';
import { listedToken, type PositionHolding, type ProtocolChain, type ProtocolChainReader, type ReadStep } from '../protocol';
import { amountsForLiquidity, feeGrowthInside, uncollectedFees, type FeeGrowth } from './liquidityAmounts';
import { poolAddress } from './poolAddress';
import { sqrtRatioAtTick } from './tickMath';
import { SELECTORS } from './selectors';
import { shortAddress, unlistedToken } from './unlistedToken';

/** Token ids asked with the holdings: most liquidity providers hold a few positions. */
export const FIRST_IDS = 8;
/**
 * Positions read of one wallet at most. Each is two cards in the answer (~1.5 KB each), so 50 keep a wallet of
 * 20,000 dust positions' answer under 200 KB, and its reading to four eth_calls.
 */
export const MAX_POSITIONS = 50;
/** What the answer names positions left out or set aside by. */
const POSITIONS_NAME = 'Uniswap positions';
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

const done = (holdings: PositionHolding[], setAside: SetAsideToken[] = []): ReadStep => ({ positions: { holdings, loans: [], setAside } });

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

export function uniswapV3Reader(deployment: UniswapV3Deployment, chain: ProtocolChain, maxPositions = MAX_POSITIONS): ProtocolChainReader {
  const { positionManager: npm, factory } = deployment;
  const label = (symbol: string, name: string) => ({ chainId: chain.chainId, symbol, name });
  const ids = (wallet: Address | typeof WALLET, from: number, to: number): Call[] =>
    Array.from({ length: to - from }, (_, index) => call(npm, SELECTORS.tokenOfOwnerByIndex, wallet, BigInt(from + index)));

  /** Round 4: the pools' state and each position's two halves. */
  const value = (positions: readonly OpenPosition[], setAside: SetAsideToken[]): ReadStep => {
    if (positions.length === 0) return done([], setAside);
    const batch = new Batch();
    const pools = new Map<Address, PoolState | null>();
    const ticks = new Map<string, FeeGrowth | null>();
    const tokens = new Map<Address, TokenInfo | null>();
    const unreadTokens = new Map<Address, ReadFailure>();
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
          const read = unlistedToken(chain.chainId, address, decimals, symbol);
          if ('token' in read) tokens.set(address, read.token);
          else unreadTokens.set(address, read.failure);
        });
      }
    }
    return {
      calls: batch.calls,
      next: (results) => {
        batch.deliver(results);
        for (const [address, failure] of unreadTokens) setAside.push(unreadable(label(shortAddress(address), shortAddress(address)), failure));
        let poolsUnread = 0;
        const holdings = positions.flatMap((position) => {
          const address = poolAddress(factory, position.token0, position.token1, position.fee);
          const pool = pools.get(address);
          const lower = ticks.get(`${address}:${position.tickLower}`);
          const upper = ticks.get(`${address}:${position.tickUpper}`);
          // A pool that does not answer cannot value either half: the position is set aside, counted below.
          if (!pool || !lower || !upper) {
            poolsUnread += 1;
            return [];
          }
          // A token that cannot be read has its half set aside (above); the other half is still the wallet's.
          const pair = [tokens.get(position.token0) ?? null, tokens.get(position.token1) ?? null] as const;
          return halves(position, pool, lower, upper, pair, npm);
        });
        if (poolsUnread > 0) setAside.push(unreadable(label(RECEIPT_SYMBOL, `${poolsUnread} ${POSITIONS_NAME}`), 'failed'));
        return done(holdings, setAside);
      },
    };
  };

  /** Round 3: each position's state. `setAside`: what is already said of the wallet's positions (those left out). */
  const open = (tokenIds: readonly bigint[], setAside: SetAsideToken[]): ReadStep => ({
    calls: tokenIds.map((id) => call(npm, SELECTORS.positions, id)),
    next: (results) =>
      value(
        tokenIds.flatMap((id, index) => decodePosition(id, results[index]) ?? []),
        setAside,
      ),
  });

  const tokenIdsOf = (results: readonly CallResult[]): bigint[] => results.flatMap((result) => uint(result) ?? []);

  return {
    walletCalls: [call(npm, SELECTORS.balanceOf, WALLET), ...ids(WALLET, 0, FIRST_IDS)],
    sharedCalls: [],
    claims: [],
    read(results, _shared, wallet) {
      const held = uint(results[0]) ?? 0n;
      if (held === 0n) return done([]);
      // A count past any real wallet's (2^256 − 1 from a broken NPM) is only ever compared, never looped over.
      const count = held > BigInt(maxPositions) ? maxPositions : Number(held);
      const leftOut = held - BigInt(count);
      const setAside: SetAsideToken[] =
        leftOut > 0n ? [{ ...label(RECEIPT_SYMBOL, POSITIONS_NAME), reason: 'left-out', count: leftOut > 2n ** 52n ? 2 ** 52 : Number(leftOut) }] : [];
      const first = tokenIdsOf(results.slice(1, 1 + Math.min(count, FIRST_IDS)));
      if (count <= FIRST_IDS) return open(first, setAside);
      // Round 2: the token ids past the first ones, up to the bound.
      return { calls: ids(wallet, FIRST_IDS, count), next: (more) => open([...first, ...tokenIdsOf(more)], setAside) };
    },
  };
}

/** The position's two tokens, each its liquidity's amount plus its uncollected fees. */
function halves(
  position: OpenPosition,
  pool: PoolState,
  lowerOutside: FeeGrowth,
  upperOutside: FeeGrowth,
  tokens: readonly [TokenInfo | null, TokenInfo | null],
  npm: Address,
): PositionHolding[] {
  const { tickLower, tickUpper, liquidity } = position;
  const amounts = amountsForLiquidity(pool.sqrtPrice, sqrtRatioAtTick(tickLower), sqrtRatioAtTick(tickUpper), liquidity);
  const inside = feeGrowthInside(tickLower, tickUpper, pool.tick, pool.global, lowerOutside, upperOutside);
  const fees = uncollectedFees(liquidity, inside, position.insideLast, position.owed);
  // The pool's own test (UniswapV3Pool._modifyPosition): only then does the position earn fees.
  const inRange = pool.tick >= tickLower && pool.tick < tickUpper;
  const place = { kind: 'liquidity', receipt: { symbol: RECEIPT_SYMBOL, address: npm, units: 1 }, positionId: position.id.toString(), inRange } as const;
  return ([0, 1] as const).flatMap((side) => {
    const token = tokens[side];
    return token ? [{ token, balance: amounts[side] + fees[side], place }] : [];
  });
}
