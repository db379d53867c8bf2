import type { TokenInfo } from '../../domain/types';

/** Tokens tagged "stablecoin" are taken to be pegged to 1 USD. */
export function isStablecoin(token: TokenInfo): boolean {
  return token.tags?.includes('stablecoin') ?? false;
}

/** USD price feeds carry 8 decimals; rounding there keeps $0.90 exactly 10 % off, not 9.999…%. */
const FEED_DECIMALS = 1e8;

/** |price − 1| for a stablecoin (0.03 = 3 cents off); null for any other token. */
export function pegDeviation(token: TokenInfo, priceUsd: number): number | null {
  return isStablecoin(token) ? Math.round(Math.abs(priceUsd - 1) * FEED_DECIMALS) / FEED_DECIMALS : null;
}
