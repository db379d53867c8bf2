/**
 * The service's shared vocabulary. The chain readers, the price sources, the
 * engine and the routes all speak in these types, so each piece can be built
 * and tested on its own.
 */
import type { Address } from 'viem';

export const ACTIONS = ['hold', 'sell', 'buy', 'buy more', 'strongly sell'] as const;
export type Action = (typeof ACTIONS)[number];

/** Stands for the chain's native coin (ETH) wherever a token address is expected. */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

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
    /** Chainlink-style AggregatorV3Interface feed giving this token's USD price. */
    priceFeed?: Address;
  };
}

/** A balance read on-chain, in the token's smallest unit. Never zero. */
export interface Holding {
  token: TokenInfo;
  balance: bigint;
}

/** What a price source knows of one token. */
export interface PriceHistory {
  /** USD per whole unit, from the latest round. */
  priceUsd: number;
  /** Unix seconds of the latest round. */
  updatedAt: number;
  /** One USD close per UTC day, oldest first; the last entry is the latest day. */
  dailyCloses: number[];
}

export interface PriceSource {
  /** Resolves null when the token has no price (no feed): the token is "unpriced". Rejects with PriceError when the source fails. */
  getHistory(token: TokenInfo): Promise<PriceHistory | null>;
}

/** The source of prices could not be read (node down, feed reverted, time-out). Routes answer 502/503. */
export class PriceError extends Error {
  override name = 'PriceError';
}

/** The chain could not be read. Routes answer 503. */
export class ChainError extends Error {
  override name = 'ChainError';
}
