/**
 * The service's shared vocabulary. The chain readers, the price sources, the
 * engine and the routes all speak in these types, so each piece can be built
 * and tested on its own.
 */
import type { Address } from 'viem';

// The contract defines the actions once, for the engine, the wire and the app.
export { ACTIONS, type Action } from '../../../contract/actions';

/**
 * Stands for a chain's native coin (ETH, POL) wherever a token address is
 * expected. The same placeholder on every chain: keys carry the chain id
 * (tokenKey), so ETH on Ethereum and POL on Polygon never collide.
 */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

/**
 * The shortest feed heartbeat a token may declare (feedHeartbeatSeconds), in
 * seconds. Chainlink's Polygon feeds beat every 27 s (docs/registries.md,
 * Polygon); a reader allows heartbeat + 120 s before it calls a price stale
 * (prices/chainlink/tokenReading.ts).
 */
export const MIN_HEARTBEAT_SECONDS = 1;

/** Currencies a stablecoin can track; EUR stablecoins are measured against EUR / USD. */
export type PegCurrency = 'USD' | 'EUR';

/** One entry of the token registry, in the Uniswap token-list format. */
export interface TokenInfo {
  chainId: number;
  /** Checksummed; NATIVE_TOKEN_ADDRESS for the native coin. */
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  /** https: or same-origin ("/icons/eth.svg") image URL; absent when none is known. */
  logoURI?: string;
  /** e.g. "stablecoin", "native". */
  tags?: string[];
  extensions?: {
    /** Chainlink-style AggregatorV3Interface proxy pricing this token: X / USD, or X / ETH (converted). */
    priceFeed?: Address;
    /** Longest normal gap between the feed's rounds, seconds; older prices are stale. Default 26 h. */
    feedHeartbeatSeconds?: number;
    /** The asset across chains ("USDC"): holdings of one asset on several chains are one exposure. */
    asset?: string;
    /** Stablecoins: the currency tracked. Default USD. */
    peg?: PegCurrency;
  };
}

/** The one key of a token everywhere (caches, engine, answers): chain id and lowercase address. */
export type TokenKey = `${number}:0x${string}`;

export function tokenKey(token: { chainId: number; address: string }): TokenKey {
  return `${token.chainId}:${token.address.toLowerCase()}` as TokenKey;
}

/** The asset a token is, across chains; a token the registry does not group is its own asset. */
export function assetKey(token: TokenInfo): string {
  return token.extensions?.asset ?? tokenKey(token);
}

/** A balance read on-chain, in the token's smallest unit. Never zero. */
export interface Holding {
  token: TokenInfo;
  balance: bigint;
}

export const PRICE_SOURCE_IDS = ['chainlink', 'defillama'] as const;
export type PriceSourceId = (typeof PRICE_SOURCE_IDS)[number];

/** What a price source knows of one token. */
export interface PriceHistory {
  /** USD per whole unit, from the latest round. */
  priceUsd: number;
  /** Unix seconds of the latest round. */
  updatedAt: number;
  /** One USD close per UTC day, oldest first; the last entry is the latest day. */
  dailyCloses: number[];
  source: PriceSourceId;
}

/**
 * What one source says of one token:
 * - ok: a usable price;
 * - none: this source does not know the token (no feed, not listed): another source may;
 * - unavailable: it should, but failed for this token (feed reverted, answered nothing, wrong currency);
 * - stale: the latest price is older than the feed's heartbeat allows (or the L2 sequencer is/was down).
 */
export type PriceReading =
  | { status: 'ok'; history: PriceHistory }
  | { status: 'none' }
  | { status: 'unavailable'; reason: string }
  | { status: 'stale'; history: PriceHistory; ageSeconds: number };

export interface PriceSource {
  readonly id: PriceSourceId;
  /**
   * One reading per distinct token, keyed by tokenKey. One token's failure is its
   * reading, never a rejection; rejects with PriceError only when the source as a
   * whole cannot be reached (node down, API down).
   */
  read(tokens: readonly TokenInfo[]): Promise<Map<TokenKey, PriceReading>>;
}

/** The source of prices could not be read (node down, feed reverted, time-out). Routes answer 502/503. */
export class PriceError extends Error {
  override name = 'PriceError';
}

/** The chain could not be read. Routes answer 503. */
export class ChainError extends Error {
  override name = 'ChainError';
}
