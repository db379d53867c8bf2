/**
 * The service's shared vocabulary: what several stages speak, so each piece can
 * be built and tested on its own. Tokens and their keys (the registry, the
 * readers, the engine), a price's history (made by prices/, read by the engine),
 * ChainError (thrown by wallet/ and chains/). An interface one stage implements
 * lives with it: Holding in chains/holdings, the price source port in
 * prices/priceSource.
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

/** 'lending-oracle': the price a lending market's own oracle gives a token it holds (Aave's AaveOracle). */
export const PRICE_SOURCE_IDS = ['chainlink', 'defillama', 'lending-oracle'] as const;
export type PriceSourceId = (typeof PRICE_SOURCE_IDS)[number];

/** What a price source knows of one token: made by prices/, read by the engine. */
export interface PriceHistory {
  /** USD per whole unit, from the latest round. */
  priceUsd: number;
  /** Unix seconds of the latest round. */
  updatedAt: number;
  /** One USD close per UTC day, oldest first; the last entry is the latest day. */
  dailyCloses: number[];
  source: PriceSourceId;
}

/** The chain could not be read. Routes answer 503. */
export class ChainError extends Error {
  override name = 'ChainError';
}
